import {
  ErrorEnvelope,
  endpoints,
  Institutional,
  InstitutionalParams,
  LoginParams,
  LoginParamsQuery,
  SiteLists,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { selectedClientId } from '../identity/actor.ts';
import { authenticate, requireAuth } from '../identity/authenticate.ts';
import * as service from './service.ts';

export const tenancyRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    endpoints.loginParams.path,
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Public login parameters of a site (?client=slug, else the default site)',
        querystring: LoginParamsQuery,
        response: { 200: LoginParams, 404: ErrorEnvelope },
      },
    },
    async (request) => service.getLoginParams(ctx, request.query.client, request.language),
  );

  app.get(
    endpoints.siteLists.path,
    {
      preHandler: authenticate(ctx),
      schema: { tags: ['tenancy'], response: { 200: SiteLists, 401: ErrorEnvelope } },
    },
    async (request) => {
      const clientId = await selectedClientId(ctx, requireAuth(request));
      return service.getSiteLists(ctx, clientId, request.language);
    },
  );

  app.get(
    endpoints.institutional.path,
    {
      schema: {
        tags: ['tenancy'],
        summary: 'An institutional page in the request language',
        params: InstitutionalParams,
        response: { 200: Institutional, 404: ErrorEnvelope },
      },
    },
    async (request) => service.getInstitutional(ctx, request.params.slug, request.language),
  );
};
