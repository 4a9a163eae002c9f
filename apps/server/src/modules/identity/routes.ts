import { endpoints, OAuthError, TokenRequest } from '@elevar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
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

  route(
    app,
    endpoints.token,
    {
      tags: ['identity'],
      summary: 'OAuth2 token endpoint: password and refresh_token grants (form-encoded, app credentials)',
      description: `App credentials as HTTP Basic or as client_id/client_secret fields. ${OAUTH_ERRORS_NOTE}`,
      errors: oauthErrors,
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

  route(
    app,
    endpoints.revokeToken,
    {
      tags: ['identity'],
      summary: 'Revokes a refresh or access token and its whole family (RFC 7009)',
      description: `An unknown token is fine (200). ${OAUTH_ERRORS_NOTE} A token type that cannot be revoked (the realtime token, or a hint other than access_token or refresh_token) is \`unsupported_token_type\`.`,
      errors: oauthErrors,
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
  const tags = ['identity'];

  await app.register(oauthRoutes, { ctx });

  route(
    app,
    endpoints.reloadUserTokens,
    {
      preHandler: auth,
      tags,
      summary: 'A fresh realtime (user_firebase_token) token for the current session',
    },
    async (request) => {
      const { userId, familyId } = requireAuth(request);
      return { user_firebase_token: tokens.realtimeToken(ctx, userId, familyId) };
    },
  );

  route(app, endpoints.session, { preHandler: auth, tags }, async (request) =>
    session.getSession(ctx, requireAuth(request)),
  );

  // POSTs that change something about the signed-in session and answer with the whole new session
  route(app, endpoints.selectClient, { preHandler: auth, tags }, async (request) =>
    session.selectClient(ctx, requireAuth(request), request.body.client_id),
  );
  route(app, endpoints.selectLanguage, { preHandler: auth, tags }, async (request) =>
    session.selectLanguage(ctx, requireAuth(request), request.body.language_id),
  );
  route(app, endpoints.selectCountry, { preHandler: auth, tags }, async (request) =>
    session.selectCountry(ctx, requireAuth(request), request.body.country_id),
  );
  route(app, endpoints.acceptCookiePolicy, { preHandler: auth, tags }, async (request) =>
    session.acceptCookiePolicy(ctx, requireAuth(request), request.body),
  );

  route(app, endpoints.logout, { preHandler: auth, tags }, async (request) => {
    await tokens.logout(ctx, requireAuth(request).familyId);
    return { ok: true as const };
  });
};
