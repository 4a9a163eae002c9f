import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../authenticate.ts';
import * as review from './review.ts';
import { register } from './service.ts';

/** Registration, staff review of new accounts, and the outbox screen's API. */
export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['accounts'];

  route(
    app,
    endpoints.register,
    { tags, summary: 'Creates an account awaiting approval (SPEC §2 register screens)' },
    async (request, reply) => {
      const result = await register(ctx, request.body, { ip: request.ip, language: request.language });
      return reply.status(201).send(result);
    },
  );

  route(
    app,
    endpoints.accountsForReview,
    {
      preHandler: auth,
      tags,
      summary: "Accounts of the selected client, awaiting approval by default (reviewers' screen)",
    },
    async (request) => review.listAccounts(ctx, requireAuth(request), request.query, request.language.code),
  );

  route(
    app,
    endpoints.approveAccount,
    { preHandler: auth, tags, summary: 'Approves an account awaiting approval; its owner is told by e-mail' },
    async (request) =>
      review.reviewAccount(
        ctx,
        requireAuth(request),
        request.params.id,
        { status: 'approved' },
        request.language.code,
      ),
  );

  route(
    app,
    endpoints.rejectAccount,
    {
      preHandler: auth,
      tags,
      summary: 'Rejects an account awaiting approval, with an optional reason sent to its owner',
    },
    async (request) =>
      review.reviewAccount(
        ctx,
        requireAuth(request),
        request.params.id,
        { status: 'rejected', reason: request.body?.reason?.trim() || null },
        request.language.code,
      ),
  );

  route(
    app,
    endpoints.outbox,
    {
      preHandler: auth,
      tags,
      summary:
        'Stored e-mail, SMS and WhatsApp messages (all for superusers, the selected client for reviewers)',
    },
    async (request) => review.listOutbox(ctx, requireAuth(request), request.query),
  );
};
