import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as support from './service.ts';

/**
 * Support (docs/content.md): any signed-in user writes to the support team of one of their clients and follows
 * their tickets in the client they act in; the client's support team (SPEC §6) works the queue, answers and closes.
 * Someone else's ticket is 404 for a user; the queue and closing are 403 for anyone but the team.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const user = { preHandler: authenticate(ctx), tags: ['support'] };

  route(
    app,
    endpoints.supportTicketCreate,
    {
      ...user,
      summary:
        'Sends the contact support form: a ticket with its first message, the answer promised by the 7th working ' +
        'day in the country’s calendar, the support team e-mailed through the outbox',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await support.createTicket(
            ctx,
            requireAuth(request),
            request.body,
            request.language.code,
            request.log,
          ),
        ),
  );
  route(
    app,
    endpoints.supportTickets,
    { ...user, summary: 'The user’s own tickets in the client they act in, most recently changed first' },
    async (request) => support.listMyTickets(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.supportTicket,
    { ...user, summary: 'A ticket and its thread: for its author, or the client’s support team' },
    async (request) => support.getTicket(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.supportTicketReply,
    {
      ...user,
      summary:
        'A message on the thread: the support team’s answers the ticket and notifies its author; the author’s ' +
        'opens it again; a closed ticket takes none',
    },
    async (request) =>
      support.replyToTicket(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.supportTicketClose,
    { ...user, summary: 'The support team closes a ticket' },
    async (request) => support.closeTicket(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminSupportTickets,
    { ...user, tags: ['support queue'], summary: 'The support queue: the client’s tickets by status' },
    async (request) => support.listQueue(ctx, requireAuth(request), request.query),
  );
};
