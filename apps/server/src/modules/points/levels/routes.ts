import {
  ErrorEnvelope,
  endpoints,
  IdParam,
  LevelCampaignQuery,
  LevelChange,
  LevelChangeDetail,
  LevelChangeDetailQuery,
  LevelChangePage,
  LevelChangeQuery,
  MyLevelStatus,
  PointsTable,
  ReviewLevelChangeRequest,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { authenticate, requireAuth } from '../../identity/authenticate.ts';
import * as review from './review.ts';
import { myLevelStatus, pointsTable } from './service.ts';

const errors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** Levels: the user's own status, the points table, and programme administrators' review of level changes. */
export const levelRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  app.get(
    endpoints.myLevel.path,
    {
      preHandler: auth,
      schema: {
        tags: ['levels'],
        summary: "The user's level in a campaign (the current one by default), experience and next threshold",
        security: [{ bearer: [] }],
        querystring: LevelCampaignQuery,
        response: { 200: MyLevelStatus, ...errors },
      },
    },
    async (request) => myLevelStatus(ctx, requireAuth(request), request.query),
  );

  app.get(
    endpoints.pointsTable.path,
    {
      preHandler: auth,
      schema: {
        tags: ['levels'],
        summary:
          'What each action earns in a campaign at each level, and the levels with thresholds and multipliers',
        security: [{ bearer: [] }],
        querystring: LevelCampaignQuery,
        response: { 200: PointsTable, ...errors },
      },
    },
    async (request) => pointsTable(ctx, requireAuth(request), request.query, request.language.code),
  );

  app.get(
    endpoints.levelChanges.path,
    {
      preHandler: auth,
      schema: {
        tags: ['levels'],
        summary: "The selected client's level changes, pending by default (programme administrators)",
        security: [{ bearer: [] }],
        querystring: LevelChangeQuery,
        response: { 200: LevelChangePage, ...errors },
      },
    },
    async (request) => review.listLevelChanges(ctx, requireAuth(request), request.query),
  );

  app.get(
    endpoints.levelChange.path,
    {
      preHandler: auth,
      schema: {
        tags: ['levels'],
        summary: "One level change with the user's sale, photo and mystery-shopper entries in the campaign",
        security: [{ bearer: [] }],
        params: IdParam,
        querystring: LevelChangeDetailQuery,
        response: { 200: LevelChangeDetail, ...errors },
      },
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
    app.post(
      endpoint.path,
      {
        preHandler: auth,
        schema: {
          tags: ['levels'],
          summary:
            status === 'approved'
              ? 'Approves a pending level change: the level applies for the rest of the campaign'
              : 'Rejects a pending level change, with an optional note: the user keeps their level',
          security: [{ bearer: [] }],
          params: IdParam,
          // the note is optional, and so is the whole body: a bare POST decides without one
          body: ReviewLevelChangeRequest.nullish(),
          response: { 200: LevelChange, ...errors, 409: ErrorEnvelope },
        },
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
