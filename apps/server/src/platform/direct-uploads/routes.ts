import { type Endpoint, endpoints, UPLOAD_CHUNK_MAX_BYTES } from '@elevar/contract';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { unauthenticated } from '../errors.ts';
import type { AuthContext } from '../request-context.ts';
import { type RouteHandler, route } from '../route.ts';
import { completeUpload } from './complete.ts';
import { partUrls, putDiskPart, reportPart } from './parts.ts';
import type { UploadPurpose } from './purpose.ts';
import { uploadStatus } from './uploads.ts';

/** The auth context of a request its preHandler authenticated (identity's `authenticate`). */
function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** A purpose's entries of the steps after its start: each takes and answers the contract's upload schemas. */
export interface UploadStepEntries<S extends Endpoint, U extends Endpoint, P extends Endpoint> {
  /** GET …/uploads/:id (`UploadStatus`). */
  status: S;
  /** POST …/uploads/:id/part-urls (`UploadPartUrlsRequest` → `UploadPartUrls`). */
  partUrls: U;
  /** PUT …/uploads/:id/parts/:index (`UploadPartReport` → `UploadStatus`). */
  part: P;
}

/**
 * Registers a purpose's status, part URLs and part report routes (its module's entries, behind its module's
 * authentication): the same steps whatever the purpose, each checking who asks with the purpose's scope.
 */
export function uploadStepRoutes<S extends Endpoint, U extends Endpoint, P extends Endpoint>(
  app: FastifyInstance,
  ctx: ServiceContext,
  purpose: UploadPurpose,
  entries: UploadStepEntries<S, U, P>,
  options: { preHandler: preHandlerHookHandler; tags: string[] },
): void {
  // the entries' schemas parsed these (params `UploadChunkParams`/`IdParam`, the bodies above)
  type Step = FastifyRequest<{
    Params: { id: number; index: number };
    Body: { indexes: number[]; etag: string };
  }>;
  const handler = <E extends Endpoint>(step: (request: Step) => Promise<unknown>) =>
    step as unknown as RouteHandler<E>;
  route(
    app,
    entries.status,
    { ...options, summary: 'An upload’s chunks received so far, to resume it' },
    handler<S>((request) => uploadStatus(ctx, purpose, authOf(request), request.params.id)),
  );
  route(
    app,
    entries.partUrls,
    {
      ...options,
      summary:
        'Signed URLs to PUT the asked chunks to, straight to the file store (the object store’s, or the server’s ' +
        'own on the disk store), each exactly its size, with no authorization',
    },
    handler<U>((request) =>
      partUrls(ctx, purpose, authOf(request), request.params.id, request.body.indexes, request.language.code),
    ),
  );
  route(
    app,
    entries.part,
    {
      ...options,
      summary:
        'Reports a chunk sent to its URL with the ETag the store answered; sending an index again replaces it',
    },
    handler<P>((request) =>
      reportPart(
        ctx,
        purpose,
        authOf(request),
        request.params.id,
        request.params.index,
        request.body.etag,
        request.language.code,
      ),
    ),
  );
}

/**
 * What every purpose shares (app.ts registers it with the manifests' purposes): SPEC §7's completion, and each
 * purpose's disk part URL, the only routes taking a raw body this large (`application/octet-stream`, 8 MiB) with no
 * authorization but the URL's signature.
 */
export const directUploadRoutes: FastifyPluginAsyncZod<{
  ctx: ServiceContext;
  purposes: readonly UploadPurpose[];
  preHandler: preHandlerHookHandler;
}> = async (app, { ctx, purposes, preHandler }) => {
  const byName = new Map(purposes.map((purpose) => [purpose.name as string, purpose]));
  route(
    app,
    endpoints.filesComplete,
    {
      preHandler,
      tags: ['uploads'],
      summary:
        'Completes an upload of any purpose: checks the whole file’s size and content against what was declared ' +
        '(422 and the upload discarded otherwise), and only then stores it for the product: learning’s file ' +
        '(its URL for an activity) or the library’s file in its category',
    },
    async (request) =>
      completeUpload(
        ctx,
        byName,
        authOf(request),
        request.body.upload_id,
        request.language.code,
        request.log,
      ),
  );

  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  for (const purpose of purposes)
    app.put(
      `${purpose.diskPartPath}:token`,
      {
        bodyLimit: UPLOAD_CHUNK_MAX_BYTES,
        schema: {
          tags: ['uploads'],
          summary:
            'A chunk’s bytes (application/octet-stream), sent to the signed URL the part URLs answered on the disk ' +
            'store; answers the part’s ETag',
          params: z.object({ token: z.string().max(200) }),
          consumes: ['application/octet-stream'],
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const etag = await putDiskPart(
          ctx,
          purpose,
          request.params.token,
          body,
          request.language.code,
          request.log,
        );
        return reply.header('etag', etag).header('cache-control', 'no-store').status(200).send();
      },
    );
};
