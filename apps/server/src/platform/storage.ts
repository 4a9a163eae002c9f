import { createHmac } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { type Db, preparedQuery } from '../db/connection.ts';
import { randomToken, safeEqual } from './crypto.ts';
import { notFound } from './errors.ts';
import { objectFileStore, storageOf } from './object-store.ts';

/**
 * The platform file store of ARCHITECTURE §6, embedded default: files on local disk under `${dataDir}/files`,
 * named by random unguessable keys, recorded in `stored_files`, and served by `GET /api/v1/files/<key>?sig=…`
 * where `sig` is an HMAC of the key. The signature lets an `<img src>` load a file without a bearer token while
 * nobody can fetch a key they were not given a URL for.
 */

/** Keys are 32 random bytes, base64url: nothing else ever reaches the disk, so no path tricks are possible. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const FILES_ROUTE = '/api/v1/files/:key';
/** Content under a key never changes (a new upload gets a new key), so browsers may keep it a while. */
const FILE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** An inclusive range of a file's bytes, as HTTP's `Range` names them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  /** Writes the bytes under a new random key (atomically: a reader never sees half a file) and returns it. */
  write(data: Buffer): Promise<string>;
  /** Writes a stream of bytes under a new random key, as `write` does, without holding them in memory. */
  writeFrom(source: AsyncIterable<Uint8Array>): Promise<string>;
  /** The size of a stored file, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The file's bytes, or one range of them, as a stream; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * Runs `work` with the file at a local path, for tools that need one (a zip's random access, a converter): the
   * disk store's own file, or a temporary copy of an object, removed afterwards. Null when there is no such file.
   */
  withLocalFile<T>(key: string, work: (file: string, size: number) => Promise<T>): Promise<T | null>;
  /** Removes a file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Object storage only: a short-lived signed URL the browser fetches the file from directly, answered with the
   * given type and disposition. The disk store has none: the app streams its files itself.
   */
  signedDownload?(key: string, answer: { contentType: string; disposition: string }): Promise<string>;
  /** Object storage only: multipart uploads whose parts browsers send straight to the store (direct uploads). */
  multipart?: MultipartUploads;
}

/** A store's multipart uploads: an object assembled from parts sent by signed URLs, then completed or aborted. */
export interface MultipartUploads {
  /** The least size of every part but the last. */
  minPartBytes: number;
  /** Starts the upload of the object file key `key` will name; the upload's id. */
  create(key: string): Promise<string>;
  /** A signed URL to PUT part `number` (1-based) of exactly `size` bytes to, for `seconds`. */
  partUrl(key: string, uploadId: string, number: number, size: number, seconds: number): Promise<string>;
  /** Assembles the object from its parts, named by the ETags their PUTs answered. */
  complete(key: string, uploadId: string, parts: readonly { number: number; etag: string }[]): Promise<void>;
  /** Drops the upload and its parts (none of it becomes an object). */
  abort(key: string, uploadId: string): Promise<void>;
}

/** A stored file's bytes in memory (small files: invoices, images), or null when there is none. */
export async function readStoredFile(store: FileStore, key: string): Promise<Buffer | null> {
  const stream = await store.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/**
 * Creates `file` (never an existing one) with `data`, owner-only, in one open, write and close; removes it when the
 * write fails. ENOENT when its directory is missing.
 */
async function writeNewFile(file: string, data: Buffer): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(data);
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
}

/** The disk store rooted at `${dataDir}/files`, two-character fan-out so no directory grows huge. */
export function diskFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => {
    if (!isFileKey(key)) throw new RangeError('not a file key');
    return path.join(root, key.slice(0, 2), key);
  };
  const sizeOf = async (key: string) => {
    if (!isFileKey(key)) return null;
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    async write(data) {
      const key = randomToken(32);
      const file = fileOf(key);
      // Written in place, not renamed from a partial name: the key is new and nobody has it before this returns
      // (a file's row and URLs come after), so no reader sees a partial file; a failed write leaves nothing.
      try {
        await writeNewFile(file, data);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        // the fan-out directory does not exist yet: its first file creates it
        await mkdir(path.dirname(file), { recursive: true });
        await writeNewFile(file, data);
      }
      return key;
    },
    async writeFrom(source) {
      const key = randomToken(32);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomToken(6)}.part`;
      try {
        await pipeline(Readable.from(source), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, file);
      return key;
    },
    stat: sizeOf,
    async read(key, range) {
      if (!(await sizeOf(key))) return null;
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async withLocalFile(key, work) {
      const found = await sizeOf(key);
      return found ? work(fileOf(key), found.size) : null;
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}

const objectStores = new WeakMap<object, FileStore>();

/**
 * The file store of a service context: an S3-compatible bucket when STORAGE_URL is set (object-store.ts), else the
 * disk store under DATA_DIR.
 */
export function fileStoreFor(ctx: Pick<ServiceContext, 'config'>): FileStore {
  const storage = storageOf(ctx.config);
  if (!storage) return diskFileStore(ctx.config.dataDir);
  let store = objectStores.get(ctx.config);
  if (!store) {
    store = objectFileStore(storage);
    objectStores.set(ctx.config, store);
  }
  return store;
}

function fileSignature(key: string, secret: string): string {
  return createHmac('sha256', secret).update(`stored-file:${key}`).digest('base64url');
}

/** The URL a browser loads a stored file from (same origin, relative). */
export function signedFileUrl(key: string, secret: string): string {
  return `/api/v1/files/${key}?sig=${fileSignature(key, secret)}`;
}

export function verifyFileSignature(key: string, signature: string, secret: string): boolean {
  return safeEqual(signature, fileSignature(key, secret));
}

// stored_files: one row per file, in the caller's transaction, so a file belongs to exactly one owner and purpose.

/** Every upload writes one: prepared once per connection. */
const RECORD_STORED_FILE =
  preparedQuery(`insert into stored_files (key, owner_user_id, purpose, content_type, size)
  values ($1::text, $2::bigint, $3::text, $4::text, $5::integer)`);

export async function recordStoredFile(
  db: Db,
  values: { key: string; ownerUserId: number | null; purpose: string; contentType: string; size: number },
) {
  await RECORD_STORED_FILE(db, [
    values.key,
    values.ownerUserId,
    values.purpose,
    values.contentType,
    values.size,
  ]);
}

export async function findStoredFile(db: Db, key: string) {
  return db
    .selectFrom('stored_files')
    .select(['key', 'content_type', 'size'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Deletes an owner's file rows (of one purpose, or all) and returns their keys, to remove after commit. */
export async function deleteStoredFilesOf(db: Db, ownerUserId: number, purpose?: string): Promise<string[]> {
  let query = db.deleteFrom('stored_files').where('owner_user_id', '=', ownerUserId);
  if (purpose !== undefined) query = query.where('purpose', '=', purpose);
  const rows = await query.returning('key').execute();
  return rows.map((r) => r.key);
}

/** Removes files from the store after the transaction that dropped their rows committed; failures are logged. */
export async function removeFiles(
  store: FileStore,
  keys: string[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      store.remove(key).catch((err: unknown) => log.warn({ err, key }, 'file removal failed')),
    ),
  );
}

/** A stored file a signed URL points at, or null (bad signature, unknown key, row or file gone). */
export async function openSignedFile(ctx: ServiceContext, key: string, signature: string | undefined) {
  if (!isFileKey(key) || !signature || !verifyFileSignature(key, signature, ctx.secret)) return null;
  const record = await findStoredFile(ctx.db, key);
  const store = fileStoreFor(ctx);
  const found = record ? await store.stat(key) : null;
  return record && found ? { contentType: record.content_type, key, size: found.size, store } : null;
}

const FileParams = z.object({ key: z.string() });
const FileQuery = z.object({ sig: z.string().max(100).optional() });

/**
 * The byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): one `bytes=` range, `first-last`,
 * `first-` or `-suffix`. Null when the header is absent or not a single bytes range (the whole file is sent), and
 * 'unsatisfiable' when it starts past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * `GET /api/v1/files/<key>?sig=…`: the file with its recorded type; a wrong signature or unknown key is 404. Media
 * seek with `Range` (one bytes range: 206 with `Content-Range`; past the end 416 with `Content-Range: bytes *\/size`);
 * every answer says `Accept-Ranges: bytes`.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    FILES_ROUTE,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file, by its signed URL (Range requests answer 206)',
        params: FileParams,
        querystring: FileQuery,
      },
    },
    async (request, reply) => {
      const found = await openSignedFile(ctx, request.params.key, request.query.sig);
      if (!found) throw notFound();
      if (found.store.signedDownload) {
        const url = await found.store.signedDownload(found.key, {
          contentType: found.contentType,
          disposition: 'inline',
        });
        return reply.header('cache-control', 'private, no-store').redirect(url, 302);
      }
      reply
        .type(found.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${FILE_MAX_AGE_SECONDS}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      return sendFileBytes(reply, request.headers.range, found);
    },
  );
};

/**
 * Streams a stored file's bytes, the whole file or the one range a `Range` header asks (206 with `Content-Range`;
 * past the end 416 with `Content-Range: bytes *\/size`). The caller has set the type and other headers.
 */
export async function sendFileBytes(
  reply: FastifyReply,
  rangeHeader: string | undefined,
  found: { store: FileStore; key: string; size: number },
) {
  const range = byteRange(rangeHeader, found.size);
  if (range === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${found.size}`).send();
  const bytes = await found.store.read(found.key, range ?? undefined);
  if (!bytes) throw notFound();
  if (range)
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(bytes);
  return reply.header('content-length', found.size).send(bytes);
}
