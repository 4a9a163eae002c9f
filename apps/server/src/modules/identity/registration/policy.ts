import { ACCOUNT_REVIEWER_ROLES } from '@elevar/domain';
import { forbidden } from '../../../platform/errors.ts';
import { type Actor, hasRole } from '../actor.ts';

/**
 * The client whose new accounts a staff member reviews: the selected one, for a superuser or a reviewer role
 * there. A superuser without a selected client reviews every client's accounts (`null`).
 */
export function accountReviewScope(actor: Actor): { clientId: number | null } {
  if (actor.isSuperuser) return { clientId: actor.clientId };
  if (actor.clientId !== null && hasRole(actor, ACCOUNT_REVIEWER_ROLES)) return { clientId: actor.clientId };
  throw forbidden();
}

/** Whose messages a staff member may read in the outbox: a superuser every one, a reviewer their client's. */
export function outboxScope(actor: Actor): { clientId: number | null } {
  if (actor.isSuperuser) return { clientId: null };
  if (actor.clientId !== null && hasRole(actor, ACCOUNT_REVIEWER_ROLES)) return { clientId: actor.clientId };
  throw forbidden();
}
