import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { uploadStepRoutes } from '../../../platform/direct-uploads/routes.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { learningUploads, startLearningUpload } from './uploads.ts';

/**
 * The upload path of learning media (docs/learning.md "Uploads"): declare, ask where to send each chunk, send it
 * straight to the file store, report it; the completion and the disk store's part URL are the platform's
 * (`platform/direct-uploads/routes.ts`, for every purpose).
 */
export const learningUploadRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['learning authoring'] };

  route(
    app,
    endpoints.adminLearningStartUpload,
    {
      ...common,
      summary:
        'Declares a media upload (name, size, kind, chunk size): 413 over the kind’s limit; then ask where to send ' +
        'its chunks',
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await startLearningUpload(ctx, requireAuth(request), request.body, request.language.code)),
  );
  uploadStepRoutes(
    app,
    ctx,
    learningUploads,
    {
      status: endpoints.adminLearningUpload,
      partUrls: endpoints.adminLearningUploadPartUrls,
      part: endpoints.adminLearningUploadPart,
    },
    common,
  );
};
