import type { LibraryDownloadQuery } from '@elevar/contract';
import { type FileKind, isLibraryPreviewKind } from '@elevar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { signJwt, verifyJwt } from '../../../platform/crypto.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { fileStoreFor, sendFileBytes } from '../../../platform/storage.ts';
import * as q from './queries.ts';

/** How long a file's link serves: the file's page is reopened (and its link renewed) well within it. */
export const DOWNLOAD_LINK_SECONDS = 60 * 60;
const PURPOSE = 'library-download';

/**
 * A file's link for one reader: the download route with a signed token naming the file, the reader and when it
 * expires. It is a plain link (the iframe, image, video or a download opens it without the bearer token); the
 * reader's right to see the file was checked when the link was made. A learner's link stops serving the file once
 * it is unpublished; an editor's preview of an unpublished file says so (`e`).
 */
export function downloadUrl(
  ctx: ServiceContext,
  fileId: number,
  userId: number,
  editorPreview = false,
): string {
  const exp = Math.floor(ctx.clock.now().getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const token = signJwt(
    { p: PURPOSE, f: fileId, u: userId, exp, ...(editorPreview ? { e: 1 } : {}) },
    ctx.secret,
  );
  return `/api/v1/library/files/${fileId}/download?token=${token}`;
}

/** The token's claims when it is this file's and unexpired (else 403): whether it serves an unpublished file. */
function checkToken(ctx: ServiceContext, fileId: number, token: string): { unpublished: boolean } {
  const payload = verifyJwt(token, ctx.secret, ctx.clock.now().getTime());
  if (!payload || payload.p !== PURPOSE || payload.f !== fileId)
    throw new AppError('content.library_link_expired', 403);
  return { unpublished: payload.e === 1 };
}

/** RFC 6266: the file's name for every browser (an ASCII fallback, the UTF-8 name encoded). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 5987's attr-char leaves out ' ( ) * as well, which encodeURIComponent keeps
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The answer's own policy in place of the app's (whose `frame-ancestors 'none'` would keep the pdf out of the
 * file's page): only the app frames it; a pdf keeps nothing else, as the browser's viewer must run; anything else
 * loads nothing of its own, and an SVG opened on its own runs nothing (sandbox).
 */
function previewPolicy(contentType: string): string {
  if (contentType === 'application/pdf') return "frame-ancestors 'self'";
  if (contentType === 'image/svg+xml') return "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return "default-src 'none'; frame-ancestors 'self'";
}

/**
 * `GET /api/v1/library/files/:id/download?token=…`: the file, inline for the kinds the browser previews (pdf,
 * image, video, audio) unless `attachment=1`, else an attachment; with its stored type and name. Each full fetch
 * counts one download atomically (`download_count + 1` in one statement); a media element's later range requests
 * (seeking, not from the first byte) do not count again.
 */
export async function sendDownload(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fileId: number,
  query: LibraryDownloadQuery,
) {
  const { unpublished } = checkToken(ctx, fileId, query.token);
  const rangeHeader = request.headers.range;
  const counts = !rangeHeader || /^bytes=0-/.test(rangeHeader.trim());
  const row = counts
    ? await q.countDownload(ctx.db, fileId, unpublished)
    : await q.fileToStream(ctx.db, fileId, unpublished);
  if (!row) throw notFound();
  const store = fileStoreFor(ctx);
  const found = await store.stat(row.file_key);
  if (!found) throw notFound();
  const inline = isLibraryPreviewKind(row.kind as FileKind) && query.attachment !== '1';
  const disposition = contentDisposition(inline ? 'inline' : 'attachment', row.file_name);
  if (store.signedDownload) {
    // object storage: the browser fetches the bytes from the bucket's own origin, never the app's
    const url = await store.signedDownload(row.file_key, { contentType: row.content_type, disposition });
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  }
  reply
    .type(row.content_type)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-security-policy', previewPolicy(row.content_type))
    .header('content-disposition', disposition);
  return sendFileBytes(reply, rangeHeader, { store, key: row.file_key, size: found.size });
}
