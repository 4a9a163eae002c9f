import { SSO_CALLBACK_PATH, type SsoExchangeResponse } from '@elevar/contract';
import * as oidc from 'openid-client';
import type { ServiceContext } from '../../../context.ts';
import { randomToken, sha256 } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import { findSiteClient } from '../../tenancy/index.ts';
import { assertClientMayVouchFor } from '../policy.ts';
import * as identity from '../queries.ts';
import { type AppCredentials, authenticateApplication, issueTokens } from '../tokens.ts';
import type { OidcConfigurations, SsoProvider } from './oidc.ts';
import * as q from './queries.ts';

/** How long a sign-in at the provider may take, from the start to the callback. */
const ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** The web app exchanges the login code as soon as it lands on /sso-complete. */
const LOGIN_CODE_TTL_MS = 2 * 60 * 1000;
const NEXT_PATH_MAX = 500;

export const SSO_FAILED = 'auth.sso_failed';

export function redirectUri(ctx: ServiceContext): string {
  return `${ctx.config.publicUrl}${SSO_CALLBACK_PATH}`;
}

function failureLocation(ctx: ServiceContext): string {
  return `${ctx.config.publicUrl}/?sso_error=${SSO_FAILED}`;
}

/** Only a same-site path is remembered (no scheme, no `//host`, no backslashes or control characters). */
export function safeNextPath(value: string | undefined): string | null {
  if (!value || value.length > NEXT_PATH_MAX || !value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/**
 * The client's provider when single sign-on is switched on and configured, else null; with the staff roles the
 * client lets its provider sign in.
 */
async function ssoProviderOf(
  ctx: ServiceContext,
  clientId: number,
): Promise<(SsoProvider & { linkLoginRoles: string[] }) | null> {
  const settings = await q.findSsoSettings(ctx.db, clientId);
  if (!settings?.oauth2_enabled || !settings.sso_issuer || !settings.sso_client_id) return null;
  return {
    issuer: settings.sso_issuer,
    clientId: settings.sso_client_id,
    clientSecret: settings.sso_client_secret,
    linkLoginRoles: settings.link_login_roles,
  };
}

export interface SsoOutcome {
  /** Where to send the browser. */
  location: string;
  /** Why it failed, for the server log only. */
  error?: unknown;
}

/**
 * GET /api/v1/sso/start: records the attempt (state, nonce, PKCE verifier, where to go next) and sends the
 * browser to the provider. A client without single sign-on is a 404; a provider that cannot be reached sends the
 * user back to the login with the failure.
 */
export async function startSso(
  ctx: ServiceContext,
  configurations: OidcConfigurations,
  input: { client?: string | undefined; next?: string | undefined },
): Promise<SsoOutcome> {
  const client = await findSiteClient(ctx.db, input.client);
  const provider = client ? await ssoProviderOf(ctx, client.id) : null;
  if (!client || !provider) throw new AppError('auth.sso_unavailable', 404);

  try {
    const configuration = await configurations.configurationFor(provider);
    const now = ctx.clock.now();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await q.purgeSsoAttempts(ctx.db, now);
    await q.insertSsoAttempt(ctx.db, {
      state,
      clientId: client.id,
      nonce,
      codeVerifier,
      nextPath: safeNextPath(input.next),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(ctx),
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { location: url.href };
  } catch (error) {
    return { location: failureLocation(ctx), error };
  }
}

/**
 * The account an ID token stands for: a linked identity, else the one approved member of the client with the
 * verified e-mail. Providers that keep the e-mail out of the ID token give it at the userinfo endpoint.
 */
async function resolveUser(
  ctx: ServiceContext,
  clientId: number,
  claims: oidc.IDToken,
  userInfo: () => Promise<Record<string, unknown>>,
) {
  const linked = await q.findSsoIdentity(ctx.db, claims.iss, claims.sub);
  if (linked) return { userId: linked.user_id, link: false };
  const { email, email_verified: verified } = claims.email === undefined ? await userInfo() : claims;
  if (typeof email !== 'string' || verified !== true) return null;
  const members = await q.findApprovedMembersByEmail(ctx.db, clientId, email);
  const only = members.length === 1 ? members[0] : undefined;
  return only ? { userId: only.id, link: true } : null;
}

async function completeCallback(
  ctx: ServiceContext,
  configurations: OidcConfigurations,
  query: string,
): Promise<string> {
  const now = ctx.clock.now();
  const state = new URLSearchParams(query).get('state');
  const attempt = state ? await q.findPendingSsoAttempt(ctx.db, state, now) : undefined;
  if (!state || !attempt) throw new Error('unknown, expired or used state');
  const provider = await ssoProviderOf(ctx, attempt.client_id);
  if (!provider) throw new Error('single sign-on switched off for the client');

  const configuration = await configurations.configurationFor(provider);
  const currentUrl = new URL(redirectUri(ctx));
  currentUrl.search = query;
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: attempt.code_verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');

  const resolved = await resolveUser(ctx, attempt.client_id, claims, () =>
    oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub),
  );
  const user = resolved ? await identity.findUserById(ctx.db, resolved.userId) : undefined;
  if (!resolved || !user) throw new Error('no account for this identity');
  const role = await q.findMembershipRole(ctx.db, user.id, attempt.client_id);
  assertClientMayVouchFor(user, role, provider.linkLoginRoles);

  const code = randomToken();
  await ctx.db.transaction().execute(async (trx) => {
    if (resolved.link) {
      await q.linkSsoIdentity(trx, {
        issuer: claims.iss,
        subject: claims.sub,
        userId: user.id,
        clientId: attempt.client_id,
      });
    }
    const issued = await q.issueSsoLoginCode(trx, {
      state: attempt.state,
      userId: user.id,
      codeHash: sha256(code),
      now,
      expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
    });
    if (!issued) throw new Error('attempt completed concurrently');
  });
  return `${ctx.config.publicUrl}/sso-complete?code=${encodeURIComponent(code)}`;
}

/**
 * GET /api/v1/sso/callback: checks the provider's answer (state, PKCE, nonce, ID token), finds the account and
 * sends the browser to /sso-complete with a one-time login code. Any failure goes back to the login page with
 * `sso_error` and nothing else: the reason is only logged.
 */
export async function ssoCallback(
  ctx: ServiceContext,
  configurations: OidcConfigurations,
  query: string,
): Promise<SsoOutcome> {
  try {
    return { location: await completeCallback(ctx, configurations, query) };
  } catch (error) {
    return { location: failureLocation(ctx), error };
  }
}

/**
 * POST /api/v1/sso/exchange: the login code (once) becomes the tokens of a normal session bound to that client (it
 * refreshes, but can never select another client).
 */
export async function ssoExchange(
  ctx: ServiceContext,
  input: { code: string; credentials: AppCredentials },
): Promise<SsoExchangeResponse> {
  const app = await authenticateApplication(ctx.db, input.credentials);
  const now = ctx.clock.now();
  const attempt = await q.consumeSsoLoginCode(ctx.db, sha256(input.code), now);
  const user = attempt?.user_id ? await identity.findUserById(ctx.db, attempt.user_id) : undefined;
  if (!attempt || !user) throw new AppError(SSO_FAILED, 401);
  // checked again: the account or the client's settings may have changed since the callback
  const [role, settings] = await Promise.all([
    q.findMembershipRole(ctx.db, user.id, attempt.client_id),
    q.findSsoSettings(ctx.db, attempt.client_id),
  ]);
  assertClientMayVouchFor(user, role, settings?.link_login_roles ?? []);

  const tokens = await ctx.db.transaction().execute(async (trx) => {
    // the client's provider vouched for this session, so it is bound to that client for good
    const familyId = await identity.insertFamily(trx, {
      userId: user.id,
      applicationId: app.id,
      kind: 'normal',
      boundClientId: attempt.client_id,
    });
    return issueTokens(ctx, trx, familyId, user.id);
  });
  return { ...tokens, next_path: attempt.next_path };
}
