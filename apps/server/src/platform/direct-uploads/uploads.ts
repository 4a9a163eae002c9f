import { UPLOAD_MAX_CHUNKS, type UploadStatus } from '@elevar/contract';
import { type LanguageCode, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { randomToken } from '../crypto.ts';
import { AppError, notFound } from '../errors.ts';
import type { AuthContext } from '../request-context.ts';
import { fileStoreFor } from '../storage.ts';
import type { UploadPurpose, UploadScope } from './purpose.ts';
import { statusOf, uploadOf } from './rows.ts';

/**
 * Direct uploads (issue 17, SPEC §7; docs/learning.md "Uploads"): a file is declared first (name, size, kind, chunk
 * size and what its purpose needs to complete it), its chunks then go straight to the file store in any order and
 * as often as needed (parts.ts: signed URLs, each chunk exactly its size, a chunk sent again replacing the one
 * stored), and its completion (complete.ts, `POST /api/files/complete/`) checks the whole file by size and content
 * before it exists for the product. On the disk store the chunks are files of the store until the completion joins
 * them; on object storage they are the parts of one multipart upload, which the completion assembles in the store.
 * Either way any instance can take the next step.
 */

/** What a purpose's start request declared, its own fields checked by the purpose. */
export interface DeclaredUpload {
  name: string;
  size: number;
  kind: string;
  chunkSize: number;
  /** What the completion needs (the library's category, texts and visibility); stored as the upload's details. */
  details?: Record<string, unknown>;
}

/** A field's refusal in the request's language (400 `common.validation` with the field named). */
export const invalidField = (field: string, language: LanguageCode) =>
  new AppError('common.validation', 400, [{ field, message: validationMessage('field.invalid', language) }]);

/**
 * A purpose's start (its route checked who asks with `purpose.scope`): a declared size over the purpose's limit is
 * 413. On object storage the chunk size is raised to the store's least part size and the store's multipart upload
 * begins here, under the key the file will have.
 */
export async function startUpload(
  ctx: ServiceContext,
  purpose: UploadPurpose,
  scope: UploadScope,
  declared: DeclaredUpload,
  language: LanguageCode,
): Promise<UploadStatus> {
  if (declared.size > purpose.maxBytes(declared.kind)) throw new AppError(purpose.refusals.tooLarge, 413);
  const multipart = fileStoreFor(ctx).multipart;
  const chunkSize = multipart ? Math.max(declared.chunkSize, multipart.minPartBytes) : declared.chunkSize;
  const chunkCount = Math.ceil(declared.size / chunkSize);
  if (chunkCount > UPLOAD_MAX_CHUNKS) throw invalidField('chunk_size', language);
  const objectKey = multipart ? randomToken(32) : null;
  const storageUploadId = multipart && objectKey ? await multipart.create(objectKey) : null;
  const row = await ctx.db
    .insertInto('learning_uploads')
    .values({
      client_id: scope.clientId,
      user_id: scope.actorId,
      purpose: purpose.name,
      kind: declared.kind,
      name: declared.name,
      size: declared.size,
      chunk_size: chunkSize,
      chunk_count: chunkCount,
      object_key: objectKey,
      storage_upload_id: storageUploadId,
      details: declared.details ? JSON.stringify(declared.details) : null,
      created_at: ctx.clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return statusOf(ctx.db, row, ctx.secret);
}

/** A purpose's upload status: what was received, to resume. Someone else's upload, or another client's, is 404. */
export async function uploadStatus(
  ctx: ServiceContext,
  purpose: UploadPurpose,
  auth: AuthContext,
  id: number,
): Promise<UploadStatus> {
  const scope = await purpose.scope(ctx, auth);
  const upload = await uploadOf(ctx.db, purpose.name, scope, id);
  if (!upload) throw notFound();
  return statusOf(ctx.db, upload, ctx.secret);
}
