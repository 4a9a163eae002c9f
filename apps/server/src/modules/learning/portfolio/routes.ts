import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { portfolioCourse, portfolioPage } from './service.ts';

/** The public portfolio (SPEC §2): no session; 404 unless the site's client has its portfolio setting on. */
export const portfolioRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const tags = ['learning'];
  route(
    app,
    endpoints.learningPortfolio,
    {
      tags,
      summary:
        "The client's public showcase (`?client=` as the login's; 404 while its portfolio setting is off): the " +
        'published courses, podcasts and trails it marks, shown to every group, newest first, keyset pages',
    },
    async (request) => portfolioPage(ctx, request.query, request.language.code),
  );
  route(
    app,
    endpoints.learningPortfolioCourse,
    {
      tags,
      summary:
        'One course of the showcase with its activities’ titles and kinds (a trail: its courses); any course ' +
        'not in the showcase, or of another client, is not found',
    },
    async (request) => portfolioCourse(ctx, request.query.client, request.params.id, request.language.code),
  );
};
