import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { publishActorChanged, publishSessionRevoked } from '../../platform/pubsub.ts';
import { actorCacheOf } from './actor-cache.ts';

/**
 * Which sessions (token families) end: some by id, or every live one of a user, optionally but the one in use
 * (a password change keeps the session that made it).
 */
export type SessionsToEnd = { familyIds: number[] } | { userId: number; except?: number | null };

/**
 * The one way sessions end (logout, RFC 7009 revocation, a reused refresh token, an inactive user, a password set or
 * changed, a closed or blocked account): the families are marked revoked with `reason`, their access tokens stop at
 * once, and one `session_revoked` event goes out on the session channel in the same transaction, so on commit every
 * instance closes those sessions' realtime sockets and drops them from its actor cache. Called outside a
 * transaction, it opens its own.
 */
export async function endSessions(
  db: Db,
  which: SessionsToEnd,
  reason: string,
  now: Date,
  /** The instance making the change: its actor cache lets go of those users at once (see `announceActorChange`). */
  local?: ServiceContext,
): Promise<void> {
  const held = (userId: number) => {
    if (local) actorCacheOf(local)?.hold(userId);
  };
  await inTransaction(db, (trx) => revokeFamilies(trx, which, reason, now, held));
}

/**
 * Says, in the transaction that makes the change, that a user's actor changed (their client choice, roles or
 * memberships, the must-change-password flag; a block ends their sessions instead): on commit every instance drops
 * the sessions it caches for them, and this one stops serving them from its cache at once, as the transaction is
 * still open, so a request right after the commit here never sees the state before it.
 */
export async function announceActorChange(ctx: ServiceContext, trx: Trx, userId: number): Promise<void> {
  actorCacheOf(ctx)?.hold(userId);
  await publishActorChanged(trx, userId);
}

async function revokeFamilies(
  db: Trx,
  which: SessionsToEnd,
  reason: string,
  now: Date,
  held: (userId: number) => void,
): Promise<void> {
  if ('familyIds' in which) {
    if (which.familyIds.length === 0) return;
    const revoked = await db
      .updateTable('token_families')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('id', 'in', which.familyIds)
      .where('revoked_at', 'is', null)
      .returning(['id', 'user_id'])
      .execute();
    await db.deleteFrom('access_tokens').where('family_id', 'in', which.familyIds).execute();
    const byUser = new Map<number, number[]>();
    for (const row of revoked) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
    for (const [userId, familyIds] of byUser) {
      held(userId);
      await publishSessionRevoked(db, userId, familyIds);
    }
    return;
  }

  held(which.userId);
  const except = which.except ?? null;
  let revoke = db
    .updateTable('token_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', which.userId)
    .where('revoked_at', 'is', null);
  let dropAccess = db.deleteFrom('access_tokens').where('user_id', '=', which.userId);
  if (except !== null) {
    revoke = revoke.where('id', '<>', except);
    dropAccess = dropAccess.where('family_id', '<>', except);
  }
  const revoked = await revoke.returning('id').execute();
  await dropAccess.execute();
  if (except === null) {
    // every session of the user: said even when none was live, so a socket that outlived one never outlives this
    await publishSessionRevoked(db, which.userId, null);
  } else if (revoked.length > 0) {
    await publishSessionRevoked(
      db,
      which.userId,
      revoked.map((row) => row.id),
    );
  }
}
