import type { Role } from '@elevar/domain';
import { type Actor, requireClient, requireRole } from '../../identity/index.ts';

/** Roles that approve or reject level changes (SPEC §6: the programme administrator), besides superusers. */
const LEVEL_REVIEWER_ROLES: readonly Role[] = ['program_admin'];

/** The client whose level changes a staff member reviews: the selected one, for a superuser or a programme admin. */
export function levelReviewScope(actor: Actor): { clientId: number } {
  return { clientId: requireRole(actor, LEVEL_REVIEWER_ROLES) };
}

/** The client whose levels and points table a user reads: the selected one. */
export function memberScope(actor: Actor): { clientId: number } {
  return { clientId: requireClient(actor) };
}
