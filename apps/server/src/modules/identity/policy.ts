import { mayClientVouchFor } from '@elevar/domain';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from './queries.ts';

/**
 * Whether a user whose password was right may get tokens. Blocked and unapproved users may not (SPEC §8); the
 * reason is only told after the password matched, so the status of an account does not leak to strangers.
 */
export function assertMaySignIn(user: Pick<UserRow, 'status' | 'blocked_reason'>, membershipCount: number) {
  if (user.status === 'blocked') {
    throw new AppError(
      user.blocked_reason === 'rules' ? 'auth.user_blocked_rules' : 'auth.user_blocked',
      403,
    );
  }
  if (user.status === 'awaiting_approval') throw new AppError('auth.user_pending_approval', 403);
  if (user.status === 'rejected') throw new AppError('auth.user_rejected', 403);
  // A closed account's password hash is random, so it never gets here; refuse it all the same.
  if (user.status === 'closed') throw new AppError('auth.invalid_credentials', 401);
  if (membershipCount === 0) throw new AppError('auth.no_access', 403);
}

/**
 * A login that a client's own system vouched for (its web-service secret, its OpenID provider): the account must
 * be able to sign in at all, belong to that client (`role` there, null when not a member), and be one the client
 * may vouch for (no superuser; a staff role only when the client's `link_login_roles` names it).
 */
export function assertClientMayVouchFor(
  user: Pick<UserRow, 'status' | 'blocked_reason' | 'is_superuser'>,
  role: string | null,
  allowedRoles: readonly string[],
) {
  assertMaySignIn(user, role === null ? 0 : 1);
  if (!mayClientVouchFor({ isSuperuser: user.is_superuser, role }, allowedRoles)) {
    throw new AppError('auth.no_access', 403);
  }
}

/** A user may only select a client they belong to. */
export function assertMember(memberships: { client_id: number }[], clientId: number) {
  if (!memberships.some((m) => m.client_id === clientId))
    throw new AppError('tenancy.client_not_allowed', 403);
}
