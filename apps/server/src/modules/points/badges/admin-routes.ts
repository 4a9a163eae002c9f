import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as admin from './admin-service.ts';

/** The programme administrators' badges screen (the selected client's; programme administrators and superusers). */
export const badgeAdminRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['badges'];

  route(
    app,
    endpoints.adminBadges,
    {
      preHandler: auth,
      tags,
      summary:
        "The selected client's badges by position, active and inactive, each with how many users earned it",
    },
    async (request) => admin.listAdminBadges(ctx, requireAuth(request), request.query),
  );

  route(
    app,
    endpoints.createBadge,
    {
      preHandler: auth,
      tags,
      summary:
        'Creates a badge: code unique in the client, names (pt-BR required), icon and the rule that awards it',
    },
    async (request, reply) => {
      const badge = await admin.createBadge(ctx, requireAuth(request), request.body, request.language.code);
      return reply.status(201).send(badge);
    },
  );

  route(
    app,
    endpoints.updateBadge,
    {
      preHandler: auth,
      tags,
      summary:
        'Edits a badge. Once anyone has earned it, its rule, threshold, point kind and campaign can no longer ' +
        'change (409); names, descriptions, icon and position can',
    },
    async (request) =>
      admin.updateBadge(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );

  for (const [endpoint, active] of [
    [endpoints.activateBadge, true],
    [endpoints.deactivateBadge, false],
  ] as const) {
    route(
      app,
      endpoint,
      {
        preHandler: auth,
        tags,
        summary: active
          ? 'Activates a badge: postings award it again'
          : 'Deactivates a badge: postings no longer award it; users who earned it keep it',
      },
      async (request) => admin.setBadgeActive(ctx, requireAuth(request), request.params.id, active),
    );
  }
};
