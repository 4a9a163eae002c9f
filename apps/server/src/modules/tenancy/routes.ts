import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import { authenticate, requireAuth, selectedClientId } from '../identity/index.ts';
import * as service from './service.ts';

export const tenancyRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const tags = ['tenancy'];

  route(
    app,
    endpoints.loginParams,
    { tags, summary: 'Public login parameters of a site (?client=slug, else the default site)' },
    async (request) => service.getLoginParams(ctx, request.query.client, request.language),
  );

  route(app, endpoints.siteLists, { preHandler: authenticate(ctx), tags }, async (request) => {
    const clientId = await selectedClientId(ctx, requireAuth(request));
    return service.getSiteLists(ctx, clientId, request.language);
  });

  route(
    app,
    endpoints.institutional,
    { tags, summary: 'An institutional page in the request language' },
    async (request) => service.getInstitutional(ctx, request.params.slug, request.language),
  );
};
