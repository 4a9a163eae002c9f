import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { listParticipants, setParticipantBlock } from './participants.ts';
import {
  createSetupCampaign,
  getSetupCampaign,
  getSetupOptions,
  listSetupCampaigns,
  updateSetupCampaign,
} from './service.ts';
import { importStores } from './stores.ts';

/** The programme administrator's campaign set-up and store import (issue 13, operator screens). */
export const setupRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.adminRewardsCampaigns,
    {
      ...common,
      summary:
        'The selected client’s reward campaigns, newest first; programme administrators (403 otherwise)',
    },
    async (request) => listSetupCampaigns(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.adminRewardsSetupOptions,
    {
      ...common,
      summary:
        'The client’s countries, group 1 areas, retail chains, stores (chain, country, zone) and agencies with ' +
        'their brands, deactivated ones marked',
    },
    async (request) => getSetupOptions(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsCampaign,
    {
      ...common,
      summary:
        'A reward campaign as the set-up edits it: dates, reset day, countries, stores, agencies, the catalogue ' +
        'and photo types with their points, and whether it has begun (then they are frozen)',
    },
    async (request) => getSetupCampaign(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminRewardsCreateCampaign,
    { ...common, summary: 'Creates a reward campaign with its choices, catalogue and photo types' },
    async (request, reply) => {
      const created = await createSetupCampaign(
        ctx,
        requireAuth(request),
        request.body,
        request.language.code,
      );
      return reply.status(201).send(created);
    },
  );
  route(
    app,
    endpoints.adminRewardsUpdateCampaign,
    {
      ...common,
      summary:
        'Replaces a reward campaign’s set-up; once it has begun its catalogue, photo types and begin date are ' +
        'frozen (409 rewards.catalogue_frozen)',
    },
    async (request) =>
      updateSetupCampaign(ctx, requireAuth(request), request.params.id, request.body, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsImportStores,
    {
      ...common,
      summary:
        'Stores from CSV: the preview with each row’s errors; confirmed with every row valid, the stores are ' +
        'created or updated by their registration digits',
    },
    async (request) => importStores(ctx, requireAuth(request), request.body),
  );
  route(
    app,
    endpoints.adminRewardsParticipants,
    {
      ...common,
      summary:
        'The programme’s participants (users of the client with a partner account) by name, searched by name or ' +
        'username, blocked or not; programme administrators',
    },
    async (request) => listParticipants(ctx, requireAuth(request), request.query),
  );
  route(
    app,
    endpoints.adminRewardsBlockParticipant,
    {
      ...common,
      summary:
        'Blocks a participant from the rewards programme for activity against the rules (SPEC §8): they are ' +
        'refused with rewards.account_blocked wherever they register, report, send or redeem',
    },
    async (request) => setParticipantBlock(ctx, requireAuth(request), request.params.id, true),
  );
  route(
    app,
    endpoints.adminRewardsUnblockParticipant,
    { ...common, summary: 'Lifts a participant’s block from the rewards programme' },
    async (request) => setParticipantBlock(ctx, requireAuth(request), request.params.id, false),
  );
};
