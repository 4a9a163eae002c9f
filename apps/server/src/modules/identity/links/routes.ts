import {
  AlternativeLoginRequest,
  ErrorEnvelope,
  endpoints,
  LinkLoginRequest,
  LinkLoginResponse,
  SSO_CALLBACK_PATH,
  SSO_START_PATH,
  SsoExchangeRequest,
  SsoExchangeResponse,
  SsoStartQuery,
  TokenResponse,
} from '@elevar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { documentSite } from '../documents.ts';
import { appCredentials } from '../routes.ts';
import { alternativeLogin } from './alternative.ts';
import { createOidcConfigurations } from './oidc.ts';
import { type SsoOutcome, ssoCallback, ssoExchange, startSso } from './sso.ts';
import { webserviceLogin } from './webservice.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

/**
 * The provider's answer: the code and state, or an error. Documented, not validated: whatever arrives, the
 * browser must be redirected (openid-client checks the raw query itself).
 */
const SsoCallbackQuery = z.object({
  code: z.unknown().optional().describe('authorization code'),
  state: z.unknown().optional().describe('the state sent with the start'),
  iss: z.unknown().optional().describe('issuer (RFC 9207)'),
  error: z.unknown().optional().describe('why the provider refused'),
});

function logFailure(log: FastifyBaseLogger, outcome: SsoOutcome, step: string) {
  if (outcome.error === undefined) return;
  const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  log.warn({ reason }, `single sign-on ${step} failed`);
}

/** Web-service link logins, the alternative (document) login and OpenID Connect single sign-on. */
export const linkLoginRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const configurations = createOidcConfigurations(ctx.clock);

  app.post(
    endpoints.webserviceLogin.path,
    {
      schema: {
        tags: ['identity'],
        summary: "A partner's signed login token opens a web-service session (no refresh token)",
        body: LinkLoginRequest,
        response: { 200: LinkLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return webserviceLogin(ctx, request.body);
    },
  );

  app.post(
    endpoints.alternativeLogin.path,
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign-in with the document and password (form-encoded, app credentials)',
        consumes: ['application/x-www-form-urlencoded'],
        body: AlternativeLoginRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return alternativeLogin(
        ctx,
        {
          client: request.body.client,
          document: request.body.document,
          password: request.body.password,
          address: request.ip,
          credentials: appCredentials(request, request.body),
        },
        documentSite(request),
      );
    },
  );

  app.get(
    SSO_START_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: "Starts single sign-on: 302 to the client's OpenID provider",
        querystring: SsoStartQuery,
        response: { 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const outcome = await startSso(ctx, configurations, request.query);
      logFailure(request.log, outcome, 'start');
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    },
  );

  app.get(
    SSO_CALLBACK_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'The OpenID provider returns here: 302 to /sso-complete with a one-time code',
        querystring: SsoCallbackQuery,
      },
    },
    async (request, reply) => {
      const mark = request.url.indexOf('?');
      const outcome = await ssoCallback(ctx, configurations, mark < 0 ? '' : request.url.slice(mark));
      logFailure(request.log, outcome, 'callback');
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    },
  );

  app.post(
    endpoints.ssoExchange.path,
    {
      schema: {
        tags: ['identity'],
        summary: 'Exchanges the one-time single sign-on code for tokens (form-encoded, app credentials)',
        consumes: ['application/x-www-form-urlencoded'],
        body: SsoExchangeRequest,
        response: { 200: SsoExchangeResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ssoExchange(ctx, {
        code: request.body.code,
        credentials: appCredentials(request, request.body),
      });
    },
  );
};
