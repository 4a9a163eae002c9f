import type { CompletedUpload, UploadPartUrls, UploadStatus } from '@elevar/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The direct uploads' path as the web takes it (docs/learning.md "Uploads"): declare, ask where each chunk goes, PUT
 * its bytes there (the object store's signed URL with fetch, the server's own with inject), report the ETag, and
 * complete through SPEC §7's `POST /api/files/complete/`. Learning's uploads unless `base` names another purpose's
 * (`LIBRARY_UPLOADS`).
 */

export const UPLOADS = '/api/v1/admin/learning/uploads';
export const LIBRARY_UPLOADS = '/api/v1/admin/library/uploads';
type Headers = Record<string, string>;

export async function startUpload(app: FastifyInstance, headers: Headers, body: object, base = UPLOADS) {
  const response = await app.inject({ method: 'POST', url: base, headers, payload: body });
  return {
    status: response.statusCode,
    body: response.json() as UploadStatus & { error?: { code: string; message: string } },
  };
}

export async function uploadStatus(app: FastifyInstance, headers: Headers, id: number, base = UPLOADS) {
  const response = await app.inject({ method: 'GET', url: `${base}/${id}`, headers });
  return { status: response.statusCode, body: response.json() as UploadStatus };
}

/** The signed URLs of some chunks (status and answer: an error envelope when refused). */
export async function partUrls(
  app: FastifyInstance,
  headers: Headers,
  id: number,
  indexes: number[],
  base = UPLOADS,
) {
  const response = await app.inject({
    method: 'POST',
    url: `${base}/${id}/part-urls`,
    headers,
    payload: { indexes },
  });
  return {
    status: response.statusCode,
    body: response.json() as UploadPartUrls & { error?: { code: string } },
  };
}

/** PUTs bytes to a part URL as a browser does (no authorization): the status and the ETag answered. */
export async function putToPartUrl(app: FastifyInstance, url: string, data: Buffer) {
  if (/^https?:\/\//.test(url)) {
    const answer = await fetch(url, { method: 'PUT', body: new Uint8Array(data) });
    await answer.arrayBuffer();
    return { status: answer.status, etag: answer.headers.get('etag') };
  }
  const answer = await app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream' },
    payload: data,
  });
  return {
    status: answer.statusCode,
    etag: answer.headers.etag ? String(answer.headers.etag) : null,
    answer,
  };
}

export async function reportPart(
  app: FastifyInstance,
  headers: Headers,
  id: number,
  index: number,
  etag: string,
  base = UPLOADS,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `${base}/${id}/parts/${index}`,
    headers,
    payload: { etag },
  });
  return {
    status: response.statusCode,
    body: response.json() as UploadStatus & { error?: { code: string } },
  };
}

/**
 * One chunk sent as the web sends it: its URL asked, its bytes PUT there, its ETag reported. The statuses of the
 * three steps (a refused step stops there) and the upload's status after the report.
 */
export async function sendChunk(
  app: FastifyInstance,
  headers: Headers,
  id: number,
  index: number,
  data: Buffer,
  base = UPLOADS,
) {
  const asked = await partUrls(app, headers, id, [index], base);
  const url = asked.body.parts?.[0]?.url;
  if (asked.status !== 200 || !url) return { status: asked.status, body: asked.body, step: 'url' as const };
  const put = await putToPartUrl(app, url, data);
  if (put.status !== 200 || !put.etag)
    return { status: put.status, body: put.answer?.json(), step: 'put' as const };
  const reported = await reportPart(app, headers, id, index, put.etag, base);
  return { status: reported.status, body: reported.body, step: 'report' as const };
}

/** SPEC §7's completion, one for every purpose (its answer typed as learning's unless `T` says otherwise). */
export async function completeUpload<T = CompletedUpload>(
  app: FastifyInstance,
  headers: Headers,
  id: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/files/complete/',
    headers,
    payload: { upload_id: id },
  });
  return {
    status: response.statusCode,
    body: response.json() as T & { error?: { code: string; message: string } },
  };
}

/** A whole file through the path, chunk after chunk: the completion's status and answer. */
export async function uploadWhole(
  app: FastifyInstance,
  headers: Headers,
  data: Buffer,
  file: { kind: string; name: string; chunkSize?: number },
) {
  const started = await startUpload(app, headers, {
    name: file.name,
    size: data.length,
    kind: file.kind,
    chunk_size: file.chunkSize ?? 8 * 1024 * 1024,
  });
  if (started.status !== 201) throw new Error(`upload not started: ${JSON.stringify(started.body)}`);
  const { id, chunk_size: chunkSize, chunk_count: count } = started.body;
  for (let index = 0; index < count; index += 1) {
    const sent = await sendChunk(
      app,
      headers,
      id,
      index,
      data.subarray(index * chunkSize, (index + 1) * chunkSize),
    );
    if (sent.status !== 200)
      throw new Error(`chunk ${index} not sent (${sent.step}): ${JSON.stringify(sent.body)}`);
  }
  return { id, ...(await completeUpload(app, headers, id)) };
}
