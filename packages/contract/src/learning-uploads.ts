import { FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { uploadChunkSize, uploadSize } from './uploads.ts';

// Uploads of activity media and packages: the learning purpose of the direct uploads (uploads.ts), whose chunks go
// straight to the file store.

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

export const StartUploadRequest = z.object({
  name: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH).describe('The file’s name, for the author'),
  size: uploadSize(),
  kind: UploadKind.describe(
    'video (mp4, webm, ogg), audio (mp3, wav, ogg), pdf, package (zip: html, SCORM), flash (swf), presentation (pptx, ppt)',
  ),
  chunk_size: uploadChunkSize(),
});
export type StartUploadRequest = z.infer<typeof StartUploadRequest>;

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

/** `POST /api/files/complete/`'s answer for learning's media and packages. */
export const CompletedUpload = z.object({
  purpose: z.literal('learning_media'),
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
