import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { documentSite } from '../documents.ts';
import * as recovery from './service.ts';

/** Password links, first access, recovery by e-mail and by document: JSON without authorization (SPEC §7). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const tags = ['accounts'];

  route(
    app,
    endpoints.firstAccess,
    { tags, summary: 'First access: a set-password link by e-mail for an account the client loaded' },
    async (request) => {
      await recovery.requestFirstAccess(ctx, request.body, request.ip, documentSite(request));
      return { ok: true as const };
    },
  );

  route(
    app,
    endpoints.recoverByEmail,
    { tags, summary: 'Recovery by e-mail: a recover-password link' },
    async (request) => {
      await recovery.requestRecoveryByEmail(ctx, request.body, request.ip);
      return { ok: true as const };
    },
  );

  route(
    app,
    endpoints.passwordLink,
    {
      tags,
      summary: 'Checks a set-password or recover-password link before the screen asks for the password',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recovery.passwordLinkStatus(ctx, request.query);
    },
  );

  route(
    app,
    endpoints.setPassword,
    { tags, summary: 'Sets the password a link allows, once, and signs the account out everywhere' },
    async (request) => {
      await recovery.setPassword(ctx, request.body, request.language.code);
      return { ok: true as const };
    },
  );

  route(
    app,
    endpoints.phoneByDocument,
    {
      tags,
      summary: 'Recovery by document: the registered phone, masked, and the channels a code can go by',
    },
    async (request) => recovery.phoneByDocument(ctx, request.body, request.ip, documentSite(request)),
  );

  route(
    app,
    endpoints.sendRecoveryCode,
    { tags, summary: 'Recovery by document: a 6-digit code by SMS or WhatsApp to the registered phone' },
    async (request) => recovery.sendRecoveryCode(ctx, request.body, request.ip, documentSite(request)),
  );

  route(
    app,
    endpoints.validateRecoveryCode,
    { tags, summary: 'Recovery by document: a right code answers the parameters of a recover-password link' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recovery.validateRecoveryCode(ctx, request.body);
    },
  );
};
