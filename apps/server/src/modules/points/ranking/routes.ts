import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { getRanking } from './service.ts';

/** Rankings of the selected client (SPEC §6 ranking and score flags). */
export const rankingRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.rankings,
    {
      preHandler: authenticate(ctx),
      tags: ['points'],
      summary:
        'A page of the ranking by experience in a campaign (by country or store), with your own position; ' +
        '403 when the client has no ranking',
    },
    async (request) => getRanking(ctx, requireAuth(request), request.query),
  );
};
