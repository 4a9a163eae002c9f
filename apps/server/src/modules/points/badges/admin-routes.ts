import {
  AdminBadge,
  AdminBadgePage,
  AdminBadgeQuery,
  CreateBadgeRequest,
  ErrorEnvelope,
  endpoints,
  IdParam,
  UpdateBadgeRequest,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { authenticate, requireAuth } from '../../identity/authenticate.ts';
import * as admin from './admin-service.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The programme administrators' badges screen (the selected client's; programme administrators and superusers). */
export const badgeAdminRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  app.get(
    endpoints.adminBadges.path,
    {
      preHandler: auth,
      schema: {
        tags: ['badges'],
        summary:
          "The selected client's badges by position, active and inactive, each with how many users earned it",
        security: [{ bearer: [] }],
        querystring: AdminBadgeQuery,
        response: { 200: AdminBadgePage, ...errors },
      },
    },
    async (request) => admin.listAdminBadges(ctx, requireAuth(request), request.query),
  );

  app.post(
    endpoints.createBadge.path,
    {
      preHandler: auth,
      schema: {
        tags: ['badges'],
        summary:
          'Creates a badge: code unique in the client, names (pt-BR required), icon and the rule that awards it',
        security: [{ bearer: [] }],
        body: CreateBadgeRequest,
        response: { 201: AdminBadge, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const badge = await admin.createBadge(ctx, requireAuth(request), request.body, request.language.code);
      return reply.status(201).send(badge);
    },
  );

  app.patch(
    endpoints.updateBadge.path,
    {
      preHandler: auth,
      schema: {
        tags: ['badges'],
        summary:
          'Edits a badge. Once anyone has earned it, its rule, threshold, point kind and campaign can no longer ' +
          'change (409); names, descriptions, icon and position can',
        security: [{ bearer: [] }],
        params: IdParam,
        body: UpdateBadgeRequest,
        response: { 200: AdminBadge, ...errors, 409: ErrorEnvelope },
      },
    },
    async (request) =>
      admin.updateBadge(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );

  for (const [endpoint, active] of [
    [endpoints.activateBadge, true],
    [endpoints.deactivateBadge, false],
  ] as const) {
    app.post(
      endpoint.path,
      {
        preHandler: auth,
        schema: {
          tags: ['badges'],
          summary: active
            ? 'Activates a badge: postings award it again'
            : 'Deactivates a badge: postings no longer award it; users who earned it keep it',
          security: [{ bearer: [] }],
          params: IdParam,
          response: { 200: AdminBadge, ...errors },
        },
      },
      async (request) => admin.setBadgeActive(ctx, requireAuth(request), request.params.id, active),
    );
  }
};
