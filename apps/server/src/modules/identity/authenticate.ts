import { endpoints } from '@elevar/contract';
import { isHeldByMaintenance, MAINTENANCE_RETRY_AFTER_SECONDS } from '@elevar/domain';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { sha256 } from '../../platform/crypto.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { clientsUnderMaintenance } from '../tenancy/index.ts';
import { authOfSession, loadActor, readTokenSession } from './actor.ts';
import type { TokenSession } from './actor-cache.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

/**
 * What a user who must change their password may still do: read the session, change the password, leave, and
 * make the choices the password screen itself may ask for (language, terms, cookie policy).
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(
  [
    endpoints.session,
    endpoints.changePassword,
    endpoints.logout,
    endpoints.revokeToken,
    endpoints.reloadUserTokens,
    endpoints.selectLanguage,
    endpoints.acceptTerms,
    endpoints.acceptCookiePolicy,
  ].map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/**
 * What a user held by maintenance may still do: read and refresh the session (which says the client is under
 * maintenance), move to another of their clients, and leave. Token refresh and login parameters need no bearer.
 */
const ALLOWED_DURING_MAINTENANCE = new Set(
  [endpoints.session, endpoints.selectClient, endpoints.logout].map(
    (endpoint) => `${endpoint.method} ${endpoint.path}`,
  ),
);

const bearerSessions = new WeakMap<FastifyRequest, Promise<TokenSession | undefined>>();

/**
 * The live session a request's bearer token opens, or undefined. Looked up once per request: the request limit
 * (which counts signed-in calls per user) and `authenticate` share the answer.
 */
export function bearerSession(
  ctx: ServiceContext,
  request: FastifyRequest,
): Promise<TokenSession | undefined> {
  let session = bearerSessions.get(request);
  if (!session) {
    const token = bearerToken(request);
    session = token ? readTokenSession(ctx, sha256(token)) : Promise.resolve(undefined);
    bearerSessions.set(request, session);
  }
  return session;
}

/**
 * A preHandler that admits only requests carrying a live access token; fills `request.auth`. A user flagged to
 * change their password gets 403 `auth.must_change_password` everywhere but the allow-list above.
 */
export function authenticate(ctx: ServiceContext) {
  return async (request: FastifyRequest) => {
    const session = await bearerSession(ctx, request);
    if (!session) throw unauthenticated();
    if (
      session.mustChangePassword &&
      !ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      throw new AppError('auth.must_change_password', 403);
    }
    request.auth = authOfSession(session);
    await holdDuringMaintenance(ctx, request, request.auth);
  };
}

/**
 * While the acting client is under maintenance, everyone but its staff gets 503 `tenancy.under_maintenance`.
 * Costs nothing when no client is under maintenance (the usual case): the list of those is cached per instance.
 */
async function holdDuringMaintenance(ctx: ServiceContext, request: FastifyRequest, auth: AuthContext) {
  const underMaintenance = await clientsUnderMaintenance(ctx);
  if (underMaintenance.size === 0) return;
  if (ALLOWED_DURING_MAINTENANCE.has(`${request.method} ${request.routeOptions.url}`)) return;
  const actor = await loadActor(ctx, auth);
  const held = isHeldByMaintenance({
    underMaintenance: actor.clientId !== null && underMaintenance.has(actor.clientId),
    role: actor.role,
    isSuperuser: actor.isSuperuser,
  });
  if (held)
    throw new AppError('tenancy.under_maintenance', 503, undefined, {
      retryAfter: MAINTENANCE_RETRY_AFTER_SECONDS,
    });
}

/** The auth context of a request that passed `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
