import { createHash, createHmac } from 'node:crypto';
import type { UploadPartUrls, UploadStatus } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { safeEqual } from '../crypto.ts';
import { AppError, notFound } from '../errors.ts';
import type { AuthContext } from '../request-context.ts';
import { fileStoreFor, removeFiles } from '../storage.ts';
import type { UploadPurpose } from './purpose.ts';
import { chunkBytes, statusOf, uploadOf } from './rows.ts';
import { invalidField } from './uploads.ts';

/**
 * Direct uploads (issue 17, SPEC §7): the browser PUTs each chunk's bytes straight to the file store by a signed URL,
 * with no authorization of its own, then reports the ETag the store answered. On object storage a URL is the
 * store's, for one part of the upload's multipart upload; on the disk store it is the server's own (the purpose's
 * `diskPartPath`), so the web has one upload path whatever the store.
 */

const partSignature = (secret: string, claim: string) =>
  createHmac('sha256', secret).update(`upload-part:${claim}`).digest('base64url');

/** A disk part URL: its token names the upload, the chunk and the URL's expiry, signed. */
function diskPartUrl(path: string, secret: string, uploadId: number, index: number, expiresAt: Date): string {
  const claim = `${uploadId}.${index}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${path}${claim}.${partSignature(secret, claim)}`;
}

/** What a disk part URL's token says, or null when it is not one this server signed. */
function readPartToken(secret: string, token: string) {
  const match = /^(\d{1,18})\.(\d{1,6})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, upload, index, expires, signature] = match as unknown as [string, string, string, string, string];
  if (!safeEqual(signature, partSignature(secret, `${upload}.${index}.${expires}`))) return null;
  return { uploadId: Number(upload), index: Number(index), expiresAt: new Date(Number(expires) * 1000) };
}

/** An ETag as S3 makes a part's: the MD5 of its bytes, quoted. */
const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/**
 * A purpose's part URLs: where to PUT each asked chunk, for the store's signed-URL lifetime. Someone else's upload
 * is not found; a completed one is 409; an index past the last chunk is 400.
 */
export async function partUrls(
  ctx: ServiceContext,
  purpose: UploadPurpose,
  auth: AuthContext,
  id: number,
  indexes: readonly number[],
  language: LanguageCode,
): Promise<UploadPartUrls> {
  const scope = await purpose.scope(ctx, auth);
  const upload = await uploadOf(ctx.db, purpose.name, scope, id);
  if (!upload) throw notFound();
  if (upload.file_key) throw new AppError(purpose.refusals.closed, 409);
  if (indexes.some((index) => index >= upload.chunk_count)) throw invalidField('indexes', language);
  const seconds = ctx.config.STORAGE_SIGNED_URL_SECONDS;
  const expiresAt = new Date(ctx.clock.now().getTime() + seconds * 1000);
  const multipart = fileStoreFor(ctx).multipart;
  const parts = await Promise.all(
    [...new Set(indexes)].map(async (index) => ({
      index,
      url:
        multipart && upload.object_key && upload.storage_upload_id
          ? await multipart.partUrl(
              upload.object_key,
              upload.storage_upload_id,
              index + 1,
              chunkBytes(upload, index),
              seconds,
            )
          : diskPartUrl(purpose.diskPartPath, ctx.secret, upload.id, index, expiresAt),
      expires_at: expiresAt.toISOString(),
    })),
  );
  return { parts };
}

/**
 * The disk store's part URL of a purpose: the chunk's bytes, exactly its size, stored as a file of the store and
 * recorded; a chunk sent again replaces the one stored. Answers the part's ETag. A token this server did not sign,
 * an upload gone or of another purpose is 404; an expired URL 403; a completed upload 409.
 */
export async function putDiskPart(
  ctx: ServiceContext,
  purpose: UploadPurpose,
  token: string,
  bytes: Buffer,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<string> {
  const claim = readPartToken(ctx.secret, token);
  if (!claim) throw notFound();
  if (claim.expiresAt.getTime() < ctx.clock.now().getTime())
    throw new AppError(purpose.refusals.linkExpired, 403);
  const upload = await ctx.db
    .selectFrom('learning_uploads')
    .select(['id', 'size', 'chunk_size', 'chunk_count', 'file_key'])
    .where('id', '=', claim.uploadId)
    .where('purpose', '=', purpose.name)
    .executeTakeFirst();
  if (!upload || claim.index >= upload.chunk_count) throw notFound();
  if (upload.file_key) throw new AppError(purpose.refusals.closed, 409);
  if (bytes.length !== chunkBytes(upload, claim.index)) throw invalidField('chunk', language);
  const store = fileStoreFor(ctx);
  const key = await store.write(bytes);
  const etag = etagOf(bytes);
  let replaced: string | null = null;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('learning_uploads')
        .select('file_key')
        .where('id', '=', upload.id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw notFound();
      if (locked.file_key) throw new AppError(purpose.refusals.closed, 409);
      const previous = await trx
        .selectFrom('learning_upload_chunks')
        .select('file_key')
        .where('upload_id', '=', upload.id)
        .where('index', '=', claim.index)
        .executeTakeFirst();
      replaced = previous?.file_key ?? null;
      await trx
        .insertInto('learning_upload_chunks')
        .values({ upload_id: upload.id, index: claim.index, file_key: key, size: bytes.length, etag })
        .onConflict((oc) =>
          oc.columns(['upload_id', 'index']).doUpdateSet({ file_key: key, size: bytes.length, etag }),
        )
        .execute();
    });
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
  if (replaced) await removeFiles(store, [replaced], log);
  return etag;
}

/**
 * A purpose's part report: the browser reports a chunk it sent with the ETag the store answered. On object storage
 * that records the part (completing names each part by its ETag; a wrong one fails the completion, which then asks
 * for the parts again); on the disk store the server stored the chunk itself, and a report of a chunk it does not
 * hold with that ETag is 409 (`refusals.partMissing`).
 */
export async function reportPart(
  ctx: ServiceContext,
  purpose: UploadPurpose,
  auth: AuthContext,
  id: number,
  index: number,
  etag: string,
  language: LanguageCode,
): Promise<UploadStatus> {
  const scope = await purpose.scope(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    const upload = await uploadOf(trx, purpose.name, scope, id, true);
    if (!upload) throw notFound();
    if (upload.file_key) throw new AppError(purpose.refusals.closed, 409);
    if (index >= upload.chunk_count) throw invalidField('index', language);
    if (upload.storage_upload_id) {
      const size = chunkBytes(upload, index);
      await trx
        .insertInto('learning_upload_chunks')
        .values({ upload_id: upload.id, index, file_key: null, size, etag })
        .onConflict((oc) => oc.columns(['upload_id', 'index']).doUpdateSet({ file_key: null, size, etag }))
        .execute();
    } else {
      const held = await trx
        .selectFrom('learning_upload_chunks')
        .select('etag')
        .where('upload_id', '=', upload.id)
        .where('index', '=', index)
        .executeTakeFirst();
      if (held?.etag !== etag) throw new AppError(purpose.refusals.partMissing, 409);
    }
    return statusOf(trx, upload, ctx.secret);
  });
}
