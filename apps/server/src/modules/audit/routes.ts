import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { sendCsv } from '../../platform/csv.ts';
import { route } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import { exportAudit, listAudit } from './service.ts';

/** The audit trail of staff actions: the list and its CSV export (programme administrators, superusers). */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['audit'];

  route(
    app,
    endpoints.adminAudit,
    {
      preHandler: auth,
      tags,
      summary:
        "The selected client's staff actions, newest first: who, what, on which item, which fields; filters: " +
        'action, actor_id, entity_type, from, to (yyyy-mm-dd, whole UTC days)',
    },
    async (request) => listAudit(ctx, requireAuth(request), request.query, request.language.code),
  );

  route(
    app,
    endpoints.adminAuditCsv,
    {
      preHandler: auth,
      tags,
      summary:
        'The audit trail with the same filters as a CSV download (UTF-8 with BOM, every matching event)',
      produces: ['text/csv'],
      answers: { 200: z.string().describe('The CSV file, as an attachment') },
    },
    async (request, reply) => {
      const csv = await exportAudit(ctx, requireAuth(request), request.query, request.language.code);
      return sendCsv(reply, csv);
    },
  );
};
