import type { Role } from '@elevar/domain';
import { forbidden } from '../../../platform/errors.ts';

export interface Member {
  userId: number;
  isSuperuser: boolean;
  /** The session's selected client and the user's role there (null without one). */
  selectedClientId: number | null;
  role: string | null;
}

/** Roles that approve or reject level changes (SPEC §6: the programme administrator), besides superusers. */
const LEVEL_REVIEWER_ROLES: readonly Role[] = ['program_admin'];

/** The client whose level changes a staff member reviews: the selected one, for a superuser or a programme admin. */
export function levelReviewScope(member: Member): { clientId: number } {
  if (member.selectedClientId === null) throw forbidden();
  if (member.isSuperuser || LEVEL_REVIEWER_ROLES.includes(member.role as Role))
    return { clientId: member.selectedClientId };
  throw forbidden();
}

/** The client whose levels and points table a user reads: the selected one. */
export function memberScope(member: Member): { clientId: number } {
  if (member.selectedClientId === null) throw forbidden();
  return { clientId: member.selectedClientId };
}
