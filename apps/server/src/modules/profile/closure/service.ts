import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { hashPassword, randomToken } from '../../../platform/crypto.ts';
import { AppError, unauthenticated } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { deleteStoredFilesOf, fileStoreFor, removeFiles } from '../../../platform/storage.ts';
import { endSessions } from '../../identity/revocation.ts';
import { AVATAR_PURPOSE } from '../avatar/service.ts';
import * as profile from '../queries.ts';
import * as q from './queries.ts';

/** A name as typed, for comparison: Unicode NFC, trimmed, inner spaces collapsed, without case. */
export function comparableName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * Closes the signed-in user's account (SPEC §4, §5): irreversible, confirmed by typing their own name. In one
 * transaction every token is revoked, the records that only served the user are deleted and the users row is
 * anonymised; what others rely on (memberships, reviews, audits, orders) keeps its reference to the row. The
 * avatar file is removed after commit. Files of other purposes stay with the records that own them.
 */
export async function closeAccount(
  ctx: ServiceContext,
  auth: AuthContext,
  typedName: string,
  log: FastifyBaseLogger,
): Promise<void> {
  // an unknown random password, hashed before the transaction so the row lock is held briefly
  const passwordHash = await hashPassword(randomToken());
  const now = ctx.clock.now();
  const avatarKeys = await ctx.db.transaction().execute(async (trx) => {
    const user = await profile.lockOpenUser(trx, auth.userId);
    if (!user) throw unauthenticated();
    if (comparableName(typedName) !== comparableName(user.full_name)) {
      throw new AppError('profile.closure_name_mismatch', 422);
    }
    await endSessions(trx, { userId: user.id }, 'account_closed', now, ctx);
    await q.deleteRefreshTokens(trx, user.id);
    await q.deletePersonalRecords(trx, user);
    const keys = await deleteStoredFilesOf(trx, user.id, AVATAR_PURPOSE);
    await q.anonymiseUser(trx, user.id, { passwordHash, now });
    return keys;
  });
  await removeFiles(fileStoreFor(ctx), avatarKeys, log);
}
