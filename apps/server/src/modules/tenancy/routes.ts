import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import * as service from './service.ts';

/** Tenancy's public endpoints; those of a signed-in user's client are identity's `client-routes.ts`. */
export const tenancyRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const tags = ['tenancy'];

  route(
    app,
    endpoints.loginParams,
    { tags, summary: 'Public login parameters of a site (?client=slug, else the default site)' },
    async (request) => service.getLoginParams(ctx, request.query.client, request.language),
  );

  route(
    app,
    endpoints.institutional,
    { tags, summary: 'An institutional page in the request language' },
    async (request) => service.getInstitutional(ctx, request.params.slug, request.language),
  );
};
