import { endpoints } from '@elevar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { documentSite } from '../documents.ts';
import { appCredentials } from '../routes.ts';
import { alternativeLogin } from './alternative.ts';
import { createOidcConfigurations } from './oidc.ts';
import { type SsoOutcome, ssoCallback, ssoExchange, startSso } from './sso.ts';
import { webserviceLogin } from './webservice.ts';

/** A redirect's answer, for OpenAPI: no body, the Location header. */
const redirect = (description: string) => z.null().describe(description);

function logFailure(log: FastifyBaseLogger, outcome: SsoOutcome, step: string) {
  if (outcome.error === undefined) return;
  const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  log.warn({ reason }, `single sign-on ${step} failed`);
}

/** Web-service link logins, the alternative (document) login and OpenID Connect single sign-on. */
export const linkLoginRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const configurations = createOidcConfigurations(ctx.clock);
  const tags = ['identity'];

  route(
    app,
    endpoints.webserviceLogin,
    { tags, summary: "A partner's signed login token opens a web-service session (no refresh token)" },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return webserviceLogin(ctx, request.body);
    },
  );

  route(
    app,
    endpoints.alternativeLogin,
    { tags, summary: 'Sign-in with the document and password (form-encoded, app credentials)' },
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

  route(
    app,
    endpoints.ssoStart,
    {
      tags,
      summary: "Starts single sign-on: 302 to the client's OpenID provider",
      answers: { 302: redirect("To the client's OpenID provider (or back to the login with `sso_error`)") },
    },
    async (request, reply) => {
      const outcome = await startSso(ctx, configurations, request.query);
      logFailure(request.log, outcome, 'start');
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    },
  );

  route(
    app,
    endpoints.ssoCallback,
    {
      tags,
      summary: 'The OpenID provider returns here: 302 to /sso-complete with a one-time code',
      answers: { 302: redirect('To /sso-complete with a one-time code (or to the login with `sso_error`)') },
    },
    async (request, reply) => {
      const mark = request.url.indexOf('?');
      const outcome = await ssoCallback(ctx, configurations, mark < 0 ? '' : request.url.slice(mark));
      logFailure(request.log, outcome, 'callback');
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    },
  );

  route(
    app,
    endpoints.ssoExchange,
    {
      tags,
      summary: 'Exchanges the one-time single sign-on code for tokens (form-encoded, app credentials)',
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
