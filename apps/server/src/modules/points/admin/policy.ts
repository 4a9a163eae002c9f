import type { Role } from '@elevar/domain';
import { type Actor, requireRole } from '../../identity/index.ts';

/** Roles that keep the points table and level thresholds (SPEC §6: the programme administrator), besides superusers. */
const POINTS_TABLE_ADMIN_ROLES: readonly Role[] = ['program_admin'];

/** The client whose points tables a staff member keeps: the selected one, for a superuser or a programme admin. */
export function pointsTableAdminScope(actor: Actor): { clientId: number } {
  return { clientId: requireRole(actor, POINTS_TABLE_ADMIN_ROLES) };
}
