import type { CodeSentResponse } from '@elevar/contract';
import { type LanguageCode, validatePhone, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { AppError, unauthenticated } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import {
  checkCode,
  codeStatus,
  selectedClientId,
  sendCode,
  useCode,
  userLanguage,
} from '../../identity/index.ts';
import * as q from './queries.ts';

export interface PhoneVerificationStatus {
  phone: string | null;
  verified: boolean;
  resend_in: number;
  request_id: string | null;
}

async function owner(ctx: ServiceContext, userId: number) {
  const user = await q.findPhoneOwner(ctx.db, userId);
  if (!user) throw unauthenticated();
  return user;
}

/** The phone, whether it is verified, and the resend cooldown the server keeps (so a reload keeps the countdown). */
export async function getStatus(ctx: ServiceContext, userId: number): Promise<PhoneVerificationStatus> {
  const user = await owner(ctx, userId);
  const status = await codeStatus(ctx, userId, 'phone_verification');
  return {
    phone: user.phone_mobile,
    verified: user.phone_verified,
    resend_in: status.resendIn,
    request_id: status.pendingRequestId,
  };
}

/** Sends a code to the new phone; it becomes the account's phone only once the code comes back. */
export async function sendPhoneCode(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { phone: string; channel: 'sms' | 'whatsapp' },
  context: { address: string; language: LanguageCode },
): Promise<CodeSentResponse> {
  const phone = validatePhone(input.phone);
  if (!phone.ok) {
    throw new AppError('common.validation', 400, [
      { field: 'phone', message: validationMessage(phone.code, context.language) },
    ]);
  }
  const userId = auth.userId;
  const [user, clientId] = await Promise.all([owner(ctx, userId), selectedClientId(ctx, auth)]);
  return sendCode(ctx, {
    userId,
    language: userLanguage(user.language_id),
    clientId,
    purpose: 'phone_verification',
    channel: input.channel,
    phone: phone.normalized,
    address: context.address,
  });
}

/** A right code of this user's own request verifies the phone it was sent to. */
export async function confirmPhoneCode(
  ctx: ServiceContext,
  userId: number,
  input: { request_id: string; code: string },
): Promise<PhoneVerificationStatus> {
  const code = await checkCode(ctx, {
    requestId: input.request_id,
    code: input.code,
    purpose: 'phone_verification',
    userId,
  });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await useCode(trx, code, now);
    await q.setVerifiedPhone(trx, userId, code.phone, now);
  });
  return getStatus(ctx, userId);
}
