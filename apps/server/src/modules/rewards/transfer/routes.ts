import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { idempotencyKeyOf } from '../../../platform/idempotency.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { sendPoints, settlePendingTransfers, transferForm } from './service.ts';
import { staffTransfers } from './staff.ts';

/** Points transfer to the partner loyalty programme (SPEC §2 the points transfer screen, §5/§6/§8). */
export const transferRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.rewardsTransferForm,
    {
      ...common,
      summary:
        'The transfer screen: the points a transfer now would send (all available in the balance the store spends ' +
        'from), the user’s document, and their transfers with their states',
    },
    async (request) => transferForm(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.rewardsStaffTransfers,
    {
      ...common,
      tags: ['rewards', 'admin'],
      summary:
        'Programme administrators: the client’s transfers of a status (pending by default), oldest first, with ' +
        'the sender, points, partner calls tried, last error and age in seconds',
    },
    async (request) => staffTransfers(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.rewardsTransfer,
    {
      ...common,
      summary:
        'Sends every available point to the partner programme (header Idempotency-Key: a retry answers the first ' +
        'transfer, 200): 201 with the transfer, sent or pending (the partner did not answer: the settling job ' +
        'finishes it). 409 transfer.document_used; 422 transfer.registration_inactive, transfer.role_invalid, ' +
        'transfer.no_points, transfer.document_invalid (SPEC §8); 503 transfer.partner_unavailable',
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], 'transfer.idempotency_key_required');
      const { transfer, created } = await sendPoints(
        ctx,
        requireAuth(request),
        request.body,
        key,
        request.language.code,
      );
      return reply.status(created ? 201 : 200).send(transfer);
    },
  );
};

/** The queue of the settling job. */
export const SETTLE_TRANSFERS_JOB = 'rewards-settle-transfers';

/** Pending transfers settled by asking the partner, every minute by default (PARTNER_TRANSFER_SETTLE_CRON). */
export function transferJobs(ctx: ServiceContext): JobDefinition[] {
  return [
    {
      name: SETTLE_TRANSFERS_JOB,
      cron: ctx.config.PARTNER_TRANSFER_SETTLE_CRON,
      run: () => settlePendingTransfers(ctx),
    },
  ];
}
