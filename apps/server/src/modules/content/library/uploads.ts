import {
  type CompletedLibraryUpload,
  LIBRARY_FILE_MAX_BYTES,
  type StartLibraryUploadRequest,
  type UploadStatus,
} from '@elevar/contract';
import { type FileKind, type LanguageCode, libraryDefaultTitle, libraryFileKind } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { UPLOAD_REFUSALS, type UploadPurpose } from '../../../platform/direct-uploads/purpose.ts';
import { startUpload } from '../../../platform/direct-uploads/uploads.ts';
import { notFound } from '../../../platform/errors.ts';
import { contentTypeByExtension } from '../../../platform/file-content.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { editorScope } from '../news/policy.ts';
import { audited, checkCategory, checkGroups, LIBRARY_FILE_PURPOSE, searchTextOf } from './editor.ts';
import { toAdminFile } from './mappers.ts';
import { editorFileByKey } from './queries.ts';

/**
 * The library's files through the direct uploads (docs/content.md "Library"): an editor declares a file with its
 * category, texts and visibility, sends its chunks straight to the file store, then completes it
 * (`POST /api/files/complete/`). The kind comes from the name's extension (SPEC §3) and the whole file's content
 * must be what the extension says (`platform/file-content.ts`), else 422 `content.library_content_mismatch` and
 * nothing is kept; only then is the file added to its category, audited.
 */

/** What a library upload's start declared for its completion (the upload's `details`). */
type LibraryUploadDetails = {
  category_id: number;
  title: string;
  description: string;
  published: boolean;
  languages: string[] | null;
  group_ids: number[];
};

export const libraryUploads: UploadPurpose = {
  name: LIBRARY_FILE_PURPOSE,
  diskPartPath: '/api/v1/library/upload-parts/',
  refusals: {
    ...UPLOAD_REFUSALS,
    tooLarge: 'content.library_file_too_large',
    contentMismatch: 'content.library_content_mismatch',
  },
  scope: async (ctx, auth) => editorScope(await loadActor(ctx, auth)),
  maxBytes: () => LIBRARY_FILE_MAX_BYTES,
  judge: async (upload, bytes) =>
    contentTypeByExtension(
      libraryFileKind(upload.name).extension,
      upload.kind as FileKind,
      await bytes.whole(),
    ),
  // the category and groups are checked again: an editor may have removed them meanwhile
  async record(trx, { upload, scope, key, contentType, size, at, language }) {
    const details = upload.details as unknown as LibraryUploadDetails;
    await checkCategory(trx, scope, details.category_id, language);
    const groupIds = await checkGroups(trx, scope, details.group_ids, language);
    const fileName = upload.name;
    const row = await trx
      .insertInto('library_files')
      .values({
        client_id: scope.clientId,
        category_id: details.category_id,
        title: details.title,
        description: details.description,
        file_key: key,
        file_name: fileName,
        extension: libraryFileKind(fileName).extension,
        kind: upload.kind,
        content_type: contentType,
        size,
        languages: details.languages,
        group_ids: groupIds,
        published: details.published,
        search_text: searchTextOf({
          title: details.title,
          description: details.description,
          file_name: fileName,
        }),
        created_by: scope.actorId,
        updated_by: scope.actorId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audited(trx, scope, 'content.library.file_uploaded', 'library_file', Number(row.id), at);
  },
  async answer(ctx, upload, scope): Promise<CompletedLibraryUpload> {
    const file = await editorFileByKey(ctx.db, scope.clientId, upload.file_key ?? '');
    // deleted since it was added
    if (!file) throw notFound();
    return {
      purpose: 'library_file',
      id: upload.id,
      name: upload.name,
      kind: file.kind,
      size: Number(upload.size),
      content_type: file.content_type,
      file: toAdminFile(file),
    };
  },
};

/**
 * POST /api/v1/admin/library/uploads: an editor declares a file for a category of the client (400 otherwise), its
 * title (else its name without the extension), description and visibility (languages, the client's groups,
 * published or not); over 50 MB is 413 `content.library_file_too_large` before any byte is sent.
 */
export async function startLibraryUpload(
  ctx: ServiceContext,
  auth: AuthContext,
  body: StartLibraryUploadRequest,
  language: LanguageCode,
): Promise<UploadStatus> {
  const scope = await libraryUploads.scope(ctx, auth);
  await checkCategory(ctx.db, scope, body.category_id, language);
  const details: LibraryUploadDetails = {
    category_id: body.category_id,
    title: body.title || libraryDefaultTitle(body.name),
    description: body.description ?? '',
    published: body.published,
    languages: body.languages ?? null,
    group_ids: body.group_ids ? await checkGroups(ctx.db, scope, body.group_ids, language) : [],
  };
  return startUpload(
    ctx,
    libraryUploads,
    scope,
    {
      name: body.name,
      size: body.size,
      kind: libraryFileKind(body.name).kind,
      chunkSize: body.chunk_size,
      details,
    },
    language,
  );
}
