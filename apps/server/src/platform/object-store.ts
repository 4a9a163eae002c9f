import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.ts';
import { randomToken } from './crypto.ts';
import { type ByteRange, type FileStore, isFileKey } from './storage.ts';

/**
 * The file store on any S3-compatible service (ARCHITECTURE §6, production): the same random keys as the disk store,
 * one object each under the bucket (and `files/` prefix), written whole or by multipart for streams, read whole or by
 * range, and handed to browsers as short-lived signed URLs instead of being streamed through the app.
 */

export interface ObjectStorage {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
  signedUrlSeconds: number;
}

/** The object storage STORAGE_* configure, or null (the disk store); a half-configured one is an error. */
export function storageOf(config: Config): ObjectStorage | null {
  if (!config.STORAGE_URL) return null;
  const missing = (['STORAGE_BUCKET', 'STORAGE_ACCESS_KEY_ID', 'STORAGE_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !config[name],
  );
  if (missing.length > 0) throw new Error(`STORAGE_URL is set but ${missing.join(', ')} not`);
  return {
    endpoint: config.STORAGE_URL,
    bucket: config.STORAGE_BUCKET as string,
    region: config.STORAGE_REGION,
    accessKeyId: config.STORAGE_ACCESS_KEY_ID as string,
    secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY as string,
    pathStyle: config.STORAGE_PATH_STYLE,
    signedUrlSeconds: config.STORAGE_SIGNED_URL_SECONDS,
  };
}

/**
 * The origin browsers load stored files from: the endpoint's, or with virtual-hosted addressing (the default) the
 * bucket's own host under it. Null on the disk store.
 */
export function storageOriginOf(config: Config): string | null {
  const storage = storageOf(config);
  if (!storage) return null;
  const endpoint = new URL(storage.endpoint);
  if (!storage.pathStyle) endpoint.hostname = `${storage.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}

/** S3's least size of every part but the last. */
const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** Streams are sent in parts of this size. */
const PART_BYTES = 8 * 1024 * 1024;

const objectKey = (key: string) => `files/${key}`;

const notFoundCodes = new Set(['NoSuchKey', 'NotFound']);
function isMissing(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return notFoundCodes.has(named.name ?? '') || named.$metadata?.httpStatusCode === 404;
}

export function s3ClientOf(storage: ObjectStorage): S3Client {
  return new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.pathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    // checksums only when an operation requires one: S3-compatible stores do not all know the newer ones
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Collects a stream into parts of PART_BYTES (the last one shorter). */
async function* partsOf(source: AsyncIterable<Uint8Array>): AsyncIterable<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    size += chunk.byteLength;
    while (size >= PART_BYTES) {
      const whole = Buffer.concat(pending);
      yield whole.subarray(0, PART_BYTES);
      pending = [whole.subarray(PART_BYTES)];
      size = whole.length - PART_BYTES;
    }
  }
  if (size > 0 || pending.length === 0) yield Buffer.concat(pending);
}

export function objectFileStore(storage: ObjectStorage): FileStore {
  const s3 = s3ClientOf(storage);
  const Bucket = storage.bucket;

  async function put(Key: string, Body: Buffer) {
    await s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength: Body.length }));
  }

  async function stat(key: string) {
    if (!isFileKey(key)) return null;
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isFileKey(key)) return null;
    try {
      const answer = await s3.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async write(data) {
      const key = randomToken(32);
      await put(objectKey(key), data);
      return key;
    },

    // an object appears whole when its upload completes: a reader never sees half of it
    async writeFrom(source) {
      const key = randomToken(32);
      const Key = objectKey(key);
      const parts = partsOf(source)[Symbol.asyncIterator]();
      const first = await parts.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      if (firstPart.length < PART_BYTES) {
        await put(Key, firstPart);
        return key;
      }
      const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      try {
        const done: { ETag: string; PartNumber: number }[] = [];
        const send = async (Body: Buffer) => {
          const PartNumber = done.length + 1;
          const { ETag } = await s3.send(
            new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength: Body.length }),
          );
          done.push({ ETag: ETag ?? '', PartNumber });
        };
        await send(firstPart);
        for (let next = await parts.next(); !next.done; next = await parts.next()) await send(next.value);
        await s3.send(
          new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }),
        );
      } catch (error) {
        await s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
        throw error;
      }
      return key;
    },

    stat,
    read,

    async withLocalFile(key, work) {
      const found = await stat(key);
      const bytes = found ? await read(key) : null;
      if (!found || !bytes) return null;
      const dir = await mkdtemp(path.join(tmpdir(), 'elevar-object-'));
      try {
        const file = path.join(dir, 'file');
        await pipeline(bytes, createWriteStream(file, { mode: 0o600 }));
        return await work(file, found.size);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async remove(key) {
      if (!isFileKey(key)) return;
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    multipart: {
      minPartBytes: S3_MIN_PART_BYTES,
      async create(key) {
        const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key: objectKey(key) }));
        if (!UploadId) throw new Error('the object store started no multipart upload');
        return UploadId;
      },
      partUrl(key, uploadId, number, size, seconds) {
        return getSignedUrl(
          s3,
          new UploadPartCommand({
            Bucket,
            Key: objectKey(key),
            UploadId: uploadId,
            PartNumber: number,
            ContentLength: size,
          }),
          { expiresIn: seconds },
        );
      },
      async complete(key, uploadId, parts) {
        await s3.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: objectKey(key),
            UploadId: uploadId,
            MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.number, ETag: part.etag })) },
          }),
        );
      },
      async abort(key, uploadId) {
        await s3.send(new AbortMultipartUploadCommand({ Bucket, Key: objectKey(key), UploadId: uploadId }));
      },
    },

    async signedDownload(key, answer) {
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          ResponseContentType: answer.contentType,
          ResponseContentDisposition: answer.disposition,
        }),
        { expiresIn: storage.signedUrlSeconds },
      );
    },
  };
}
