import { type Handler, json } from './fakeServer.ts';

/** Where a purpose's upload steps and its disk part URLs are (docs/learning.md "Uploads"). */
export interface UploadPaths {
  uploads: string;
  parts: string;
}
export const LEARNING_UPLOAD_PATHS: UploadPaths = {
  uploads: '/api/v1/admin/learning/uploads',
  parts: '/api/v1/learning/upload-parts/',
};
export const LIBRARY_UPLOAD_PATHS: UploadPaths = {
  uploads: '/api/v1/admin/library/uploads',
  parts: '/api/v1/library/upload-parts/',
};

/** An upload's status as the server answers it, with the chunks `received`. */
export const uploadStatus =
  (upload: { id: number; name: string; kind: string; size: number; chunkSize: number }) =>
  (received: number[]) => ({
    id: upload.id,
    name: upload.name,
    kind: upload.kind,
    size: upload.size,
    chunk_size: upload.chunkSize,
    chunk_count: Math.ceil(upload.size / upload.chunkSize),
    received,
    url: null,
  });

/** The server's part URLs for the asked chunks: its own (the disk store's), named by index. */
export const partUrls = (body: { indexes: number[] }, paths = LEARNING_UPLOAD_PATHS) => ({
  parts: body.indexes.map((index) => ({
    index,
    url: `${paths.parts}part-${index}`,
    expires_at: '2026-11-29T12:05:00Z',
  })),
});

/** A chunk stored at its part URL: the ETag the store answers. */
export const stored = (index: number) =>
  new Response(null, { status: 200, headers: { ETag: `"etag-${index}"` } });

/**
 * The fake server's side of the steps of upload `id` of `chunks` chunks after its start: the part URLs, each chunk
 * stored with its ETag, each report answered with the upload's status.
 */
export function uploadStepRoutes(
  id: number,
  chunks: number,
  status: (received: number[]) => object,
  paths = LEARNING_UPLOAD_PATHS,
): Record<string, Handler> {
  const routes: Record<string, Handler> = {
    [`POST ${paths.uploads}/${id}/part-urls`]: async (request) => json(partUrls(await request.json(), paths)),
  };
  for (let index = 0; index < chunks; index++) {
    routes[`PUT ${paths.parts}part-${index}`] = () => stored(index);
    routes[`PUT ${paths.uploads}/${id}/parts/${index}`] = () =>
      json(status(Array.from({ length: index + 1 }, (_, i) => i)));
  }
  return routes;
}

/** `uploadStepRoutes`, and `completed` as SPEC §7's completion. */
export function directUploadRoutes(
  id: number,
  chunks: number,
  status: (received: number[]) => object,
  completed: () => Response,
  paths = LEARNING_UPLOAD_PATHS,
): Record<string, Handler> {
  return { ...uploadStepRoutes(id, chunks, status, paths), 'POST /api/files/complete/': completed };
}
