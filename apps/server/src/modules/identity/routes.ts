import {
  AcceptCookiePolicyRequest,
  ErrorEnvelope,
  endpoints,
  OAuthError,
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
import { AppError } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { authenticate, requireAuth } from './authenticate.ts';
import { answerOAuthError } from './oauth.ts';
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
const oauthErrors = { 400: OAuthError, 401: OAuthError, 429: OAuthError };

const GRANT_TYPES: readonly unknown[] = TokenRequest.options.map((option) => option.shape.grant_type.value);

const OAUTH_ERRORS_NOTE =
  'Errors are the OAuth ones, not the envelope: `{ error, error_description, code }`, 400, `invalid_client` 401 ' +
  '(with `WWW-Authenticate: Basic` when the app authenticated by HTTP Basic), `slow_down` 429 with Retry-After. ' +
  "`error_description` is in the request's language; `code` is the product's error code.";

/** The OAuth endpoints: they answer errors as RFC 6749 §5.2 and RFC 7009 say, and nothing of theirs is cached. */
const oauthRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.setErrorHandler(answerOAuthError);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return payload;
  });

  app.post(
    endpoints.token.path,
    {
      schema: {
        tags: ['identity'],
        summary: 'OAuth2 token endpoint: password and refresh_token grants (form-encoded, app credentials)',
        description: `App credentials as HTTP Basic or as client_id/client_secret fields. ${OAUTH_ERRORS_NOTE}`,
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequest,
        response: { 200: TokenResponse, ...oauthErrors },
      },
      // a grant type we do not issue is unsupported_grant_type, not a malformed request
      preValidation: async (request) => {
        const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
        if (typeof grant === 'string' && grant !== '' && !GRANT_TYPES.includes(grant)) {
          throw new AppError('auth.unsupported_grant', 400);
        }
      },
    },
    async (request) => {
      const body = request.body;
      const credentials = appCredentials(request, body);
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
        description: `An unknown token is fine (200). ${OAUTH_ERRORS_NOTE} A token type that cannot be revoked (the realtime token, or a hint other than access_token or refresh_token) is \`unsupported_token_type\`.`,
        consumes: ['application/x-www-form-urlencoded'],
        body: RevokeRequest.extend({
          client_id: TokenRequest.options[0].shape.client_id,
          client_secret: TokenRequest.options[0].shape.client_secret,
        }),
        response: { 200: OkResponse, ...oauthErrors },
      },
    },
    async (request) => {
      await tokens.revokeToken(ctx, {
        token: request.body.token,
        hint: request.body.token_type_hint,
        credentials: appCredentials(request, request.body),
      });
      return { ok: true as const };
    },
  );
};

export const identityRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  await app.register(oauthRoutes, { ctx });

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
