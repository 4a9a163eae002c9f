import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { sha256 } from '../../platform/crypto.ts';
import { unauthenticated } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { findAuthByAccessToken } from './queries.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

/** A preHandler that admits only requests carrying a live access token; fills `request.auth`. */
export function authenticate(ctx: ServiceContext) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const row = await findAuthByAccessToken(ctx.db, sha256(token), ctx.clock.now());
    if (!row) throw unauthenticated();
    request.auth = { userId: row.user_id, familyId: row.family_id, kind: row.kind };
  };
}

/** The auth context of a request that passed `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
