import { type Handler, json } from '../../../../test/fakeServer.ts';

/** The server's part URLs for the asked chunks: its own (the disk store's), named by index. */
export const partUrls = (body: { indexes: number[] }) => ({
  parts: body.indexes.map((index) => ({
    index,
    url: `/api/v1/learning/upload-parts/part-${index}`,
    expires_at: '2026-11-29T12:05:00Z',
  })),
});

/** A chunk stored at its part URL: the ETag the store answers. */
export const stored = (index: number) =>
  new Response(null, { status: 200, headers: { ETag: `"etag-${index}"` } });

/**
 * The fake server's side of the upload path for upload `id` of `chunks` chunks: the part URLs, each chunk stored
 * with its ETag, each report answered with the upload's status, and `completed` as SPEC §7's completion.
 */
export function directUploadRoutes(
  id: number,
  chunks: number,
  status: (received: number[]) => object,
  completed: () => Response,
): Record<string, Handler> {
  const routes: Record<string, Handler> = {
    [`POST /api/v1/admin/learning/uploads/${id}/part-urls`]: async (request) =>
      json(partUrls(await request.json())),
    'POST /api/files/complete/': completed,
  };
  for (let index = 0; index < chunks; index++) {
    routes[`PUT /api/v1/learning/upload-parts/part-${index}`] = () => stored(index);
    routes[`PUT /api/v1/admin/learning/uploads/${id}/parts/${index}`] = () =>
      json(status(Array.from({ length: index + 1 }, (_, i) => i)));
  }
  return routes;
}
