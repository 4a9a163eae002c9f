import { Readable } from 'node:stream';
import {
  BalanceQuery,
  ErrorEnvelope,
  endpoints,
  IdParam,
  PointsBalance,
  PostingResponse,
  ReverseEntryRequest,
  StaffEntryRequest,
  StatementEntry,
  StatementFilter,
  StatementPage,
  StatementQuery,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { authenticate, requireAuth } from '../identity/authenticate.ts';
import * as api from './ledger-api.ts';

const readErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const staffErrors = { ...readErrors, 409: ErrorEnvelope, 422: ErrorEnvelope };

/** The points ledger's API: the user's balance and statement (also as CSV), and staff corrections. */
export const pointsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  app.get(
    endpoints.pointsBalance.path,
    {
      preHandler: auth,
      schema: {
        tags: ['points'],
        summary:
          "The user's available and experience points in the selected client: the session's reward campaign (or the " +
          'one asked for), its level and expiry, and every balance the user holds there',
        security: [{ bearer: [] }],
        querystring: BalanceQuery,
        response: { 200: PointsBalance, ...readErrors },
      },
    },
    async (request) => api.getBalance(ctx, requireAuth(request), request.query.campaign_id),
  );

  app.get(
    endpoints.pointsStatement.path,
    {
      preHandler: auth,
      schema: {
        tags: ['points'],
        summary:
          'Every ledger entry of the user in the selected client, newest first, with reason, campaign, multiplier and ' +
          'status; filters: campaign_id, kind (comma-separated), status, from, to (yyyy-mm-dd or ISO date-time)',
        security: [{ bearer: [] }],
        querystring: StatementQuery,
        response: { 200: StatementPage, ...readErrors },
      },
    },
    async (request) => api.getStatement(ctx, requireAuth(request), request.query, request.language.code),
  );

  app.get(
    endpoints.pointsStatementCsv.path,
    {
      preHandler: auth,
      schema: {
        tags: ['points'],
        summary:
          'The statement with the same filters as a CSV download (UTF-8 with BOM, every matching entry)',
        security: [{ bearer: [] }],
        querystring: StatementFilter,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await api.exportStatement(ctx, requireAuth(request), request.query, request.language.code);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv.body));
    },
  );

  app.post(
    endpoints.postPointsEntry.path,
    {
      preHandler: auth,
      schema: {
        tags: ['points'],
        summary:
          'A bonus or adjustment for a member of the selected client (programme administrators). Requires an ' +
          'Idempotency-Key header: a retry answers 200 with the first entry and duplicate: true',
        security: [{ bearer: [] }],
        body: StaffEntryRequest,
        response: { 200: PostingResponse, 201: PostingResponse, ...staffErrors },
      },
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

  app.post(
    endpoints.reversePointsEntry.path,
    {
      preHandler: auth,
      schema: {
        tags: ['points'],
        summary:
          'Reverses a credit of the selected client (auditors, programme administrators): a reversal entry takes ' +
          'back what the user still has and records the rest as shortfall; once per entry',
        security: [{ bearer: [] }],
        params: IdParam,
        body: ReverseEntryRequest,
        response: { 200: PostingResponse, ...staffErrors },
      },
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

  app.post(
    endpoints.approvePointsEntry.path,
    {
      preHandler: auth,
      schema: {
        tags: ['points'],
        summary:
          'Approves points posted under audit (auditors, programme administrators): they show as credited',
        security: [{ bearer: [] }],
        params: IdParam,
        response: { 200: StatementEntry, ...staffErrors },
      },
    },
    async (request) =>
      api.approveStaffEntry(ctx, requireAuth(request), request.params.id, request.language.code),
  );
};
