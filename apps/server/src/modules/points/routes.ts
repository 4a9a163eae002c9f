import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { sendCsv } from '../../platform/csv.ts';
import { route, sendWritten } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import * as api from './ledger-api.ts';

/** The points ledger's API: the user's balance and statement (also as CSV), and staff corrections. */
export const pointsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['points'];

  route(
    app,
    endpoints.pointsBalance,
    {
      preHandler: auth,
      tags,
      summary:
        "The user's available and experience points in the selected client: the session's reward campaign (or the " +
        'one asked for), its level and expiry, and every balance the user holds there',
    },
    async (request) => api.getBalance(ctx, requireAuth(request), request.query.campaign_id),
  );

  route(
    app,
    endpoints.pointsStatement,
    {
      preHandler: auth,
      tags,
      summary:
        'Every ledger entry of the user in the selected client, newest first, with reason, campaign, multiplier and ' +
        'status; filters: campaign_id, kind (comma-separated), status, from, to (yyyy-mm-dd or ISO date-time)',
    },
    async (request, reply) =>
      sendWritten(
        reply,
        endpoints.pointsStatement,
        await api.getStatement(ctx, requireAuth(request), request.query, request.language.code),
      ),
  );

  route(
    app,
    endpoints.pointsStatementCsv,
    {
      preHandler: auth,
      tags,
      summary: 'The statement with the same filters as a CSV download (UTF-8 with BOM, every matching entry)',
      produces: ['text/csv'],
      answers: { 200: z.string().describe('The CSV file, as an attachment') },
    },
    async (request, reply) => {
      const csv = await api.exportStatement(ctx, requireAuth(request), request.query, request.language.code);
      return sendCsv(reply, csv);
    },
  );

  route(
    app,
    endpoints.postPointsEntry,
    {
      preHandler: auth,
      tags,
      summary:
        'A bonus or adjustment for a member of the selected client (programme administrators). Requires an ' +
        'Idempotency-Key header: a retry answers 200 with the first entry and duplicate: true',
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const result = await api.postStaffEntry(
        ctx,
        requireAuth(request),
        request.body,
        Array.isArray(header) ? header[0] : header,
        request.language.code,
      );
      return reply.status(result.duplicate ? 200 : 201).send(result);
    },
  );

  route(
    app,
    endpoints.reversePointsEntry,
    {
      preHandler: auth,
      tags,
      summary:
        'Reverses a credit of the selected client (auditors, programme administrators): a reversal entry takes ' +
        'back what the user still has and records the rest as shortfall; once per entry',
    },
    async (request) =>
      api.reverseStaffEntry(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.reason,
        request.language.code,
      ),
  );

  route(
    app,
    endpoints.approvePointsEntry,
    {
      preHandler: auth,
      tags,
      summary:
        'Approves points posted under audit (auditors, programme administrators): they show as credited',
    },
    async (request) =>
      api.approveStaffEntry(ctx, requireAuth(request), request.params.id, request.language.code),
  );
};
