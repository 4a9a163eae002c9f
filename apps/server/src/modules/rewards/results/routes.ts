import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { importRewardResults } from './import.ts';
import { getResultOptions, listRewardResults, postRewardResult } from './service.ts';

/** Mystery-shopper results and event participations, for programme administrators (issue 13). */
export const resultRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.adminRewardResults,
    {
      ...common,
      summary:
        'The client’s mystery-shopper results and event participations, newest first, by campaign, kind and ' +
        'participant; programme administrators (403 otherwise)',
    },
    async (request) => listRewardResults(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardResultOptions,
    {
      ...common,
      summary:
        'The reward campaigns taking results (begun, points not yet expired), each with its points-table rules ' +
        'of kind mystery_shopper and event',
    },
    async (request) => getResultOptions(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.adminRewardPostResult,
    {
      ...common,
      summary:
        'Posts one result to the ledger by the rule, its description the reason: one per participant, campaign, ' +
        'kind and day (409 rewards.result_already_posted); 422 naming the field for an unknown, blocked or ' +
        'unregistered participant, a rule not of the campaign and kind, a date in the future or outside the ' +
        'campaign; 409 rewards.result_campaign_closed once the campaign’s points have expired',
    },
    async (request, reply) => {
      const result = await postRewardResult(ctx, requireAuth(request), request.body, request.language.code);
      return reply.status(201).send(result);
    },
  );
  route(
    app,
    endpoints.adminRewardImportResults,
    {
      ...common,
      summary:
        'Results of a campaign from CSV (participant, kind, date, rule, description): the preview with each row’s ' +
        'errors and action (post, or skip when already posted); confirmed with every row valid, the new rows are ' +
        'posted once each',
    },
    async (request) => importRewardResults(ctx, requireAuth(request), request.body),
  );
};
