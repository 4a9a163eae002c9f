import {
  type CompletedUpload,
  type StartUploadRequest,
  UPLOAD_MAX_BYTES,
  type UploadKind,
  type UploadStatus,
} from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { UploadPurpose } from '../../../platform/direct-uploads/purpose.ts';
import type { UploadRow } from '../../../platform/direct-uploads/rows.ts';
import { startUpload } from '../../../platform/direct-uploads/uploads.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { recordStoredFile, signedFileUrl } from '../../../platform/storage.ts';
import { loadActor } from '../../identity/index.ts';
import { preparePresentation } from '../ppt/prepare.ts';
import { sniffMedia } from './media-kinds.ts';
import { authorScope } from './policy.ts';

/**
 * Learning's media and packages through the direct uploads (docs/learning.md "Uploads"): an author declares a file
 * of a kind an activity plays (name, size, kind, chunk size), sends its chunks straight to the file store, then
 * completes it (`POST /api/files/complete/`): its first bytes must be of the declared kind, a presentation is
 * inspected and converted, and the file is one of the platform file store whose signed URL (served with Range) goes
 * into an activity's `content.url`. Course media belong to the client: the file is owned by no person.
 */

/** The disk store's part path of learning's uploads. */
const DISK_PART_PATH = '/api/v1/learning/upload-parts/';

export const learningUploads: UploadPurpose = {
  name: 'learning_media',
  diskPartPath: DISK_PART_PATH,
  refusals: {
    tooLarge: 'learning.upload_too_large',
    contentMismatch: 'learning.upload_content_mismatch',
    incomplete: 'learning.upload_incomplete',
    closed: 'learning.upload_closed',
    linkExpired: 'learning.upload_link_expired',
    partMissing: 'learning.upload_part_missing',
  },
  scope: async (ctx, auth) => authorScope(await loadActor(ctx, auth)),
  maxBytes: (kind) => UPLOAD_MAX_BYTES[kind as UploadKind] ?? 0,
  judge: async (upload, bytes) => sniffMedia(upload.kind as UploadKind, await bytes.head()),
  // a presentation: inspected by its parts, converted to a pdf stored beside it when the server can
  async prepare(ctx, store, upload, file, log) {
    if (upload.kind !== 'presentation')
      return { contentType: file.contentType, files: [], record: async () => {} };
    const prepared = await preparePresentation(ctx, store, file.key, file.head, log);
    const pdfKey = prepared.stored.pdf_key;
    return {
      contentType: prepared.contentType,
      files: pdfKey ? [pdfKey] : [],
      async record(trx) {
        if (pdfKey)
          await recordStoredFile(trx, {
            key: pdfKey,
            ownerUserId: null,
            purpose: 'learning_media',
            contentType: 'application/pdf',
            size: prepared.pdfSize ?? 0,
          });
        await trx
          .updateTable('learning_uploads')
          .set({ presentation: JSON.stringify(prepared.stored) })
          .where('id', '=', upload.id)
          .execute();
      },
    };
  },
  async record(trx, { upload, scope, at }) {
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'learning.upload.completed',
      entity: 'media_upload',
      entityId: upload.id,
      fields: ['file_key'],
      at,
    });
  },
  answer: async (ctx, upload) => completedUpload(upload, ctx.secret),
};

/** POST /api/v1/admin/learning/uploads: an author declares a file of a kind an activity plays. */
export async function startLearningUpload(
  ctx: ServiceContext,
  auth: AuthContext,
  body: StartUploadRequest,
  language: LanguageCode,
): Promise<UploadStatus> {
  const scope = await learningUploads.scope(ctx, auth);
  return startUpload(
    ctx,
    learningUploads,
    scope,
    { name: body.name, size: body.size, kind: body.kind, chunkSize: body.chunk_size },
    language,
  );
}

/** The completion's answer: the stored file's signed URL, and what was made of a presentation. */
function completedUpload(upload: UploadRow, secret: string): CompletedUpload {
  const presentation = upload.presentation;
  return {
    purpose: 'learning_media',
    id: upload.id,
    name: upload.name,
    kind: upload.kind as UploadKind,
    size: Number(upload.size),
    content_type: upload.content_type ?? 'application/octet-stream',
    url: signedFileUrl(upload.file_key ?? '', secret),
    ...(presentation
      ? {
          presentation: {
            format: presentation.format,
            pages: presentation.pages,
            pdf_url: presentation.pdf_key ? signedFileUrl(presentation.pdf_key, secret) : null,
            download_only: presentation.format === 'ppt' && !presentation.pdf_key,
          },
        }
      : {}),
  };
}
