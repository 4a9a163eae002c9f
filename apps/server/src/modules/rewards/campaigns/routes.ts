import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { campaignDetail, listCampaigns, register } from './service.ts';

/** The rewards programme's campaigns (SPEC §2 campaigns): the list, a campaign, and registration for it. */
export const campaignRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.rewardsCampaigns,
    {
      ...common,
      summary:
        'The active and previous reward campaigns of the selected client in the user’s country, with their bounds ' +
        'in a store zone; 403 rewards.no_partner_account without a partner retail-training account (SPEC §6)',
    },
    async (request) => listCampaigns(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.rewardsCampaign,
    {
      ...common,
      summary:
        'A campaign, the user’s registration, and the eligible chains, stores, agencies and brands to register with',
    },
    async (request) => campaignDetail(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.rewardsRegister,
    {
      ...common,
      summary:
        'Registers the user for an active campaign (SPEC §5): 422 with one detail per broken rule, 403 ' +
        'rewards.account_blocked, 409 rewards.already_registered; the campaign becomes the session’s',
    },
    async (request, reply) => {
      const detail = await register(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        request.language.code,
      );
      return reply.status(201).send(detail);
    },
  );
};
