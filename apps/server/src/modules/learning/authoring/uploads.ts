import type { CompletedUpload, StartUploadRequest, UploadStatus } from '@elevar/contract';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_CHUNKS } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { randomToken } from '../../../platform/crypto.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import {
  type FileStore,
  fileStoreFor,
  recordStoredFile,
  removeFiles,
  signedFileUrl,
} from '../../../platform/storage.ts';
import { type PreparedPresentation, preparePresentation } from '../ppt/prepare.ts';
import { SNIFF_BYTES, sniffMedia } from './media-kinds.ts';
import { fieldError } from './texts.ts';
import { scopeOf, statusOf, type UploadRow, uploadOf } from './upload-rows.ts';

/**
 * The one upload path of learning media (docs/learning.md "Authoring"): an author declares a file (name, size, kind,
 * chunk size), sends its chunks straight to the file store in any order and as often as needed (upload-parts.ts:
 * signed URLs, each chunk exactly its size, a chunk sent again replacing the one stored, so retries are harmless),
 * then completes it (`POST /api/files/complete/`): the whole file is checked by its size and by content against the
 * declared kind, and only then exists for the product, as one file of the platform file store whose signed URL
 * (served with Range) goes into an activity's `content.url`. On the disk store the chunks are files of the store
 * until the completion joins them; on object storage they are the parts of one multipart upload, which the
 * completion assembles in the store. Either way any instance can take the next step.
 */

const PURPOSE = 'learning_media';

/**
 * POST /api/v1/admin/learning/uploads. On object storage the chunk size is raised to the store's least part size and
 * the store's multipart upload begins here, under the key the file will have.
 */
export async function startUpload(
  ctx: ServiceContext,
  auth: AuthContext,
  body: StartUploadRequest,
  language: LanguageCode,
): Promise<UploadStatus> {
  const scope = await scopeOf(ctx, auth);
  if (body.size > UPLOAD_MAX_BYTES[body.kind]) throw new AppError('learning.upload_too_large', 413);
  const multipart = fileStoreFor(ctx).multipart;
  const chunkSize = multipart ? Math.max(body.chunk_size, multipart.minPartBytes) : body.chunk_size;
  const chunkCount = Math.ceil(body.size / chunkSize);
  if (chunkCount > UPLOAD_MAX_CHUNKS) throw fieldError('chunk_size', 'field.invalid', language);
  const objectKey = multipart ? randomToken(32) : null;
  const storageUploadId = multipart && objectKey ? await multipart.create(objectKey) : null;
  const row = await ctx.db
    .insertInto('learning_uploads')
    .values({
      client_id: scope.clientId,
      user_id: scope.actorId,
      kind: body.kind,
      name: body.name,
      size: body.size,
      chunk_size: chunkSize,
      chunk_count: chunkCount,
      object_key: objectKey,
      storage_upload_id: storageUploadId,
      created_at: ctx.clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return statusOf(ctx.db, row, ctx.secret);
}

/** GET /api/v1/admin/learning/uploads/:id: what was received, to resume. Someone else's upload is not found. */
export async function uploadStatus(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
): Promise<UploadStatus> {
  const scope = await scopeOf(ctx, auth);
  const upload = await uploadOf(ctx.db, scope, id);
  if (!upload) throw notFound();
  return statusOf(ctx.db, upload, ctx.secret);
}

/** The bytes of the chunks' files in order, streamed. */
async function* concatenated(store: FileStore, keys: readonly string[]): AsyncIterable<Uint8Array> {
  for (const key of keys) {
    const bytes = await store.read(key);
    if (!bytes) throw new Error(`upload chunk ${key} is missing from the file store`);
    for await (const piece of bytes) yield piece as Uint8Array;
  }
}

async function headOf(store: FileStore, key: string): Promise<Buffer> {
  const found = await store.stat(key);
  const bytes =
    found && found.size > 0
      ? await store.read(key, { start: 0, end: Math.min(SNIFF_BYTES, found.size) - 1 })
      : null;
  if (!found) throw new Error(`upload chunk ${key} is missing from the file store`);
  if (!bytes) return Buffer.alloc(0);
  const pieces: Buffer[] = [];
  for await (const piece of bytes) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/**
 * Drops an upload and its chunks (rows, then files; on object storage its multipart upload, and the object when the
 * completion had assembled it): a refused file leaves nothing behind.
 */
async function discard(ctx: ServiceContext, upload: UploadRow, log: FastifyRequest['log']) {
  const chunks = await ctx.db
    .deleteFrom('learning_upload_chunks')
    .where('upload_id', '=', upload.id)
    .returning('file_key')
    .execute();
  await ctx.db.deleteFrom('learning_uploads').where('id', '=', upload.id).execute();
  const store = fileStoreFor(ctx);
  await removeFiles(store, chunkFiles(chunks), log);
  await abandonObject(store, upload, log);
}

/** The disk store's chunk files among chunk rows (object storage parts have none). */
export const chunkFiles = (chunks: readonly { file_key: string | null }[]) =>
  chunks.flatMap((chunk) => (chunk.file_key ? [chunk.file_key] : []));

/** On object storage: the upload's multipart upload aborted and its object, if assembled, removed. */
export async function abandonObject(
  store: FileStore,
  upload: Pick<UploadRow, 'object_key' | 'storage_upload_id'>,
  log: { warn(obj: object, msg: string): void },
) {
  if (!store.multipart || !upload.object_key) return;
  if (upload.storage_upload_id)
    await store.multipart.abort(upload.object_key, upload.storage_upload_id).catch(() => {}); // already completed or aborted: nothing left to drop there
  await removeFiles(store, [upload.object_key], log);
}

/**
 * The whole file, put together in the store: on object storage the store assembles the reported parts into the
 * upload's object; on the disk store the chunk files are joined into a new file, once the head is known to be of
 * the declared kind. Null when the content is not of the declared kind (or, assembled, not of the declared size);
 * 409 `learning.upload_incomplete` when the store refused a reported part, whose reports are then forgotten so the
 * client sends them again.
 */
async function assembled(
  ctx: ServiceContext,
  store: FileStore,
  upload: UploadRow,
  chunks: readonly { index: number; file_key: string | null; etag: string | null }[],
): Promise<{ key: string; head: Buffer; contentType: string } | null> {
  if (store.multipart && upload.object_key && upload.storage_upload_id) {
    const key = upload.object_key;
    try {
      await store.multipart.complete(
        key,
        upload.storage_upload_id,
        chunks.map((chunk) => ({ number: chunk.index + 1, etag: chunk.etag ?? '' })),
      );
    } catch {
      // a completion that raced this one may have assembled it already; otherwise a part is not as reported
      if (!(await store.stat(key))) {
        await ctx.db.deleteFrom('learning_upload_chunks').where('upload_id', '=', upload.id).execute();
        throw new AppError('learning.upload_incomplete', 409);
      }
    }
    const stored = await store.stat(key);
    const head = await headOf(store, key);
    const contentType = stored?.size === Number(upload.size) ? sniffMedia(upload.kind, head) : null;
    return contentType ? { key, head, contentType } : null;
  }
  const files = chunkFiles(chunks);
  const head = await headOf(store, files[0] ?? '');
  const contentType = sniffMedia(upload.kind, head);
  if (!contentType) return null;
  return { key: await store.writeFrom(concatenated(store, files)), head, contentType };
}

/**
 * POST /api/files/complete/ (SPEC §7: JSON with bearer) with the upload's id. Every chunk must be there (409
 * otherwise, the upload kept to resume); a file whose size or content is not what was declared is refused (422) and
 * the upload with its chunks is deleted, so it never exists for the product. Completing again answers the stored
 * file.
 */
export async function completeUpload(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  request: FastifyRequest,
): Promise<CompletedUpload> {
  const scope = await scopeOf(ctx, auth);
  const store = fileStoreFor(ctx);
  const answer = (
    upload: UploadRow,
    key: string,
    contentType: string,
    presentation: UploadRow['presentation'] = upload.presentation,
  ): CompletedUpload => ({
    id: upload.id,
    name: upload.name,
    kind: upload.kind,
    size: Number(upload.size),
    content_type: contentType,
    url: signedFileUrl(key, ctx.secret),
    ...(presentation ? { presentation: presentationAnswer(presentation, ctx.secret) } : {}),
  });
  const upload = await uploadOf(ctx.db, scope, id);
  if (!upload) throw notFound();
  if (upload.file_key)
    return answer(upload, upload.file_key, upload.content_type ?? 'application/octet-stream');
  const chunks = await ctx.db
    .selectFrom('learning_upload_chunks')
    .select(['index', 'file_key', 'size', 'etag'])
    .where('upload_id', '=', id)
    .orderBy('index')
    .execute();
  const total = chunks.reduce((sum, c) => sum + c.size, 0);
  if (chunks.length !== upload.chunk_count || total !== Number(upload.size))
    throw new AppError('learning.upload_incomplete', 409);
  const whole = await assembled(ctx, store, upload, chunks);
  if (!whole) {
    await discard(ctx, upload, request.log);
    throw new AppError('learning.upload_content_mismatch', 422);
  }
  const { key, head } = whole;
  let contentType = whole.contentType;
  let prepared: PreparedPresentation | null = null;
  if (upload.kind === 'presentation') {
    try {
      prepared = await preparePresentation(ctx, store, key, head, request.log);
    } catch (error) {
      await removeFiles(store, [key], request.log);
      await discard(ctx, upload, request.log);
      throw error;
    }
    contentType = prepared.contentType;
  }
  const pdfKey = prepared?.stored.pdf_key ?? null;
  const type = contentType;
  const now = ctx.clock.now();
  try {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const locked = await uploadOf(trx, scope, id, true);
      if (!locked) throw notFound();
      // a completion raced this one and won: keep its file
      if (locked.file_key)
        return {
          winner: locked.file_key,
          type: locked.content_type ?? type,
          presentation: locked.presentation,
        };
      await recordStoredFile(trx, {
        key,
        ownerUserId: null,
        purpose: PURPOSE,
        contentType: type,
        size: total,
      });
      if (pdfKey)
        await recordStoredFile(trx, {
          key: pdfKey,
          ownerUserId: null,
          purpose: PURPOSE,
          contentType: 'application/pdf',
          size: prepared?.pdfSize ?? 0,
        });
      await trx
        .updateTable('learning_uploads')
        .set({
          file_key: key,
          content_type: type,
          completed_at: now,
          presentation: prepared ? JSON.stringify(prepared.stored) : null,
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('learning_upload_chunks').where('upload_id', '=', id).execute();
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: 'learning.upload.completed',
        entity: 'media_upload',
        entityId: id,
        fields: ['file_key'],
        at: now,
      });
      return { winner: key, type, presentation: prepared?.stored ?? null };
    });
    if (done.winner !== key) await removeFiles(store, pdfKey ? [key, pdfKey] : [key], request.log);
    else await removeFiles(store, chunkFiles(chunks), request.log);
    return answer(upload, done.winner, done.type, done.presentation);
  } catch (error) {
    await removeFiles(store, pdfKey ? [key, pdfKey] : [key], request.log);
    throw error;
  }
}

/** The upload answer's `presentation`: what the server made of it, the pdf's key as a signed URL. */
function presentationAnswer(
  stored: NonNullable<UploadRow['presentation']>,
  secret: string,
): NonNullable<CompletedUpload['presentation']> {
  return {
    format: stored.format,
    pages: stored.pages,
    pdf_url: stored.pdf_key ? signedFileUrl(stored.pdf_key, secret) : null,
    download_only: stored.format === 'ppt' && !stored.pdf_key,
  };
}
