import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { sendCsv } from '../../../platform/csv.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { dashboardCsv, getDashboard } from './service.ts';

/** The campaign dashboard of programme administrators (issue 13, operator screens). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.adminRewardsDashboard,
    {
      ...common,
      summary:
        'A reward campaign’s figures: sales, units and points by country, store (top 20) and week, the audit ' +
        'backlog by age and registrations per week; `country_id` one of the campaign’s countries (400 otherwise)',
    },
    async (request) =>
      getDashboard(ctx, requireAuth(request), request.params.id, request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsDashboardCsv,
    {
      ...common,
      summary: 'The dashboard’s figures as a CSV download (UTF-8 with BOM), every store included',
      produces: ['text/csv'],
      answers: { 200: z.string().describe('The CSV file, as an attachment') },
    },
    async (request, reply) => {
      const csv = await dashboardCsv(
        ctx,
        requireAuth(request),
        request.params.id,
        request.query,
        request.language.code,
      );
      return sendCsv(reply, csv);
    },
  );
};
