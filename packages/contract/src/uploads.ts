import { z } from 'zod';
import { queryId } from './common.ts';

/**
 * Direct uploads (issue 17, SPEC §7): one chunked, resumable path for every file too large for a form upload, whose
 * chunks go straight to the file store. What each purpose uploads (learning's media and packages, the library's
 * files) is declared by its own start request; the steps after it (status, part URLs, part reports) take and answer
 * the same schemas whatever the purpose, and `POST /api/files/complete/` completes any of them.
 */

/** No upload of any purpose is larger (bytes); each purpose refuses its own, smaller limits with 413. */
export const UPLOAD_SIZE_MAX_BYTES = 1024 * 1024 * 1024;
export const UPLOAD_CHUNK_MIN_BYTES = 64 * 1024;
export const UPLOAD_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_CHUNK_DEFAULT_BYTES = 4 * 1024 * 1024;
export const UPLOAD_MAX_CHUNKS = 10000;

/** The declared size of a start request. */
export const uploadSize = () =>
  z.number().int().min(1).max(UPLOAD_SIZE_MAX_BYTES).describe('Bytes the whole file has');

/** The chunk size of a start request. */
export const uploadChunkSize = () =>
  z
    .number()
    .int()
    .min(UPLOAD_CHUNK_MIN_BYTES)
    .max(UPLOAD_CHUNK_MAX_BYTES)
    .default(UPLOAD_CHUNK_DEFAULT_BYTES)
    .describe(
      'Bytes of every chunk but the last (which holds the rest); on object storage the server raises it to the ' +
        'store’s least part size (5 MiB), and the status says the chunk size to use',
    );

export const UploadStatus = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z
    .string()
    .describe('The file’s kind for the upload’s purpose (learning: the declared kind; library: by its name)'),
  size: z.number().int(),
  chunk_size: z.number().int(),
  chunk_count: z.number().int(),
  received: z
    .array(z.number().int())
    .describe('Indexes (0-based) of the chunks stored: resume with the others'),
  url: z
    .string()
    .nullable()
    .describe('Once completed: the stored file’s signed URL (learning: an activity’s `content.url`)'),
});
export type UploadStatus = z.infer<typeof UploadStatus>;

export const UploadChunkParams = z.object({
  id: queryId(),
  index: z.coerce.number().int().min(0).max(UPLOAD_MAX_CHUNKS),
});

/** Part URLs asked at a time. */
export const UPLOAD_PART_URLS_MAX = 100;

export const UploadPartUrlsRequest = z.object({
  indexes: z
    .array(z.number().int().min(0).max(UPLOAD_MAX_CHUNKS))
    .min(1)
    .max(UPLOAD_PART_URLS_MAX)
    .describe('Indexes (0-based) of the chunks to send'),
});
export type UploadPartUrlsRequest = z.infer<typeof UploadPartUrlsRequest>;

export const UploadPartUrls = z.object({
  parts: z.array(
    z.object({
      index: z.number().int(),
      url: z
        .string()
        .describe(
          'Where to PUT the chunk’s bytes (exactly its size, no authorization): a signed URL of the object store, ' +
            'or on the disk store the server’s own; the answer’s ETag header names the stored part',
        ),
      expires_at: z.string().describe('When the URL stops working (ISO 8601): ask again after it'),
    }),
  ),
});
export type UploadPartUrls = z.infer<typeof UploadPartUrls>;

export const UploadPartReport = z.object({
  etag: z.string().trim().min(1).max(200).describe('The ETag header the store answered the chunk’s PUT with'),
});
export type UploadPartReport = z.infer<typeof UploadPartReport>;

export const CompleteUploadRequest = z.object({
  upload_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('The upload to complete'),
});
export type CompleteUploadRequest = z.infer<typeof CompleteUploadRequest>;
