import type { LinkLoginResponse } from '@elevar/contract';
import { findUnstorableText, isModuleName, MODULE_ROUTES, type ModuleName } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { verifyJwt } from '../../../platform/crypto.ts';
import { AppError } from '../../../platform/errors.ts';
import { assertClientMayVouchFor } from '../policy.ts';
import * as identity from '../queries.ts';
import { issueAccessToken } from '../tokens.ts';
import * as q from './queries.ts';

/** A partner's login token may live at most this long (SPEC §6 web-service links are short-lived by design). */
export const LINK_TOKEN_MAX_LIFETIME_SECONDS = 600;
// Partner clocks drift: a token may claim up to this much more lifetime, or an `iat` this far in the future.
const CLOCK_SKEW_SECONDS = 60;

/** Where the client's home is when it names none. */
const FALLBACK_HOME_ROUTE = '/home';

/** Modules whose screens open one item by id (SPEC §2); any other module ignores the id. */
const DETAIL_ROUTES: Partial<Record<ModuleName, (id: string) => string>> = {
  online_courses: (id) => `/online-courses/${id}`,
  trails: (id) => `/trails/${id}`,
  presential_courses: (id) => `/presential-courses/${id}`,
  webcasts: (id) => `/webinars/${id}`,
  live_classes: (id) => `/live-classes/${id}`,
  podcasts: (id) => `/podcasts/${id}`,
  library: (id) => `/libraries/${id}`,
  news: (id) => `/news/${id}`,
  reward_store: (id) => `/reward-store/details/${id}`,
  surveys: (id) => `/home/surveys/${id}`,
};

const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export interface LinkTokenClaims {
  iss: string;
  sub: string;
  exp: number;
  jti: string;
  module: string | undefined;
  id: string | undefined;
}

const invalidLink = () => new AppError('auth.link_login_invalid', 401);

function decodeSegment(segment: string | undefined): Record<string, unknown> | null {
  if (!segment) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A claim a query may look up: a string of a sane length that the database can store. */
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && findUnstorableText(value) === null;

/** The unverified issuer of a token: only used to pick the secret its signature is then checked with. */
export function tokenIssuer(token: string): string | null {
  const [header, payload] = token.split('.');
  if (decodeSegment(header)?.alg !== 'HS256') return null;
  const iss = decodeSegment(payload)?.iss;
  return isText(iss, 64) ? iss : null;
}

/**
 * Checks a partner token signed with the client's secret: HS256 signature (constant-time), `exp` in the future
 * and at most ten minutes away, `iat` (when given) not in the future, and the `sub` and `jti` claims present.
 */
export function verifyLinkToken(token: string, secret: string, now: Date): LinkTokenClaims | null {
  const payload = verifyJwt(token, secret, now.getTime());
  if (!payload) return null;
  const { iss, sub, exp, iat, jti, module, id } = payload;
  const nowSeconds = now.getTime() / 1000;
  if (!isText(iss, 64) || !isText(sub, 150) || !isText(jti, 200)) return null;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  if (exp - nowSeconds > LINK_TOKEN_MAX_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) return null;
  if (iat !== undefined) {
    if (typeof iat !== 'number' || iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
    if (exp - iat > LINK_TOKEN_MAX_LIFETIME_SECONDS) return null;
  }
  return {
    iss,
    sub,
    exp,
    jti,
    module: typeof module === 'string' ? module : undefined,
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
  };
}

/**
 * Where a link login lands (SPEC §6): the requested module's screen (the item's, given an id) when the client
 * has that module, else the client's home route.
 */
export function linkTarget(
  client: { home_route: string | null; enabled_modules: string[] },
  module: string | undefined,
  id: string | undefined,
): string {
  const home = client.home_route ?? FALLBACK_HOME_ROUTE;
  if (!module || !isModuleName(module) || !client.enabled_modules.includes(module)) return home;
  const detail = DETAIL_ROUTES[module];
  if (id !== undefined && detail && ID_PATTERN.test(id)) return detail(id);
  return MODULE_ROUTES[module];
}

/**
 * POST /api/v1/webservice-login: a partner's signed token opens a web-service session (an access token of a
 * 'webservice' family, no refresh token) bound to the token's client: it can never select another client, and
 * staff or superuser accounts are refused unless the client allows the role (`login_settings.link_login_roles`).
 * Every refusal is the same 401, so a probe
 * learns nothing about which check failed.
 */
export async function webserviceLogin(
  ctx: ServiceContext,
  input: { token: string; module?: string | undefined; id?: string | undefined },
): Promise<LinkLoginResponse> {
  const now = ctx.clock.now();
  const issuer = tokenIssuer(input.token);
  const client = issuer ? await q.findWebserviceClient(ctx.db, issuer) : undefined;
  if (!client?.webservice_secret) throw invalidLink();
  const claims = verifyLinkToken(input.token, client.webservice_secret, now);
  if (!claims || claims.iss !== issuer) throw invalidLink();

  const found = await q.findUserIdByUsername(ctx.db, claims.sub);
  const user = found ? await identity.findUserById(ctx.db, found.id) : undefined;
  if (!user) throw invalidLink();
  try {
    const role = await q.findMembershipRole(ctx.db, user.id, client.id);
    assertClientMayVouchFor(user, role, client.link_login_roles);
  } catch {
    throw invalidLink();
  }
  const app = await identity.findApplication(ctx.db, ctx.config.WEB_APP_CLIENT_ID);
  if (!app) throw invalidLink();

  await q.purgeUsedLoginTokens(ctx.db, now);
  const grant = await ctx.db.transaction().execute(async (trx) => {
    // Token ids are per partner: two clients may well use the same jti.
    if (!(await q.claimLoginToken(trx, `${issuer}:${claims.jti}`, new Date(claims.exp * 1000)))) {
      throw invalidLink();
    }
    // the client's secret vouched for this session, so it is bound to that client for good
    const familyId = await identity.insertFamily(trx, {
      userId: user.id,
      applicationId: app.id,
      kind: 'webservice',
      boundClientId: client.id,
    });
    return issueAccessToken(ctx, trx, familyId, user.id);
  });
  const redirectTo = linkTarget(client, input.module || claims.module, input.id || claims.id);
  return { ...grant, redirect_to: redirectTo };
}
