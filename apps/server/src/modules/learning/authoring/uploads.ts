import type { CompletedUpload, StartUploadRequest, UploadStatus } from '@elevar/contract';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_CHUNKS } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import {
  type FileStore,
  fileStoreFor,
  recordStoredFile,
  removeFiles,
  signedFileUrl,
} from '../../../platform/storage.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { loadActor } from '../../identity/index.ts';
import { type PreparedPresentation, preparePresentation } from '../ppt/prepare.ts';
import { SNIFF_BYTES, sniffMedia } from './media-kinds.ts';
import { type AuthorScope, authorScope } from './policy.ts';
import { fieldError } from './texts.ts';

/**
 * The one upload path of learning media (docs/learning.md "Authoring"): an author declares a file (name, size, kind,
 * chunk size), sends its chunks in any order and as often as needed (each chunk a multipart part of exactly its
 * size; a chunk sent again replaces the one stored, so retries are harmless), then completes it: the whole file is
 * checked by content against the declared kind, stored as one file of the platform file store, and its signed URL
 * (served with Range) goes into an activity's `content.url`. Only this path takes bodies this large: a chunk's limit
 * is set on its own multipart read. Chunks live in the file store too, so any instance can take the next one.
 */

const PURPOSE = 'learning_media';

async function scopeOf(ctx: ServiceContext, auth: AuthContext): Promise<AuthorScope> {
  return authorScope(await loadActor(ctx, auth));
}

function uploadOf(db: ServiceContext['db'] | Trx, scope: AuthorScope, id: number, lock = false) {
  let query = db
    .selectFrom('learning_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', scope.clientId)
    .where('user_id', '=', scope.actorId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

type UploadRow = NonNullable<Awaited<ReturnType<typeof uploadOf>>>;

/** Bytes chunk `index` must have. */
function chunkBytes(upload: Pick<UploadRow, 'size' | 'chunk_size' | 'chunk_count'>, index: number): number {
  const size = Number(upload.size);
  return index < upload.chunk_count - 1
    ? upload.chunk_size
    : size - upload.chunk_size * (upload.chunk_count - 1);
}

async function statusOf(
  db: ServiceContext['db'] | Trx,
  upload: UploadRow,
  secret: string,
): Promise<UploadStatus> {
  const chunks = await db
    .selectFrom('learning_upload_chunks')
    .select('index')
    .where('upload_id', '=', upload.id)
    .orderBy('index')
    .execute();
  return {
    id: upload.id,
    name: upload.name,
    kind: upload.kind,
    size: Number(upload.size),
    chunk_size: upload.chunk_size,
    chunk_count: upload.chunk_count,
    received: upload.file_key ? [] : chunks.map((c) => c.index),
    url: upload.file_key ? signedFileUrl(upload.file_key, secret) : null,
  };
}

/** POST /api/v1/admin/learning/uploads */
export async function startUpload(
  ctx: ServiceContext,
  auth: AuthContext,
  body: StartUploadRequest,
  language: LanguageCode,
): Promise<UploadStatus> {
  const scope = await scopeOf(ctx, auth);
  if (body.size > UPLOAD_MAX_BYTES[body.kind]) throw new AppError('learning.upload_too_large', 413);
  const chunkCount = Math.ceil(body.size / body.chunk_size);
  if (chunkCount > UPLOAD_MAX_CHUNKS) throw fieldError('chunk_size', 'field.invalid', language);
  const row = await ctx.db
    .insertInto('learning_uploads')
    .values({
      client_id: scope.clientId,
      user_id: scope.actorId,
      kind: body.kind,
      name: body.name,
      size: body.size,
      chunk_size: body.chunk_size,
      chunk_count: chunkCount,
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

/** PUT /api/v1/admin/learning/uploads/:id/chunks/:index (multipart, field `chunk`). */
export async function putChunk(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  index: number,
  request: FastifyRequest,
  language: LanguageCode,
): Promise<UploadStatus> {
  const scope = await scopeOf(ctx, auth);
  const upload = await uploadOf(ctx.db, scope, id);
  if (!upload) throw notFound();
  if (upload.file_key) throw new AppError('learning.upload_closed', 409);
  if (index >= upload.chunk_count) throw fieldError('index', 'field.invalid', language);
  const expected = chunkBytes(upload, index);
  const part = await readUploadedFile(request, {
    field: 'chunk',
    maxBytes: expected,
    tooLarge: 'learning.upload_too_large',
  });
  if (part.buffer.length !== expected) throw fieldError('chunk', 'field.invalid', language);
  const store = fileStoreFor(ctx);
  const key = await store.write(part.buffer);
  let replaced: string | undefined;
  try {
    const status = await ctx.db.transaction().execute(async (trx) => {
      const locked = await uploadOf(trx, scope, id, true);
      if (!locked) throw notFound();
      if (locked.file_key) throw new AppError('learning.upload_closed', 409);
      const previous = await trx
        .selectFrom('learning_upload_chunks')
        .select('file_key')
        .where('upload_id', '=', id)
        .where('index', '=', index)
        .executeTakeFirst();
      replaced = previous?.file_key;
      await trx
        .insertInto('learning_upload_chunks')
        .values({ upload_id: id, index, file_key: key, size: expected })
        .onConflict((oc) => oc.columns(['upload_id', 'index']).doUpdateSet({ file_key: key, size: expected }))
        .execute();
      return statusOf(trx, locked, ctx.secret);
    });
    if (replaced) await removeFiles(store, [replaced], request.log);
    return status;
  } catch (error) {
    await removeFiles(store, [key], request.log);
    throw error;
  }
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

/** Drops an upload and its chunks (rows, then files): a refused file leaves nothing behind. */
async function discard(ctx: ServiceContext, upload: UploadRow, log: FastifyRequest['log']) {
  const chunks = await ctx.db
    .deleteFrom('learning_upload_chunks')
    .where('upload_id', '=', upload.id)
    .returning('file_key')
    .execute();
  await ctx.db.deleteFrom('learning_uploads').where('id', '=', upload.id).execute();
  await removeFiles(
    fileStoreFor(ctx),
    chunks.map((c) => c.file_key),
    log,
  );
}

/**
 * POST /api/v1/admin/learning/uploads/:id/complete. Every chunk must be there (409 otherwise, the upload kept to
 * resume); a file whose content is not the declared kind is refused (422) and the upload with its chunks is
 * deleted. Completing again answers the stored file.
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
    .select(['index', 'file_key', 'size'])
    .where('upload_id', '=', id)
    .orderBy('index')
    .execute();
  const total = chunks.reduce((sum, c) => sum + c.size, 0);
  if (chunks.length !== upload.chunk_count || total !== Number(upload.size))
    throw new AppError('learning.upload_incomplete', 409);
  const head = await headOf(store, chunks[0]?.file_key ?? '');
  let contentType = sniffMedia(upload.kind, head);
  if (!contentType) {
    await discard(ctx, upload, request.log);
    throw new AppError('learning.upload_content_mismatch', 422);
  }
  const key = await store.writeFrom(
    concatenated(
      store,
      chunks.map((c) => c.file_key),
    ),
  );
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
    else
      await removeFiles(
        store,
        chunks.map((c) => c.file_key),
        request.log,
      );
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
