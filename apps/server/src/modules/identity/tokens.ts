import { setTimeout as sleep } from 'node:timers/promises';
import { REVOCABLE_TOKEN_TYPES, type TokenResponse } from '@elevar/contract';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { randomToken, safeEqual, sha256, signJwt, verifyJwt, verifyPassword } from '../../platform/crypto.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import { assertMaySignIn } from './policy.ts';
import * as q from './queries.ts';

export interface AppCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
}

// Compared against when the user does not exist, so a wrong username costs the same time as a wrong password.
const DUMMY_HASH = 'scrypt$32768$8$3$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Checks the app credentials (client_id/client_secret) every token call must carry. */
export async function authenticateApplication(db: Db, credentials: AppCredentials) {
  if (!credentials.clientId || !credentials.clientSecret) throw new AppError('auth.invalid_app', 401);
  const app = await q.findApplication(db, credentials.clientId);
  if (!app || !safeEqual(app.secret_hash, sha256(credentials.clientSecret))) {
    throw new AppError('auth.invalid_app', 401);
  }
  return app;
}

/** The realtime token: who the socket belongs to, valid as long as an access token. */
export function realtimeToken(ctx: ServiceContext, userId: number, familyId: number): string {
  const exp = Math.floor(ctx.clock.now().getTime() / 1000) + ctx.config.ACCESS_TOKEN_TTL_SECONDS;
  return signJwt({ sub: userId, fam: familyId, exp, aud: 'realtime' }, ctx.secret);
}

/** What a web-service session gets: an access token alone, never a refresh token (SPEC §4, §6). */
export type AccessGrant = Omit<TokenResponse, 'refresh_token' | 'scope'>;

/** A new access token of a family, with the realtime token that goes with it. */
export async function issueAccessToken(
  ctx: ServiceContext,
  db: Db,
  familyId: number,
  userId: number,
): Promise<AccessGrant> {
  const accessToken = randomToken();
  await q.insertAccessToken(db, {
    familyId,
    userId,
    hash: sha256(accessToken),
    expiresAt: new Date(ctx.clock.now().getTime() + ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000),
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ctx.config.ACCESS_TOKEN_TTL_SECONDS,
    user_firebase_token: realtimeToken(ctx, userId, familyId),
  };
}

/** An access token and a refresh token of a normal family. */
export async function issueTokens(
  ctx: ServiceContext,
  db: Db,
  familyId: number,
  userId: number,
): Promise<TokenResponse> {
  const access = await issueAccessToken(ctx, db, familyId, userId);
  const refreshToken = randomToken();
  await q.insertRefreshToken(db, {
    familyId,
    hash: sha256(refreshToken),
    expiresAt: new Date(ctx.clock.now().getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return { ...access, refresh_token: refreshToken, scope: 'read write' };
}

export interface PasswordSignIn {
  /** The failed-login key when no account matches what was typed (`unknown:…`). */
  unknownKey: string;
  findUser: () => Promise<q.UserRow | undefined>;
  password: string;
  address: string;
  credentials: AppCredentials;
}

/**
 * How long an account waits before its next sign-in attempt after `failures` failed ones in the window: nothing for
 * the first LOGIN_MAX_FAILURES_PER_ACCOUNT, then LOGIN_ACCOUNT_DELAY_SECONDS doubling with each further failure, up
 * to LOGIN_ACCOUNT_MAX_DELAY_SECONDS. Capped, so whoever keeps guessing a known name cannot lock its owner out long.
 */
export function accountDelaySeconds(failures: number, config: Config): number {
  const over = failures - config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
  if (over < 0) return 0;
  return Math.min(
    config.LOGIN_ACCOUNT_DELAY_SECONDS * 2 ** Math.min(over, 30),
    config.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
  );
}

/**
 * Signs in with a password, whatever identifies the account (user name or e-mail, or the document). Failed
 * attempts count per account, however it was named (in the database, so every instance sees them): past the free
 * ones the account waits a growing, capped delay (429 with Retry-After). An address is judged by how many unknown
 * names and different accounts failed from it: past LOGIN_MAX_FAILURES_PER_ADDRESS its failures are answered
 * only after LOGIN_SLOWED_ADDRESS_DELAY_MS, while a right password from it still signs in at once, so one
 * person's typos never lock out a store that shares the address.
 */
export async function signInWithPassword(ctx: ServiceContext, input: PasswordSignIn): Promise<TokenResponse> {
  const app = await authenticateApplication(ctx.db, input.credentials);
  const now = ctx.clock.now();
  const { config } = ctx;
  const since = new Date(now.getTime() - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);

  const user = await input.findUser();
  const key = user ? q.accountFailureKey(user.id) : input.unknownKey;
  const failures = await q.accountFailures(ctx.db, key, since);
  const delay = accountDelaySeconds(failures.count, config);
  if (delay > 0 && failures.last) {
    const wait = failures.last.getTime() + delay * 1000 - now.getTime();
    if (wait > 0) throw rateLimited(wait / 1000);
  }

  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !passwordOk) {
    const spread = await q.addressFailureSpread(ctx.db, input.address, since);
    await q.recordFailure(ctx.db, { key, address: input.address, at: now, pruneBefore: since });
    if (spread >= config.LOGIN_MAX_FAILURES_PER_ADDRESS) await sleep(config.LOGIN_SLOWED_ADDRESS_DELAY_MS);
    throw new AppError('auth.invalid_credentials', 400);
  }

  const memberships = await q.listMemberships(ctx.db, user.id);
  assertMaySignIn(user, memberships.length);

  return ctx.db.transaction().execute(async (trx) => {
    await q.clearAccountFailures(trx, user.id);
    const only = memberships.length === 1 ? memberships[0] : undefined;
    if (user.selected_client_id === null && only) await q.setSelectedClient(trx, user.id, only.client_id);
    const familyId = await q.insertFamily(trx, { userId: user.id, applicationId: app.id, kind: 'normal' });
    return issueTokens(ctx, trx, familyId, user.id);
  });
}

/** The password grant: the username (or e-mail) and the password. */
export async function passwordGrant(
  ctx: ServiceContext,
  input: { username: string; password: string; address: string; credentials: AppCredentials },
): Promise<TokenResponse> {
  return signInWithPassword(ctx, {
    unknownKey: `unknown:login:${input.username.trim().toLowerCase()}`,
    findUser: () => q.findUserByLogin(ctx.db, input.username),
    password: input.password,
    address: input.address,
    credentials: input.credentials,
  });
}

/**
 * The refresh grant with rotation: each refresh token works once. Presenting one that was already used means
 * it leaked (or was replayed), so the whole family is revoked and the user must sign in again.
 */
export async function refreshGrant(
  ctx: ServiceContext,
  input: { refreshToken: string; credentials: AppCredentials },
): Promise<TokenResponse> {
  const app = await authenticateApplication(ctx.db, input.credentials);
  const now = ctx.clock.now();
  const tokenHash = sha256(input.refreshToken);

  const issued = await ctx.db.transaction().execute(async (trx) => {
    const consumed = await q.consumeRefreshToken(trx, tokenHash, app.id, now);
    if (!consumed) return null;
    const user = await q.findUserById(trx, consumed.user_id);
    if (user?.status !== 'approved') {
      await q.revokeFamily(ctx, trx, consumed.family_id, 'user_not_active');
      return null;
    }
    return issueTokens(ctx, trx, consumed.family_id, consumed.user_id);
  });
  if (issued) return issued;

  const known = await q.findRefreshToken(ctx.db, tokenHash);
  if (known?.used_at && known.application_id === app.id) {
    await q.revokeFamily(ctx, ctx.db, known.family_id, 'refresh_token_reuse');
  }
  throw new AppError('auth.invalid_grant', 400);
}

/**
 * RFC 7009 revocation: a refresh or access token of this application ends its family; unknown tokens are fine. The
 * realtime token cannot be revoked alone (it ends with its session), nor can a type the hint names that we do not
 * issue: both are `unsupported_token_type`.
 */
export async function revokeToken(
  ctx: ServiceContext,
  input: { token: string; hint: string | undefined; credentials: AppCredentials },
) {
  const app = await authenticateApplication(ctx.db, input.credentials);
  const revocable: readonly string[] = REVOCABLE_TOKEN_TYPES;
  const now = ctx.clock.now();
  if (
    (input.hint !== undefined && !revocable.includes(input.hint)) ||
    verifyJwt(input.token, ctx.secret, now.getTime())?.aud === 'realtime'
  ) {
    throw new AppError('auth.unsupported_token_type', 400);
  }
  const tokenHash = sha256(input.token);
  const family =
    (await q.findRefreshToken(ctx.db, tokenHash)) ?? (await q.findAccessTokenFamily(ctx.db, tokenHash));
  if (family && family.application_id === app.id) {
    await q.revokeFamily(ctx, ctx.db, family.family_id, 'revoked');
  }
}

export async function logout(ctx: ServiceContext, familyId: number) {
  await q.revokeFamily(ctx, ctx.db, familyId, 'logout');
}

/** Periodic cleanup of expired tokens and old failed-login rows. Idempotent, so every instance may run it. */
export async function purgeExpiredTokens(ctx: ServiceContext) {
  const now = ctx.clock.now();
  await q.purgeExpired(ctx.db, now, new Date(now.getTime() - ctx.config.LOGIN_FAILURE_WINDOW_SECONDS * 1000));
}
