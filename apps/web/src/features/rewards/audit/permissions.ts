import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';

/** Roles that audit sales and photos (SPEC §6: the auditor reviews invoices; the programme administrator too). */
export const REWARDS_AUDITOR_ROLES: readonly Role[] = ['program_admin', 'auditor'];

/** Who gets the audit queue in the menu (the server checks it again on every call). */
export function isRewardsAuditor(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return is_superuser || (role !== null && REWARDS_AUDITOR_ROLES.includes(role));
}
