import { z } from 'zod';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import { CompletedUpload } from '../learning-uploads.ts';
import { CompletedLibraryUpload } from '../library.ts';
import { CompleteUploadRequest } from '../uploads.ts';

/** What a completion answers, by the upload's purpose: learning's stored file, or the library's new file. */
export const CompletedFile = z.discriminatedUnion('purpose', [CompletedUpload, CompletedLibraryUpload]);
export type CompletedFile = z.infer<typeof CompletedFile>;

/** The schemas of endpoints/uploads.ts, by the same names. */
export const uploadsSchemas = {
  filesComplete: { body: CompleteUploadRequest, response: CompletedFile },
} as const satisfies Record<string, EndpointSchemas>;
