import { endpoints, UPLOAD_CHUNK_MAX_BYTES } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { DISK_PART_PATH, partUrls, putDiskPart, reportPart } from './upload-parts.ts';
import * as uploads from './uploads.ts';

/**
 * The upload path of learning media (docs/learning.md "Uploads"): declare, ask where to send each chunk, send it
 * straight to the file store, report it, complete it. Only the disk store's part URL takes a body this large, raw.
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
        .send(await uploads.startUpload(ctx, requireAuth(request), request.body, request.language.code)),
  );
  route(
    app,
    endpoints.adminLearningUpload,
    { ...common, summary: 'An upload’s chunks received so far, to resume it' },
    async (request) => uploads.uploadStatus(ctx, requireAuth(request), request.params.id),
  );
  route(
    app,
    endpoints.adminLearningUploadPartUrls,
    {
      ...common,
      summary:
        'Signed URLs to PUT the asked chunks to, straight to the file store (the object store’s, or the server’s ' +
        'own on the disk store), each exactly its size, with no authorization',
    },
    async (request) =>
      partUrls(ctx, requireAuth(request), request.params.id, request.body.indexes, request.language.code),
  );
  route(
    app,
    endpoints.adminLearningUploadPart,
    {
      ...common,
      summary:
        'Reports a chunk sent to its URL with the ETag the store answered; sending an index again replaces it',
    },
    async (request) =>
      reportPart(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.index,
        request.body.etag,
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.filesComplete,
    {
      ...common,
      summary:
        'Completes an upload: checks the whole file’s size and content against its kind (422 and the upload ' +
        'discarded otherwise), and only then stores it for the product; answers its URL for an activity',
    },
    async (request) => uploads.completeUpload(ctx, requireAuth(request), request.body.upload_id, request),
  );

  // The disk store's part URL: the chunk's raw bytes, no authorization but the URL's signature.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.put(
    `${DISK_PART_PATH}:token`,
    {
      bodyLimit: UPLOAD_CHUNK_MAX_BYTES,
      schema: {
        tags: ['learning authoring'],
        summary:
          'A chunk’s bytes (application/octet-stream), sent to the signed URL the part URLs answered on the disk ' +
          'store; answers the part’s ETag',
        params: z.object({ token: z.string().max(200) }),
        consumes: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const etag = await putDiskPart(ctx, request.params.token, body, request.language.code, request.log);
      return reply.header('etag', etag).header('cache-control', 'no-store').status(200).send();
    },
  );
};
