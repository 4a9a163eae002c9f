import type { CompletedFile } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { AppError, notFound } from '../errors.ts';
import { SIGNATURE_BYTES } from '../file-content.ts';
import type { AuthContext } from '../request-context.ts';
import { type FileStore, fileStoreFor, readStoredFile, recordStoredFile, removeFiles } from '../storage.ts';
import type { JudgedFile, PreparedFile, UploadedBytes, UploadPurpose } from './purpose.ts';
import { type UploadRow, uploadOf } from './rows.ts';

/**
 * `POST /api/files/complete/` (SPEC §7: JSON with bearer), for an upload of any purpose: every chunk must be there
 * (409 otherwise, the upload kept to resume); a file whose size or content is not what was declared is refused (422)
 * and the upload with its chunks (or its object) is deleted, so it never exists for the product. Otherwise the file
 * is stored and the purpose makes of it what it is for, in one transaction. Completing again answers the same.
 */

type ChunkRow = { index: number; file_key: string | null; size: number; etag: string | null };
type Log = { warn(obj: object, msg: string): void };

/** The disk store's chunk files among chunk rows (object storage parts have none). */
export const chunkFiles = (chunks: readonly { file_key: string | null }[]) =>
  chunks.flatMap((chunk) => (chunk.file_key ? [chunk.file_key] : []));

/** On object storage: the upload's multipart upload aborted and its object, if assembled, removed. */
export async function abandonObject(
  store: FileStore,
  upload: Pick<UploadRow, 'object_key' | 'storage_upload_id'>,
  log: Log,
) {
  if (!store.multipart || !upload.object_key) return;
  if (upload.storage_upload_id)
    await store.multipart.abort(upload.object_key, upload.storage_upload_id).catch(() => {}); // already completed or aborted: nothing left to drop there
  await removeFiles(store, [upload.object_key], log);
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
  if (!found) throw new Error(`upload file ${key} is missing from the file store`);
  const bytes =
    found.size > 0
      ? await store.read(key, { start: 0, end: Math.min(SIGNATURE_BYTES, found.size) - 1 })
      : null;
  if (!bytes) return Buffer.alloc(0);
  const pieces: Buffer[] = [];
  for await (const piece of bytes) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** Reads each part once, when first asked. */
function uploadedBytes(head: () => Promise<Buffer>, whole: () => Promise<Buffer>): UploadedBytes {
  let headRead: Promise<Buffer> | null = null;
  let wholeRead: Promise<Buffer> | null = null;
  return {
    head: () => {
      headRead ??= head();
      return headRead;
    },
    whole: () => {
      wholeRead ??= whole();
      return wholeRead;
    },
  };
}

/**
 * Drops an upload and its chunks (rows, then files; on object storage its multipart upload, and the object when the
 * completion had assembled it): a refused file leaves nothing behind.
 */
async function discard(ctx: ServiceContext, upload: UploadRow, log: Log) {
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

/**
 * The whole file put together in the store and judged by its purpose: on object storage the store assembles the
 * reported parts into the upload's object (whose size must be the declared one); on the disk store the chunk files
 * are read where they are and joined into a new file once judged. Null when the content is not what was declared;
 * 409 (`refusals.incomplete`) when the store refused a reported part, whose reports are then forgotten so the
 * client sends them again.
 */
async function judged(
  ctx: ServiceContext,
  purpose: UploadPurpose,
  store: FileStore,
  upload: UploadRow,
  chunks: readonly ChunkRow[],
): Promise<JudgedFile | null> {
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
        throw new AppError(purpose.refusals.incomplete, 409);
      }
    }
    if ((await store.stat(key))?.size !== Number(upload.size)) return null;
    const bytes = uploadedBytes(
      () => headOf(store, key),
      async () => {
        const whole = await readStoredFile(store, key);
        if (!whole) throw new Error(`upload file ${key} is missing from the file store`);
        return whole;
      },
    );
    const contentType = await purpose.judge(upload, bytes);
    return contentType ? { key, head: await bytes.head(), contentType } : null;
  }
  const files = chunkFiles(chunks);
  const bytes = uploadedBytes(
    () => headOf(store, files[0] ?? ''),
    async () => {
      const pieces: Uint8Array[] = [];
      for await (const piece of concatenated(store, files)) pieces.push(piece);
      return Buffer.concat(pieces);
    },
  );
  const contentType = await purpose.judge(upload, bytes);
  if (!contentType) return null;
  return { key: await store.writeFrom(concatenated(store, files)), head: await bytes.head(), contentType };
}

/**
 * Completes upload `id` of the asker, whatever its purpose (`purposes`, by name): the purpose decides who may (403),
 * what the content must be and what the stored file becomes; another user's or another client's upload is 404.
 */
export async function completeUpload(
  ctx: ServiceContext,
  purposes: ReadonlyMap<string, UploadPurpose>,
  auth: AuthContext,
  id: number,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<CompletedFile> {
  const found = await ctx.db
    .selectFrom('learning_uploads')
    .select('purpose')
    .where('id', '=', id)
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  const purpose = found && purposes.get(found.purpose);
  if (!purpose) throw notFound();
  const scope = await purpose.scope(ctx, auth);
  const upload = await uploadOf(ctx.db, purpose.name, scope, id);
  if (!upload) throw notFound();
  if (upload.file_key) return purpose.answer(ctx, upload, scope);
  const chunks = await ctx.db
    .selectFrom('learning_upload_chunks')
    .select(['index', 'file_key', 'size', 'etag'])
    .where('upload_id', '=', id)
    .orderBy('index')
    .execute();
  const total = chunks.reduce((sum, c) => sum + c.size, 0);
  if (chunks.length !== upload.chunk_count || total !== Number(upload.size))
    throw new AppError(purpose.refusals.incomplete, 409);
  const store = fileStoreFor(ctx);
  const file = await judged(ctx, purpose, store, upload, chunks);
  if (!file) {
    await discard(ctx, upload, log);
    throw new AppError(purpose.refusals.contentMismatch, 422);
  }
  const { key } = file;
  let prepared: PreparedFile | null = null;
  if (purpose.prepare) {
    try {
      prepared = await purpose.prepare(ctx, store, upload, file, log);
    } catch (error) {
      await removeFiles(store, [key], log);
      await discard(ctx, upload, log);
      throw error;
    }
  }
  const contentType = prepared?.contentType ?? file.contentType;
  const extra = prepared?.files ?? [];
  const now = ctx.clock.now();
  // the upload's own object (object storage) is the file of any completion of it: never dropped here
  const own = key === upload.object_key ? [] : [key];
  try {
    const won = await ctx.db.transaction().execute(async (trx) => {
      const locked = await uploadOf(trx, purpose.name, scope, id, true);
      if (!locked) throw notFound();
      // a completion raced this one and won: keep its file
      if (locked.file_key) return false;
      await recordStoredFile(trx, {
        key,
        ownerUserId: null,
        purpose: purpose.name,
        contentType,
        size: total,
      });
      await prepared?.record(trx);
      await trx
        .updateTable('learning_uploads')
        .set({ file_key: key, content_type: contentType, completed_at: now })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('learning_upload_chunks').where('upload_id', '=', id).execute();
      await purpose.record(trx, { upload: locked, scope, key, contentType, size: total, at: now, language });
      return true;
    });
    await removeFiles(store, won ? chunkFiles(chunks) : [...own, ...extra], log);
  } catch (error) {
    // the object stays for a retry (or the cleanup), unless the purpose refused the file: then nothing is kept
    await removeFiles(store, [...own, ...extra], log);
    if (error instanceof AppError) await discard(ctx, upload, log);
    throw error;
  }
  const completed = await uploadOf(ctx.db, purpose.name, scope, id);
  if (!completed) throw notFound();
  return purpose.answer(ctx, completed, scope);
}
