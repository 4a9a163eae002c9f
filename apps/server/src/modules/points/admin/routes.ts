import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as service from './service.ts';

const tags = ['levels'];

/**
 * The points table and level thresholds of the selected client's campaigns, kept by its programme administrators
 * (and superusers): editable until a campaign begins, descriptions and order always.
 */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  route(
    app,
    endpoints.adminPointsCampaigns,
    {
      preHandler: auth,
      tags,
      summary:
        "The selected client's campaigns for their points tables, running first, with whether each has begun and ended",
    },
    async (request) => service.listPointsCampaigns(ctx, requireAuth(request), request.query),
  );

  route(
    app,
    endpoints.adminPointsTable,
    {
      preHandler: auth,
      tags,
      summary:
        "A campaign's points-table rules (by position) with every description, and its level thresholds",
    },
    async (request) => service.getPointsTable(ctx, requireAuth(request), request.params.id),
  );

  route(
    app,
    endpoints.createPointRule,
    {
      preHandler: auth,
      tags,
      summary:
        'Adds a rule to a campaign that has not ended; its code is unique in the campaign (409 points.rule_code_taken)',
    },
    async (request, reply) => {
      const rule = await service.createPointRule(ctx, requireAuth(request), request.params.id, request.body);
      return reply.status(201).send(rule);
    },
  );

  route(
    app,
    endpoints.updatePointRule,
    {
      preHandler: auth,
      tags,
      summary:
        'Edits a rule: descriptions and position always; code, kind and base points only before its campaign ' +
        'begins (409 points.rule_frozen)',
    },
    async (request) => service.updatePointRule(ctx, requireAuth(request), request.params.id, request.body),
  );

  route(
    app,
    endpoints.deletePointRule,
    {
      preHandler: auth,
      tags,
      summary:
        'Deletes a rule before its campaign begins (409 points.rule_frozen) and while no ledger entry references it ' +
        '(409 points.rule_in_use)',
    },
    async (request) => {
      await service.deletePointRule(ctx, requireAuth(request), request.params.id);
      return { ok: true as const };
    },
  );

  route(
    app,
    endpoints.setLevelThresholds,
    {
      preHandler: auth,
      tags,
      summary:
        "Sets a campaign's level thresholds (junior stays at 0; intermediate below highest) before it begins " +
        '(409 levels.thresholds_frozen)',
    },
    async (request) => service.setLevelThresholds(ctx, requireAuth(request), request.params.id, request.body),
  );
};
