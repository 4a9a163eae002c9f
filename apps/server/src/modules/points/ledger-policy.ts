import type { Role } from '@elevar/domain';
import { AppError } from '../../platform/errors.ts';
import { type Actor, requireRole } from '../identity/index.ts';

/** Roles that post bonuses and adjustments (SPEC §6: the programme administrator runs the programme). */
export const POINTS_POSTER_ROLES: readonly Role[] = ['program_admin'];
/** Roles that settle audits, approving points under audit or reversing a credit (SPEC §6: auditors review invoices). */
export const POINTS_AUDITOR_ROLES: readonly Role[] = ['program_admin', 'auditor'];

/** The client a user reads their own points in: the selected one (none selected: nothing to read). */
export function ownLedgerScope(actor: Actor): { clientId: number; userId: number } {
  if (actor.clientId === null) throw new AppError('tenancy.client_not_allowed', 403);
  return { clientId: actor.clientId, userId: actor.userId };
}

/** A staff action on the selected client's ledger: a superuser, or one of `roles` there. */
export function staffLedgerScope(actor: Actor, roles: readonly Role[]): { clientId: number } {
  return { clientId: requireRole(actor, roles) };
}
