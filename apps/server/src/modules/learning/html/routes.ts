import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { htmlPackageOf, importHtml } from './import.ts';
import { htmlLaunch } from './launch.ts';

/** HTML packages: the learner's launch URL and the author's package import. */
export const htmlRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const preHandler = authenticate(ctx);

  route(
    app,
    endpoints.learningHtmlLaunch,
    {
      preHandler,
      tags: ['learning'],
      summary:
        'The page an HTML activity frames: its newest package’s entry page on the content origin (another host than ' +
        'the app’s), else the authored https page',
    },
    async (request) => htmlLaunch(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningHtmlPackage,
    { preHandler, tags: ['learning authoring'], summary: 'The current package of an HTML activity, if any' },
    async (request) => htmlPackageOf(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminLearningImportHtml,
    {
      preHandler,
      tags: ['learning authoring'],
      summary:
        'Imports a completed upload (a zip of a page and its files) as the next version of the activity’s HTML ' +
        'package, opened at `entry` (default index.html). SCORM’s limits apply (500 MB, 5,000 entries, compression ' +
        'ratio, no path leaving the package, no symlink); a refusal names the problem and the entry',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await importHtml(
            ctx,
            requireAuth(request),
            request.params.id,
            request.body,
            request.language.code,
            request.log,
          ),
        ),
  );
};
