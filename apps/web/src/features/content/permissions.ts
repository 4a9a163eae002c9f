import type { Session } from '@elevar/contract';
import { FAQ_EDITOR_ROLES, isSupportStaff, type Role } from '@elevar/domain';

// The server decides on every call (docs/content.md); this only chooses what the menu offers.

/** Roles that keep the client's news: programme administrators (and superusers). */
const NEWS_EDITOR_ROLES: readonly Role[] = ['program_admin'];

/** Who gets "News" among the staff screens. */
export function isNewsEditor(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && NEWS_EDITOR_ROLES.includes(role));
}

/** Who gets "FAQ" among the staff screens: the same editors as news (the domain's `FAQ_EDITOR_ROLES`). */
export function isFaqEditor(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && FAQ_EDITOR_ROLES.includes(role));
}

/** Who gets the support queue: the support team (SPEC §6) and superusers (the domain's `isSupportStaff`). */
export function isSupportTeam(session: Session): boolean {
  return isSupportStaff({ role: session.user.role, isSuperuser: session.user.is_superuser });
}
