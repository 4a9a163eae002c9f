import type { Role } from '@elevar/domain';
import { forbidden } from '../../../platform/errors.ts';
import type { Member } from '../levels/policy.ts';

/** Roles that keep the points table and level thresholds (SPEC §6: the programme administrator), besides superusers. */
const POINTS_TABLE_ADMIN_ROLES: readonly Role[] = ['program_admin'];

/** The client whose points tables a staff member keeps: the selected one, for a superuser or a programme admin. */
export function pointsTableAdminScope(member: Member): { clientId: number } {
  if (member.selectedClientId === null) throw forbidden();
  if (member.isSuperuser || POINTS_TABLE_ADMIN_ROLES.includes(member.role as Role))
    return { clientId: member.selectedClientId };
  throw forbidden();
}
