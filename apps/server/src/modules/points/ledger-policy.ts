import type { Role } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { AppError, forbidden, unauthenticated } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { findUserById, listMemberships } from '../identity/queries.ts';
import { resolveSelectedClientId } from '../identity/session.ts';

/** Who may read and correct the ledger. Every read and write happens in the session's selected client. */

export interface LedgerActor {
  userId: number;
  isSuperuser: boolean;
  /** The session's selected client; every ledger read and write is confined to it. */
  clientId: number | null;
  role: string | null;
}

/** Roles that post bonuses and adjustments (SPEC §6: the programme administrator runs the programme). */
export const POINTS_POSTER_ROLES: readonly Role[] = ['program_admin'];
/** Roles that settle audits, approving points under audit or reversing a credit (SPEC §6: auditors review invoices). */
export const POINTS_AUDITOR_ROLES: readonly Role[] = ['program_admin', 'auditor'];

export async function loadActor(ctx: ServiceContext, auth: AuthContext): Promise<LedgerActor> {
  const [user, memberships] = await Promise.all([
    findUserById(ctx.db, auth.userId),
    listMemberships(ctx.db, auth.userId),
  ]);
  if (!user) throw unauthenticated();
  const clientId = resolveSelectedClientId(user.selected_client_id, memberships);
  const role = memberships.find((m) => m.client_id === clientId)?.role ?? null;
  return { userId: user.id, isSuperuser: user.is_superuser, clientId, role };
}

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
