import {
  AcceptCookiePolicyRequest,
  ErrorEnvelope,
  endpoints,
  OkResponse,
  ReloadTokensResponse,
  RevokeRequest,
  SelectClientRequest,
  SelectCountryRequest,
  SelectLanguageRequest,
  Session,
  TokenRequest,
  TokenResponse,
} from '@elevar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { authenticate, requireAuth } from './authenticate.ts';
import * as session from './session.ts';
import * as tokens from './tokens.ts';

/** App credentials from HTTP Basic (RFC 6749 §2.3.1) or, failing that, from the form fields. */
export function appCredentials(
  request: FastifyRequest,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
): tokens.AppCredentials {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        return {
          clientId: decodeURIComponent(decoded.slice(0, colon)),
          clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
        };
      } catch {
        // a malformed percent-escape names no application: the call is refused as unauthenticated
        return { clientId: undefined, clientSecret: undefined };
      }
    }
  }
  return { clientId: body.client_id, clientSecret: body.client_secret };
}

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

export const identityRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  app.post(
    endpoints.token.path,
    {
      schema: {
        tags: ['identity'],
        summary: 'OAuth2 token endpoint: password and refresh_token grants (form-encoded, app credentials)',
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const credentials = appCredentials(request, body);
      reply.header('cache-control', 'no-store');
      if (body.grant_type === 'password') {
        return tokens.passwordGrant(ctx, {
          username: body.username,
          password: body.password,
          address: request.ip,
          credentials,
        });
      }
      return tokens.refreshGrant(ctx, { refreshToken: body.refresh_token, credentials });
    },
  );

  app.post(
    endpoints.revokeToken.path,
    {
      schema: {
        tags: ['identity'],
        summary: 'Revokes a refresh or access token and its whole family (RFC 7009)',
        consumes: ['application/x-www-form-urlencoded'],
        body: RevokeRequest.extend({
          client_id: TokenRequest.options[0].shape.client_id,
          client_secret: TokenRequest.options[0].shape.client_secret,
        }),
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await tokens.revokeToken(ctx, {
        token: request.body.token,
        credentials: appCredentials(request, request.body),
      });
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.reloadUserTokens.path,
    {
      preHandler: auth,
      schema: {
        tags: ['identity'],
        summary: 'A fresh realtime (user_firebase_token) token for the current session',
        response: { 200: ReloadTokensResponse, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { userId, familyId } = requireAuth(request);
      return { user_firebase_token: tokens.realtimeToken(ctx, userId, familyId) };
    },
  );

  app.get(
    endpoints.session.path,
    { preHandler: auth, schema: { tags: ['identity'], response: { 200: Session, 401: ErrorEnvelope } } },
    async (request) => session.getSession(ctx, requireAuth(request)),
  );

  /** A POST that changes something about the signed-in session and answers with the whole new session. */
  function sessionChange<B extends z.ZodType>(
    path: string,
    body: B,
    change: (auth: AuthContext, input: z.infer<B>) => Promise<Session>,
  ) {
    app.post(
      path,
      { preHandler: auth, schema: { tags: ['identity'], body, response: { 200: Session, ...errors } } },
      async (request) => change(requireAuth(request), request.body as z.infer<B>),
    );
  }

  sessionChange(endpoints.selectClient.path, SelectClientRequest, (a, input) =>
    session.selectClient(ctx, a, input.client_id),
  );
  sessionChange(endpoints.selectLanguage.path, SelectLanguageRequest, (a, input) =>
    session.selectLanguage(ctx, a, input.language_id),
  );
  sessionChange(endpoints.selectCountry.path, SelectCountryRequest, (a, input) =>
    session.selectCountry(ctx, a, input.country_id),
  );
  sessionChange(endpoints.acceptCookiePolicy.path, AcceptCookiePolicyRequest, (a, input) =>
    session.acceptCookiePolicy(ctx, a, input),
  );

  app.post(
    endpoints.logout.path,
    { preHandler: auth, schema: { tags: ['identity'], response: { 200: OkResponse, 401: ErrorEnvelope } } },
    async (request) => {
      await tokens.logout(ctx, requireAuth(request).familyId);
      return { ok: true as const };
    },
  );
};
