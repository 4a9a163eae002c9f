import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';

// The server decides on every call (docs/content.md); this only chooses what the menu offers.

/** Roles that keep the client's news: programme administrators (and superusers). */
const NEWS_EDITOR_ROLES: readonly Role[] = ['program_admin'];

/** Who gets "News" among the staff screens. */
export function isNewsEditor(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && NEWS_EDITOR_ROLES.includes(role));
}
