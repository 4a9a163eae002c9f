import { type LanguageCode, validateNewPassword, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { hashPassword, verifyPassword } from '../../../platform/crypto.ts';
import { AppError, unauthenticated } from '../../../platform/errors.ts';
import { consumeRate } from '../../../platform/rate-limit.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { announceActorChange, endSessions } from '../../identity/index.ts';
import { profileSettings } from '../fields/service.ts';
import * as q from '../queries.ts';

/** The current password is a guessable secret: attempts per user are limited like logins are. */
export const PASSWORD_CHANGE_MAX_ATTEMPTS = 10;
export const PASSWORD_CHANGE_WINDOW_SECONDS = 60 * 60;

const changeFailed = () => new AppError('profile.password_change_failed', 400);

/**
 * Changes the signed-in user's password (SPEC §8): the current password must match, the new one must satisfy the
 * selected client's strength level. Every other session of the user ends; the one that asked keeps working.
 */
export async function changePassword(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { current_password: string; new_password: string; new_password_confirmation: string },
  language: LanguageCode,
): Promise<void> {
  await consumeRate(ctx.db, ctx.clock, [
    {
      key: `password-change:user:${auth.userId}`,
      max: PASSWORD_CHANGE_MAX_ATTEMPTS,
      windowSeconds: PASSWORD_CHANGE_WINDOW_SECONDS,
    },
  ]);
  const storedHash = await q.findPasswordHash(ctx.db, auth.userId);
  if (!storedHash) throw unauthenticated();
  if (!(await verifyPassword(input.current_password, storedHash))) throw changeFailed();

  const { settings } = await profileSettings(ctx, auth);
  const failed = validateNewPassword(
    input.new_password,
    input.new_password_confirmation,
    settings?.password_strength_level ?? 'medium',
  );
  if (failed.length > 0) {
    throw new AppError(
      'common.validation',
      400,
      failed.map((code) => ({
        field: code === 'password.mismatch' ? 'new_password_confirmation' : 'new_password',
        message: validationMessage(code, language),
      })),
    );
  }

  const newHash = await hashPassword(input.new_password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    // a concurrent change already replaced the hash the current password was checked against
    if (!(await q.replacePassword(trx, auth.userId, { expectedHash: storedHash, newHash, now }))) {
      throw changeFailed();
    }
    await endSessions(trx, { userId: auth.userId, except: auth.familyId }, 'password_changed', now, ctx);
    // the session that changed it stays, no longer asked to change the password
    await announceActorChange(ctx, trx, auth.userId);
  });
}
