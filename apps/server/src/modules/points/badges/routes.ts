import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { listBadges } from './service.ts';

/** The badges screen's API. */
export const badgeRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.badges,
    {
      preHandler: authenticate(ctx),
      tags: ['badges'],
      summary: "The selected client's badges, each with the date the user earned it (or null)",
    },
    async (request) => listBadges(ctx, requireAuth(request), request.language.code),
  );
};
