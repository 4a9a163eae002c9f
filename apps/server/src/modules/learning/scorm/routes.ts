import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { importScorm, scormPackageOf } from './import.ts';
import { scormCommit, scormLaunch } from './runtime.ts';

/** SCORM: the learner's launch data and CMI commits, and the author's package import. */
export const scormRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const preHandler = authenticate(ctx);

  route(
    app,
    endpoints.learningScormLaunch,
    {
      preHandler,
      tags: ['learning'],
      summary:
        'Launch data of a SCORM activity: its SCOs in organization order with their URLs on the content origin, the ' +
        'learner’s saved CMI data of each (resume), the SCO to resume and the next commit’s seq',
    },
    async (request) => scormLaunch(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.learningScormCommit,
    {
      preHandler,
      tags: ['learning'],
      summary:
        'Commits one SCO’s CMI data (suspend data, location, session time, score, statuses). A commit not newer ' +
        'than the stored one (its seq) changes nothing and answers what is stored; when every SCO is complete the ' +
        'activity completes',
    },
    async (request) =>
      scormCommit(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.sco,
        request.body,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.adminLearningScormPackage,
    { preHandler, tags: ['learning authoring'], summary: 'The current package of a SCORM activity, if any' },
    async (request) => scormPackageOf(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminLearningImportScorm,
    {
      preHandler,
      tags: ['learning authoring'],
      summary:
        'Imports a completed upload (a zip) as the next version of the activity’s SCORM package. A package over ' +
        'the limits (500 MB, 5,000 entries, compression ratio), with a path leaving it, a symlink, no ' +
        'imsmanifest.xml at its root or a manifest that cannot be read is refused, naming the problem and the entry',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await importScorm(
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
