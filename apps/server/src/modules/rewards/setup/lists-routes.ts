import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { createListItem, deleteListItem, listAgencies, listChains, updateListItem } from './lists.ts';

const IN_USE = '; 409 rewards.setup_in_use while something uses it (deactivate it instead)';

/** The programme administrator's retail chains, companies/agencies and brands (issue 13, operator screens). */
export const setupListRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.adminRewardsChains,
    { ...common, summary: 'The client’s retail chains by name, with their stores and whether one is in use' },
    async (request) => listChains(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsCreateChain,
    { ...common, summary: 'A new retail chain, named in the four languages' },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createListItem(ctx, requireAuth(request), 'chain', request.body, request.language.code)),
  );
  route(
    app,
    endpoints.adminRewardsUpdateChain,
    {
      ...common,
      summary: 'Renames a retail chain and/or (de)activates it (a deactivated one is not offered)',
    },
    async (request) =>
      updateListItem(
        ctx,
        requireAuth(request),
        'chain',
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminRewardsDeleteChain,
    { ...common, summary: `Deletes a retail chain${IN_USE}` },
    async (request) => deleteListItem(ctx, requireAuth(request), 'chain', request.params.id),
  );
  route(
    app,
    endpoints.adminRewardsAgencies,
    {
      ...common,
      summary: 'The client’s companies/agencies by name, each with its brands and what uses them',
    },
    async (request) => listAgencies(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsCreateAgency,
    { ...common, summary: 'A new company/agency, named in the four languages' },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createListItem(ctx, requireAuth(request), 'agency', request.body, request.language.code)),
  );
  route(
    app,
    endpoints.adminRewardsUpdateAgency,
    { ...common, summary: 'Renames a company/agency and/or (de)activates it' },
    async (request) =>
      updateListItem(
        ctx,
        requireAuth(request),
        'agency',
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminRewardsDeleteAgency,
    { ...common, summary: `Deletes a company/agency with its brands${IN_USE}` },
    async (request) => deleteListItem(ctx, requireAuth(request), 'agency', request.params.id),
  );
  route(
    app,
    endpoints.adminRewardsCreateBrand,
    { ...common, summary: 'A new brand of the company/agency, named in the four languages' },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createListItem(
            ctx,
            requireAuth(request),
            'brand',
            request.body,
            request.language.code,
            request.params.id,
          ),
        ),
  );
  route(
    app,
    endpoints.adminRewardsUpdateBrand,
    { ...common, summary: 'Renames a brand and/or (de)activates it' },
    async (request) =>
      updateListItem(
        ctx,
        requireAuth(request),
        'brand',
        request.params.id,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminRewardsDeleteBrand,
    { ...common, summary: `Deletes a brand${IN_USE}` },
    async (request) => deleteListItem(ctx, requireAuth(request), 'brand', request.params.id),
  );
};
