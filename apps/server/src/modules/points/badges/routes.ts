import { BadgeList, ErrorEnvelope, endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { authenticate, requireAuth } from '../../identity/authenticate.ts';
import { listBadges } from './service.ts';

/** The badges screen's API. */
export const badgeRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    endpoints.badges.path,
    {
      preHandler: authenticate(ctx),
      schema: {
        tags: ['badges'],
        security: [{ bearer: [] }],
        summary: "The selected client's badges, each with the date the user earned it (or null)",
        response: { 200: BadgeList, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => listBadges(ctx, requireAuth(request), request.language.code),
  );
};
