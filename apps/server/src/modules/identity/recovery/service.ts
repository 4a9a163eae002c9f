import type { CodeSentResponse, PasswordLinkParams } from '@elevar/contract';
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  languageById,
  type PasswordStrength,
  phonesMatch,
  stripDocumentSeparators,
  validateNewPassword,
  validatePhone,
  validationMessage,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { hashPassword } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import { consumeRate, type RateRule } from '../../../platform/rate-limit.ts';
import { assertDocumentValid, type DocumentSite } from '../documents.ts';
import { clearAccountFailures } from '../queries.ts';
import { endSessions } from '../revocation.ts';
import { checkCode, sendCode, useCode } from './codes.ts';
import {
  checkLink,
  createLinkParams,
  type LinkPurpose,
  lifetimeHours,
  linkUrl,
  type ParsedLink,
  parseLink,
} from './links.ts';
import { passwordLinkEmail } from './messages.ts';
import * as q from './queries.ts';

/** Link e-mails (first access, recovery by e-mail) per address and per target, per hour. */
export const LINK_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
export const LINK_REQUESTS_PER_TARGET_PER_HOUR = 5;
/** Look-ups by document (masked phone, code sends) per address, per hour: each one tells whether a document exists. */
export const DOCUMENT_LOOKUPS_PER_ADDRESS_PER_HOUR = 30;
/** E-mails sharing one address get one link each, up to this many accounts. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

const hourly = (key: string, max: number): RateRule => ({ key, max, windowSeconds: 3600 });
const noAccess = () => new AppError('auth.no_access', 404);

export function userLanguage(languageId: number): LanguageCode {
  return (languageById(languageId) ?? DEFAULT_LANGUAGE).code;
}

/** The bare document as stored: separators stripped, letters upper-cased. */
function bareDocument(value: string): string {
  return stripDocumentSeparators(value).toUpperCase();
}

/** Enough of the registered phone to recognise it, not to learn it: only the last two digits show. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const visible = digits.slice(-2);
  return `${phone.trim().startsWith('+') ? '+' : ''}${'*'.repeat(Math.max(0, digits.length - 2))}${visible}`;
}

/** Finds the account a link names and checks the link: link_invalid unless genuine, link_expired when too old. */
async function resolveLink(ctx: ServiceContext, db: Db, params: PasswordLinkParams) {
  const link: ParsedLink | null = parseLink(params);
  const user = link ? await q.findLinkUser(db, link.userId) : undefined;
  if (!link || !user) throw new AppError('account.link_invalid', 400);
  const hours = lifetimeHours(ctx.config, link.purpose);
  const result = checkLink(ctx.secret, link, params, user, ctx.clock.now(), hours);
  if (result === 'invalid') throw new AppError('account.link_invalid', 400);
  if (result === 'expired') throw new AppError('account.link_expired', 400);
  return { user, purpose: link.purpose };
}

export async function passwordLinkStatus(
  ctx: ServiceContext,
  params: PasswordLinkParams,
): Promise<{ username: string; purpose: LinkPurpose; password_strength_level: PasswordStrength }> {
  const { user, purpose } = await resolveLink(ctx, ctx.db, params);
  return { username: user.username, purpose, password_strength_level: user.password_strength_level };
}

/**
 * Sets the password a link allows: the strength its home client asks for, then, in one transaction, the new hash
 * (only if the link's hash is still current, so a second use fails) and sign-out everywhere.
 */
export async function setPassword(
  ctx: ServiceContext,
  input: PasswordLinkParams & { password: string; password_confirmation: string },
  language: LanguageCode,
): Promise<void> {
  const { user } = await resolveLink(ctx, ctx.db, input);
  const failed = validateNewPassword(
    input.password,
    input.password_confirmation,
    user.password_strength_level,
  );
  if (failed.length > 0) {
    throw new AppError(
      'common.validation',
      400,
      failed.map((code) => ({
        field: code === 'password.mismatch' ? 'password_confirmation' : 'password',
        message: validationMessage(code, language),
      })),
    );
  }
  const newHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const replaced = await q.replacePassword(trx, {
      userId: user.id,
      oldHash: user.password_hash,
      newHash,
      now,
    });
    if (!replaced) throw new AppError('account.link_invalid', 400);
    // signs the user out everywhere, realtime sockets included
    await endSessions(trx, { userId: user.id }, 'password_set', now, ctx);
    // whoever proved they own the account gets a fresh start, not the lock-out that sent them here
    await clearAccountFailures(trx, user.id);
  });
}

type LinkRecipient = Pick<
  q.LinkUserRow,
  'id' | 'username' | 'full_name' | 'email' | 'password_hash' | 'language_id'
>;

/** Records the e-mail with a fresh link for `user`; returns the outbox id to deliver after the caller is done. */
async function recordLinkEmail(
  ctx: ServiceContext,
  user: LinkRecipient & { email: string },
  purpose: LinkPurpose,
  clientId: number | null,
): Promise<number> {
  const params = createLinkParams(ctx.secret, user, purpose, ctx.clock.now());
  const email = passwordLinkEmail(purpose, userLanguage(user.language_id), {
    name: user.full_name,
    url: linkUrl(ctx.config, purpose, params),
    hours: lifetimeHours(ctx.config, purpose),
  });
  return ctx.messenger.record(ctx.db, {
    channel: 'email',
    to: user.email,
    subject: email.subject,
    body: email.body,
    template: purpose === 'set' ? 'set_password_link' : 'recover_password_link',
    clientId,
    userId: user.id,
  });
}

/** First access: an account the client loaded gets a set-password link once its document and e-mail match. */
export async function requestFirstAccess(
  ctx: ServiceContext,
  input: { client?: string | undefined; document: string; email: string },
  address: string,
  site: DocumentSite,
): Promise<void> {
  await assertDocumentValid(ctx.db, input, site);
  const document = bareDocument(input.document);
  const email = input.email.trim().toLowerCase();
  await consumeRate(ctx.db, ctx.clock, [
    hourly(`first-access:ip:${address}`, LINK_REQUESTS_PER_ADDRESS_PER_HOUR),
    hourly(`first-access:document:${document}`, LINK_REQUESTS_PER_TARGET_PER_HOUR),
  ]);
  const clientId = await q.findSiteClientId(ctx.db, input.client);
  const user =
    clientId === null ? undefined : await q.findFirstAccessUser(ctx.db, { clientId, document, email });
  if (!user?.email) throw noAccess();
  const messageId = await recordLinkEmail(ctx, { ...user, email: user.email }, 'set', clientId);
  await ctx.messenger.deliver([messageId]);
}

/** Recovery by e-mail: every recoverable account with this e-mail gets a recovery link. */
export async function requestRecoveryByEmail(
  ctx: ServiceContext,
  input: { email: string },
  address: string,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await consumeRate(ctx.db, ctx.clock, [
    hourly(`recover-email:ip:${address}`, LINK_REQUESTS_PER_ADDRESS_PER_HOUR),
    hourly(`recover-email:email:${email}`, LINK_REQUESTS_PER_TARGET_PER_HOUR),
  ]);
  const users = await q.findRecoverableByEmail(ctx.db, email, MAX_ACCOUNTS_PER_EMAIL);
  if (users.length === 0) throw noAccess();
  const ids: number[] = [];
  for (const user of users) {
    ids.push(
      await recordLinkEmail(ctx, { ...user, email: user.email ?? email }, 'recover', user.home_client_id),
    );
  }
  await ctx.messenger.deliver(ids);
}

/**
 * The account of a valid document, counted against the address's look-ups; no_access / no_phone as SPEC §8 says.
 */
async function accountWithPhone(
  ctx: ServiceContext,
  input: { client?: string | undefined; document: string },
  address: string,
  site: DocumentSite,
) {
  await assertDocumentValid(ctx.db, input, site);
  await consumeRate(ctx.db, ctx.clock, [
    hourly(`recovery-document:ip:${address}`, DOCUMENT_LOOKUPS_PER_ADDRESS_PER_HOUR),
  ]);
  const user = await q.findRecoverableByDocument(ctx.db, bareDocument(input.document));
  if (!user) throw noAccess();
  const phone = user.phone_mobile?.trim();
  if (!phone) throw new AppError('account.no_phone', 422);
  return { ...user, phone };
}

export async function phoneByDocument(
  ctx: ServiceContext,
  input: { client?: string | undefined; document: string },
  address: string,
  site: DocumentSite,
): Promise<{ masked_phone: string; channels: ('sms' | 'whatsapp')[] }> {
  const user = await accountWithPhone(ctx, input, address, site);
  return { masked_phone: maskPhone(user.phone), channels: ['sms', 'whatsapp'] };
}

/** Sends a recovery code to the registered phone, once the person typed that phone (SPEC §5). */
export async function sendRecoveryCode(
  ctx: ServiceContext,
  input: { client?: string | undefined; document: string; phone: string; channel: 'sms' | 'whatsapp' },
  address: string,
  site: DocumentSite,
): Promise<CodeSentResponse> {
  const user = await accountWithPhone(ctx, input, address, site);
  if (!phonesMatch(input.phone, user.phone)) throw new AppError('account.phone_mismatch', 422);
  const registered = validatePhone(user.phone);
  return sendCode(ctx, {
    userId: user.id,
    language: userLanguage(user.language_id),
    clientId: user.home_client_id,
    purpose: 'password_recovery',
    channel: input.channel,
    phone: registered.ok ? registered.normalized : user.phone,
    address,
  });
}

/** A right recovery code is used up and answers a recovery link's parameters for the set-password screen. */
export async function validateRecoveryCode(
  ctx: ServiceContext,
  input: { request_id: string; code: string },
): Promise<PasswordLinkParams> {
  const code = await checkCode(ctx, {
    requestId: input.request_id,
    code: input.code,
    purpose: 'password_recovery',
  });
  const user = await q.findLinkUser(ctx.db, code.userId);
  if (!user) throw new AppError('account.code_invalid', 422);
  const now = ctx.clock.now();
  await useCode(ctx.db, code, now);
  return createLinkParams(ctx.secret, user, 'recover', now);
}
