import { FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { queryId } from './common.ts';

// Uploads of activity media and packages: one chunked, resumable path, whose chunks go straight to the file store.

/** What an upload is for, checked by its content (magic bytes) on completion. */
export const UPLOAD_KINDS = ['video', 'audio', 'pdf', 'package', 'flash', 'presentation'] as const;
export const UploadKind = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKind>;

/** Largest file per kind (bytes). */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  video: 1024 * 1024 * 1024,
  audio: 200 * 1024 * 1024,
  pdf: 100 * 1024 * 1024,
  package: 500 * 1024 * 1024,
  flash: 100 * 1024 * 1024,
  presentation: 200 * 1024 * 1024,
};
export const UPLOAD_CHUNK_MIN_BYTES = 64 * 1024;
export const UPLOAD_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_CHUNK_DEFAULT_BYTES = 4 * 1024 * 1024;
export const UPLOAD_MAX_CHUNKS = 10000;

export const StartUploadRequest = z.object({
  name: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH).describe('The file’s name, for the author'),
  size: z.number().int().min(1).max(UPLOAD_MAX_BYTES.video).describe('Bytes the whole file has'),
  kind: UploadKind.describe(
    'video (mp4, webm, ogg), audio (mp3, wav, ogg), pdf, package (zip: html, SCORM), flash (swf), presentation (pptx, ppt)',
  ),
  chunk_size: z
    .number()
    .int()
    .min(UPLOAD_CHUNK_MIN_BYTES)
    .max(UPLOAD_CHUNK_MAX_BYTES)
    .default(UPLOAD_CHUNK_DEFAULT_BYTES)
    .describe(
      'Bytes of every chunk but the last (which holds the rest); on object storage the server raises it to the ' +
        'store’s least part size (5 MiB), and the status says the chunk size to use',
    ),
});
export type StartUploadRequest = z.infer<typeof StartUploadRequest>;

export const UploadStatus = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: UploadKind,
  size: z.number().int(),
  chunk_size: z.number().int(),
  chunk_count: z.number().int(),
  received: z
    .array(z.number().int())
    .describe('Indexes (0-based) of the chunks stored: resume with the others'),
  url: z
    .string()
    .nullable()
    .describe('Once completed: the stored file’s URL for an activity’s `content.url`'),
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

/** What the server made of an uploaded presentation (docs/learning.md "Presentations"). */
export const PresentationUpload = z.object({
  format: z.enum(['pptx', 'ppt']),
  pages: z
    .number()
    .int()
    .nullable()
    .describe('Pages of the converted pdf, else slides of the pptx; null for a .ppt'),
  pdf_url: z.string().nullable().describe('The converted pdf’s signed URL, when the server has LibreOffice'),
  download_only: z
    .boolean()
    .describe('A legacy .ppt the server could not convert: offered for download only'),
});
export type PresentationUpload = z.infer<typeof PresentationUpload>;

export const CompletedUpload = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: UploadKind,
  size: z.number().int(),
  content_type: z.string(),
  url: z.string().describe('The stored file’s signed URL, served with Range support'),
  presentation: PresentationUpload.nullable()
    .optional()
    .describe(
      'A `presentation` upload: how it is shown, to copy into the ppt activity’s `content` with `url`',
    ),
});
export type CompletedUpload = z.infer<typeof CompletedUpload>;
