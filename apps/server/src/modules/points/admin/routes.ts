import {
  AdminLevelThresholds,
  AdminPointRule,
  AdminPointsCampaignPage,
  AdminPointsCampaignQuery,
  AdminPointsTable,
  CreatePointRuleRequest,
  ErrorEnvelope,
  endpoints,
  IdParam,
  OkResponse,
  SetLevelThresholdsRequest,
  UpdatePointRuleRequest,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { authenticate, requireAuth } from '../../identity/authenticate.ts';
import * as service from './service.ts';

const readErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const writeErrors = { ...readErrors, 409: ErrorEnvelope };
const tags = ['levels'];
const security = [{ bearer: [] }];

/**
 * The points table and level thresholds of the selected client's campaigns, kept by its programme administrators
 * (and superusers): editable until a campaign begins, descriptions and order always.
 */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);

  app.get(
    endpoints.adminPointsCampaigns.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          "The selected client's campaigns for their points tables, running first, with whether each has begun and ended",
        security,
        querystring: AdminPointsCampaignQuery,
        response: { 200: AdminPointsCampaignPage, ...readErrors },
      },
    },
    async (request) => service.listPointsCampaigns(ctx, requireAuth(request), request.query),
  );

  app.get(
    endpoints.adminPointsTable.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          "A campaign's points-table rules (by position) with every description, and its level thresholds",
        security,
        params: IdParam,
        response: { 200: AdminPointsTable, ...readErrors },
      },
    },
    async (request) => service.getPointsTable(ctx, requireAuth(request), request.params.id),
  );

  app.post(
    endpoints.createPointRule.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          'Adds a rule to a campaign that has not ended; its code is unique in the campaign (409 points.rule_code_taken)',
        security,
        params: IdParam,
        body: CreatePointRuleRequest,
        response: { 201: AdminPointRule, ...writeErrors },
      },
    },
    async (request, reply) => {
      const rule = await service.createPointRule(ctx, requireAuth(request), request.params.id, request.body);
      return reply.status(201).send(rule);
    },
  );

  app.patch(
    endpoints.updatePointRule.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          'Edits a rule: descriptions and position always; code, kind and base points only before its campaign ' +
          'begins (409 points.rule_frozen)',
        security,
        params: IdParam,
        body: UpdatePointRuleRequest,
        response: { 200: AdminPointRule, ...writeErrors },
      },
    },
    async (request) => service.updatePointRule(ctx, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    endpoints.deletePointRule.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          'Deletes a rule before its campaign begins (409 points.rule_frozen) and while no ledger entry references it ' +
          '(409 points.rule_in_use)',
        security,
        params: IdParam,
        response: { 200: OkResponse, ...writeErrors },
      },
    },
    async (request) => {
      await service.deletePointRule(ctx, requireAuth(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    endpoints.setLevelThresholds.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          "Sets a campaign's level thresholds (junior stays at 0; intermediate below highest) before it begins " +
          '(409 levels.thresholds_frozen)',
        security,
        params: IdParam,
        body: SetLevelThresholdsRequest,
        response: { 200: AdminLevelThresholds, ...writeErrors },
      },
    },
    async (request) => service.setLevelThresholds(ctx, requireAuth(request), request.params.id, request.body),
  );
};
