import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { hashPassword, randomToken } from '../../../platform/crypto.ts';
import { AppError, unauthenticated } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { deleteStoredFilesOf, fileStoreFor, removeFiles } from '../../../platform/storage.ts';
import type { AccountClosure, ClosingAccount } from '../../manifest.ts';
import { AVATAR_PURPOSE } from '../avatar/service.ts';
import * as profile from '../queries.ts';
import * as q from './queries.ts';

/** A name as typed, for comparison: Unicode NFC, trimmed, inner spaces collapsed, without case. */
export function comparableName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** profile's part of an account closure: the avatar's stored file rows go now, its files after commit. */
export async function purgeProfileData(
  trx: Trx,
  account: ClosingAccount,
  closure: AccountClosure,
): Promise<void> {
  const keys = await deleteStoredFilesOf(trx, account.id, AVATAR_PURPOSE);
  closure.afterCommit(() => removeFiles(fileStoreFor(closure.ctx), keys, closure.log));
}

/**
 * Closes the signed-in user's account (SPEC §4, §5): irreversible, confirmed by typing their own name. In one
 * transaction every module purges its personal data of the user (its manifest's `purgePersonalData`: identity ends
 * the sessions and deletes what only served the user, profile the avatar's file rows) and the users row is
 * anonymised; what others rely on (memberships, reviews, audits, orders) keeps its reference to the row. The avatar
 * file is removed after commit. Files of other purposes stay with the records that own them.
 */
export async function closeAccount(
  ctx: ServiceContext,
  auth: AuthContext,
  typedName: string,
  log: FastifyBaseLogger,
): Promise<void> {
  // the list of manifests imports this module back: read it when an account closes, not at load
  const { serverModules } = await import('../../index.ts');
  // an unknown random password, hashed before the transaction so the row lock is held briefly
  const passwordHash = await hashPassword(randomToken());
  const now = ctx.clock.now();
  const afterCommit: (() => Promise<void>)[] = [];
  const closure: AccountClosure = { ctx, now, log, afterCommit: (work) => afterCommit.push(work) };
  await ctx.db.transaction().execute(async (trx) => {
    const user = await profile.lockOpenUser(trx, auth.userId);
    if (!user) throw unauthenticated();
    if (comparableName(typedName) !== comparableName(user.full_name)) {
      throw new AppError('profile.closure_name_mismatch', 422);
    }
    for (const module of serverModules) await module.purgePersonalData?.(trx, user, closure);
    await q.anonymiseUser(trx, user.id, { passwordHash, now });
  });
  for (const work of afterCommit) await work();
}
