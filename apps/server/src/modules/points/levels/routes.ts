import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as review from './review.ts';
import { myLevelStatus, pointsTable } from './service.ts';

/** Levels: the user's own status, the points table, and programme administrators' review of level changes. */
export const levelRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['levels'];

  route(
    app,
    endpoints.myLevel,
    {
      preHandler: auth,
      tags,
      summary: "The user's level in a campaign (the current one by default), experience and next threshold",
    },
    async (request) => myLevelStatus(ctx, requireAuth(request), request.query),
  );

  route(
    app,
    endpoints.pointsTable,
    {
      preHandler: auth,
      tags,
      summary:
        'What each action earns in a campaign at each level, and the levels with thresholds and multipliers',
    },
    async (request) => pointsTable(ctx, requireAuth(request), request.query, request.language.code),
  );

  route(
    app,
    endpoints.levelChanges,
    {
      preHandler: auth,
      tags,
      summary: "The selected client's level changes, pending by default (programme administrators)",
    },
    async (request) => review.listLevelChanges(ctx, requireAuth(request), request.query),
  );

  route(
    app,
    endpoints.levelChange,
    {
      preHandler: auth,
      tags,
      summary: "One level change with the user's sale, photo and mystery-shopper entries in the campaign",
    },
    async (request) =>
      review.getLevelChange(
        ctx,
        requireAuth(request),
        request.params.id,
        request.query,
        request.language.code,
      ),
  );

  for (const [endpoint, status] of [
    [endpoints.approveLevelChange, 'approved'],
    [endpoints.rejectLevelChange, 'rejected'],
  ] as const) {
    route(
      app,
      endpoint,
      {
        preHandler: auth,
        tags,
        summary:
          status === 'approved'
            ? 'Approves a pending level change: the level applies for the rest of the campaign'
            : 'Rejects a pending level change, with an optional note: the user keeps their level',
      },
      async (request) =>
        review.decideLevelChange(
          ctx,
          requireAuth(request),
          request.params.id,
          {
            status,
            note: request.body?.note?.trim() || null,
            acknowledgeUnderAudit: request.body?.acknowledge_under_audit === true,
          },
          request.language.code,
        ),
    );
  }
};
