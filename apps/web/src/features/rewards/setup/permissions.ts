import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';

/** Who sets campaigns up (SPEC §6: the programme administrator runs the programme). */
export const SETUP_ROLES: readonly Role[] = ['program_admin'];

/** Who gets the campaign set-up in the menu (the server checks it again on every call). */
export function isSetupAdmin(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && SETUP_ROLES.includes(role));
}
