import { createHmac } from 'node:crypto';
import type { PasswordLinkParams } from '@elevar/contract';
import type { Config } from '../../../config.ts';
import { safeEqual } from '../../../platform/crypto.ts';

/**
 * Signed, expiring password links, stateless like Django's PasswordResetTokenGenerator. The signature covers the
 * user's current password hash, so a link dies as soon as the password changes: that is what makes it single use.
 *
 * token = `<issued-at, seconds, base36>-<purpose: s|r>-<HMAC-SHA256, first 16 bytes, base64url>`
 */
export type LinkPurpose = 'set' | 'recover';

const PURPOSE_CODES = { set: 's', recover: 'r' } as const satisfies Record<LinkPurpose, string>;
const SIGNATURE_BYTES = 16;
const TOKEN = /^([0-9a-z]{1,11})-([sr])-([A-Za-z0-9_-]{22})$/;

export interface LinkUser {
  id: number;
  username: string;
  password_hash: string;
}

export interface ParsedLink {
  userId: number;
  purpose: LinkPurpose;
  issuedAt: number;
  signature: string;
}

function sign(secret: string, purpose: LinkPurpose, user: LinkUser, issuedAt: number): string {
  return createHmac('sha256', secret)
    .update(`password-link|${purpose}|${user.id}|${user.password_hash}|${issuedAt}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id of a uidb64, or null unless it is the canonical encoding of a positive integer. */
export function decodeUid(uidb64: string): number | null {
  const decoded = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,15}$/.test(decoded) || encodeUid(Number(decoded)) !== uidb64) return null;
  return Number(decoded);
}

/** The parameters of a fresh link for `user`, issued at `now`. */
export function createLinkParams(
  secret: string,
  user: LinkUser,
  purpose: LinkPurpose,
  now: Date,
): PasswordLinkParams {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = `${issuedAt.toString(36)}-${PURPOSE_CODES[purpose]}-${sign(secret, purpose, user, issuedAt)}`;
  return { username: user.username, uidb64: encodeUid(user.id), token };
}

/** The address the e-mail carries: `/set-password/...` for first access, `/recover-password/...` otherwise. */
export function linkUrl(config: Pick<Config, 'publicUrl'>, purpose: LinkPurpose, params: PasswordLinkParams) {
  const screen = purpose === 'set' ? 'set-password' : 'recover-password';
  const parts = [params.username, params.uidb64, params.token].map(encodeURIComponent);
  return `${config.publicUrl}/${screen}/${parts.join('/')}`;
}

/** Splits a link into its parts without trusting any of them; null when it cannot be one of ours. */
export function parseLink(params: PasswordLinkParams): ParsedLink | null {
  const userId = decodeUid(params.uidb64);
  const match = TOKEN.exec(params.token);
  if (userId === null || !match) return null;
  const [, issued = '', purposeCode, signature = ''] = match;
  return {
    userId,
    purpose: purposeCode === 's' ? 'set' : 'recover',
    issuedAt: Number.parseInt(issued, 36),
    signature,
  };
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * Checks a parsed link against the user it names: the username and signature must match (compared in constant
 * time), and only a genuine link can be reported as expired.
 */
export function checkLink(
  secret: string,
  link: ParsedLink,
  params: Pick<PasswordLinkParams, 'username'>,
  user: LinkUser,
  now: Date,
  lifetimeHours: number,
): LinkCheck {
  const expected = sign(secret, link.purpose, user, link.issuedAt);
  const signatureOk = safeEqual(link.signature, expected);
  const usernameOk = user.username.toLowerCase() === params.username.trim().toLowerCase();
  if (!signatureOk || !usernameOk || user.id !== link.userId) return 'invalid';
  const expiresAtMs = (link.issuedAt + lifetimeHours * 3600) * 1000;
  return now.getTime() >= expiresAtMs ? 'expired' : 'valid';
}

export function lifetimeHours(config: Config, purpose: LinkPurpose): number {
  return purpose === 'set' ? config.SET_PASSWORD_LINK_TTL_HOURS : config.RECOVER_PASSWORD_LINK_TTL_HOURS;
}
