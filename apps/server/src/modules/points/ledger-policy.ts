import type { Role } from '@elevar/domain';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Actor } from '../identity/session.ts';

export { loadActor } from '../identity/session.ts';

/** Who may read and correct the ledger. Every read and write happens in the client the session acts in. */
export type LedgerActor = Actor;

/** Roles that post bonuses and adjustments (SPEC §6: the programme administrator runs the programme). */
export const POINTS_POSTER_ROLES: readonly Role[] = ['program_admin'];
/** Roles that settle audits, approving points under audit or reversing a credit (SPEC §6: auditors review invoices). */
export const POINTS_AUDITOR_ROLES: readonly Role[] = ['program_admin', 'auditor'];

/** The client a user reads their own points in: the selected one (none selected: nothing to read). */
export function ownLedgerScope(actor: LedgerActor): { clientId: number; userId: number } {
  if (actor.clientId === null) throw new AppError('tenancy.client_not_allowed', 403);
  return { clientId: actor.clientId, userId: actor.userId };
}

/** A staff action on the selected client's ledger: a superuser, or one of `roles` there. */
export function staffLedgerScope(actor: LedgerActor, roles: readonly Role[]): { clientId: number } {
  if (actor.clientId === null) throw forbidden();
  if (actor.isSuperuser || (actor.role !== null && roles.includes(actor.role as Role))) {
    return { clientId: actor.clientId };
  }
  throw forbidden();
}
