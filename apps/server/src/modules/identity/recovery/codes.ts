import { createHmac, randomInt } from 'node:crypto';
import type { CodeSentResponse } from '@elevar/contract';
import { cooldownRemaining, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { randomToken, safeEqual } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import { consumeRate } from '../../../platform/rate-limit.ts';
import { type CodePurpose, codeMessage } from './messages.ts';
import * as q from './queries.ts';

/**
 * Six-digit codes sent by SMS or WhatsApp, shared by recovery by document and phone verification. A code is
 * stored only as an HMAC bound to its random request id, so it works only with the request that asked for it;
 * it expires, works once and dies after CODE_MAX_ATTEMPTS tries. Sends wait out a cooldown per user and purpose
 * (SPEC §4) and are rate limited per phone and per address.
 */
export type { CodePurpose };

export const CODE_MAX_ATTEMPTS = 5;
export const CODE_SENDS_PER_PHONE_PER_HOUR = 5;
export const CODE_SENDS_PER_ADDRESS_PER_HOUR = 10;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeHash(secret: string, requestId: string, code: string): string {
  return createHmac('sha256', secret).update(`verification-code|${requestId}|${code}`).digest('base64url');
}

/** The digits of a phone, the key its send limit is counted under. */
function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0+/, '');
}

export interface CodeRecipient {
  userId: number;
  language: LanguageCode;
  clientId: number | null;
}

/**
 * Issues a code to `phone` and sends it. Refuses inside the cooldown (429 with the seconds left) and past the rate limits
 * (common.rate_limited); a code that could not be recorded or delivered answers account.code_send_failed and does
 * not start the cooldown.
 */
export async function sendCode(
  ctx: ServiceContext,
  input: CodeRecipient & {
    purpose: CodePurpose;
    channel: 'sms' | 'whatsapp';
    phone: string;
    address: string;
  },
): Promise<CodeSentResponse> {
  const now = ctx.clock.now();
  const cooldown = ctx.config.PHONE_CODE_COOLDOWN_SECONDS;
  const lifetime = ctx.config.PHONE_CODE_TTL_SECONDS;
  const requestId = randomToken(24);
  const code = generateCode();

  const sent = await ctx.db.transaction().execute(async (trx) => {
    await q.lockUser(trx, input.userId);
    const latest = await q.latestCode(trx, input.userId, input.purpose);
    const wait = latest ? cooldownRemaining(latest.created_at, now, cooldown) : 0;
    if (wait > 0) throw new AppError('account.code_cooldown', 429, undefined, { retryAfter: wait });
    await consumeRate(trx, ctx.clock, [
      { key: `code:phone:${phoneKey(input.phone)}`, max: CODE_SENDS_PER_PHONE_PER_HOUR, windowSeconds: 3600 },
      { key: `code:ip:${input.address}`, max: CODE_SENDS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    ]);
    const codeId = await q.insertCode(trx, {
      requestId,
      userId: input.userId,
      purpose: input.purpose,
      channel: input.channel,
      phone: input.phone,
      codeHash: codeHash(ctx.secret, requestId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
    });
    try {
      const messageId = await ctx.messenger.record(trx, {
        channel: input.channel,
        to: input.phone,
        body: codeMessage(input.purpose, input.language, code, lifetime),
        template: `${input.purpose}_code`,
        clientId: input.clientId,
        userId: input.userId,
      });
      return { codeId, messageId };
    } catch {
      throw new AppError('account.code_send_failed', 503);
    }
  });

  await ctx.messenger.deliver([sent.messageId]);
  if ((await q.outboxStatus(ctx.db, sent.messageId)) === 'failed') {
    // The person never got it: drop the code so the cooldown does not lock them out of trying again.
    await q.deleteCode(ctx.db, sent.codeId);
    throw new AppError('account.code_send_failed', 503);
  }
  return { request_id: requestId, resend_in: cooldown, expires_in: lifetime };
}

export interface CheckedCode {
  id: number;
  userId: number;
  phone: string;
}

/**
 * Checks a code against its request (of this purpose, and of this user when given). Every try counts, committed
 * on its own, so a wrong guess is remembered even when the caller's transaction fails. Does not use the code:
 * the caller does that with `useCode` in the transaction that acts on it.
 */
export async function checkCode(
  ctx: ServiceContext,
  input: { requestId: string; code: string; purpose: CodePurpose; userId?: number },
): Promise<CheckedCode> {
  const row = await q.takeAttempt(ctx.db, {
    requestId: input.requestId,
    purpose: input.purpose,
    ...(input.userId !== undefined ? { userId: input.userId } : {}),
    now: ctx.clock.now(),
    maxAttempts: CODE_MAX_ATTEMPTS,
  });
  const expected = codeHash(ctx.secret, input.requestId, input.code.trim());
  if (!row || !safeEqual(row.code_hash, expected)) throw new AppError('account.code_invalid', 422);
  return { id: row.id, userId: row.user_id, phone: row.phone };
}

/** Uses a checked code, once: a concurrent use that got there first makes this one invalid. */
export async function useCode(db: Db, code: CheckedCode, now: Date): Promise<void> {
  if (!(await q.markCodeUsed(db, code.id, now))) throw new AppError('account.code_invalid', 422);
}

/** The resend cooldown left for a user and purpose, and the request id of a code still waiting to be used. */
export async function codeStatus(ctx: ServiceContext, userId: number, purpose: CodePurpose) {
  const now = ctx.clock.now();
  const latest = await q.latestCode(ctx.db, userId, purpose);
  if (!latest) return { resendIn: 0, pendingRequestId: null };
  const pending =
    latest.used_at === null && latest.expires_at > now && latest.attempts < CODE_MAX_ATTEMPTS
      ? latest.request_id
      : null;
  return {
    resendIn: cooldownRemaining(latest.created_at, now, ctx.config.PHONE_CODE_COOLDOWN_SECONDS),
    pendingRequestId: pending,
  };
}
