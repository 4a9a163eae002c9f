import { ACCOUNT_REVIEWER_ROLES, type Role } from '@elevar/domain';
import { forbidden } from '../../../platform/errors.ts';

export interface Staff {
  userId: number;
  isSuperuser: boolean;
  /** The session's selected client and the user's role there (null without one). */
  selectedClientId: number | null;
  role: string | null;
}

/**
 * The client whose new accounts a staff member reviews: the selected one, for a superuser or a reviewer role
 * there. A superuser without a selected client reviews every client's accounts (`null`).
 */
export function accountReviewScope(staff: Staff): { clientId: number | null } {
  if (staff.isSuperuser) return { clientId: staff.selectedClientId };
  if (staff.selectedClientId !== null && isReviewerRole(staff.role))
    return { clientId: staff.selectedClientId };
  throw forbidden();
}

/** Whose messages a staff member may read in the outbox: a superuser every one, a reviewer their client's. */
export function outboxScope(staff: Staff): { clientId: number | null } {
  if (staff.isSuperuser) return { clientId: null };
  if (staff.selectedClientId !== null && isReviewerRole(staff.role))
    return { clientId: staff.selectedClientId };
  throw forbidden();
}

function isReviewerRole(role: string | null): boolean {
  return role !== null && ACCOUNT_REVIEWER_ROLES.includes(role as Role);
}
