import {
  AccountForReview,
  AccountReviewPage,
  AccountReviewQuery,
  ErrorEnvelope,
  endpoints,
  IdParam,
  OutboxPage,
  OutboxQuery,
  RegisterRequest,
  RegisterResponse,
  RejectAccountRequest,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { authenticate, requireAuth } from '../authenticate.ts';
import * as review from './review.ts';
import { register } from './service.ts';

const staffErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/** Registration, staff review of new accounts, and the outbox screen's API. */
export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  app.post(
    endpoints.register.path,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Creates an account awaiting approval (SPEC §2 register screens)',
        body: RegisterRequest,
        response: {
          201: RegisterResponse,
          400: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const result = await register(ctx, request.body, { ip: request.ip, language: request.language });
      return reply.status(201).send(result);
    },
  );

  app.get(
    endpoints.accountsForReview.path,
    {
      preHandler: auth,
      schema: {
        tags: ['accounts'],
        summary: "Accounts of the selected client, awaiting approval by default (reviewers' screen)",
        security: [{ bearer: [] }],
        querystring: AccountReviewQuery,
        response: { 200: AccountReviewPage, ...staffErrors },
      },
    },
    async (request) => review.listAccounts(ctx, requireAuth(request), request.query, request.language.code),
  );

  app.post(
    endpoints.approveAccount.path,
    {
      preHandler: auth,
      schema: {
        tags: ['accounts'],
        summary: 'Approves an account awaiting approval; its owner is told by e-mail',
        security: [{ bearer: [] }],
        params: IdParam,
        response: { 200: AccountForReview, ...staffErrors, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) =>
      review.reviewAccount(
        ctx,
        requireAuth(request),
        request.params.id,
        { status: 'approved' },
        request.language.code,
      ),
  );

  app.post(
    endpoints.rejectAccount.path,
    {
      preHandler: auth,
      schema: {
        tags: ['accounts'],
        summary: 'Rejects an account awaiting approval, with an optional reason sent to its owner',
        security: [{ bearer: [] }],
        params: IdParam,
        // the reason is optional, and so is the whole body: a bare POST (body null) rejects without one
        body: RejectAccountRequest.nullish(),
        response: { 200: AccountForReview, ...staffErrors, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
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

  app.get(
    endpoints.outbox.path,
    {
      preHandler: auth,
      schema: {
        tags: ['accounts'],
        summary:
          'Stored e-mail, SMS and WhatsApp messages (all for superusers, the selected client for reviewers)',
        security: [{ bearer: [] }],
        querystring: OutboxQuery,
        response: { 200: OutboxPage, ...staffErrors },
      },
    },
    async (request) => review.listOutbox(ctx, requireAuth(request), request.query),
  );
};
