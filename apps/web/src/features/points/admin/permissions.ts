import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';

/** Roles that approve or reject level changes (SPEC §6: the programme administrator), besides superusers. */
export const LEVEL_REVIEWER_ROLES: readonly Role[] = ['program_admin'];

/** Who gets the level-changes screen in the menu (the server checks it again on every call). */
export function isLevelReviewer(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && LEVEL_REVIEWER_ROLES.includes(role));
}
