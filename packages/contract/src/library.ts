import { FILE_KINDS, FREE_TEXT_MAX_LENGTH, LANGUAGE_CODES } from '@elevar/domain';
import { z } from 'zod';
import { id, PageQuery, pageOf, queryId, TranslatedText } from './common.ts';
import { uploadChunkSize, uploadSize } from './uploads.ts';

/**
 * Content: the library (docs/content.md "Library"). Learners of a client see its categories and the files shown to
 * them (their language, one of their groups); a file previews in the app when the browser can (pdf, image, video,
 * audio) and downloads otherwise, through a short-lived link of its own. Programme administrators keep them.
 */

/** The largest library file accepted (bytes). */
export const LIBRARY_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** A file description's longest text. */
export const LIBRARY_DESCRIPTION_MAX_LENGTH = 1000;
/** A file name's longest text (`library_files.file_name`). */
export const LIBRARY_FILE_NAME_MAX_LENGTH = 255;

export const FileKindSchema = z
  .enum(FILE_KINDS as [string, ...string[]])
  .describe(
    'SPEC §3 file kind by extension: video, audio, pdf, image, compressed, excel, document, powerpoint, file',
  );
const Language = z.enum(LANGUAGE_CODES);

export const LibraryCategory = z.object({
  id: z.number().int(),
  slug: z.string().describe('The category’s name in the address library/{name}'),
  name: z.string().describe('In the reader’s language'),
  file_count: z.number().int().describe('The files of the category the reader may see'),
});
export type LibraryCategory = z.infer<typeof LibraryCategory>;
export const LibraryCategoryList = z.object({ results: z.array(LibraryCategory) });
export type LibraryCategoryList = z.infer<typeof LibraryCategoryList>;

export const LibraryCategoryParam = z.object({
  name: z.string().max(100).describe('The category’s address name (its slug)'),
});

const Search = z
  .string()
  .trim()
  .max(100)
  .optional()
  .describe('Words of the title, description or file name, accents ignored');

export const LibraryFilesQuery = PageQuery.extend({
  search: Search,
  kind: FileKindSchema.optional().describe('Only files of this kind'),
});
export type LibraryFilesQuery = z.infer<typeof LibraryFilesQuery>;

/** A file in a category's list. */
export const LibraryFileItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  file_name: z.string().describe('The uploaded file’s name'),
  extension: z.string().describe('Lower case, without the dot'),
  kind: FileKindSchema,
  size: z.number().int().describe('Bytes'),
  download_count: z.number().int(),
  updated_at: z.string().describe('ISO 8601'),
});
export type LibraryFileItem = z.infer<typeof LibraryFileItem>;

export const LibraryFilesPage = pageOf(LibraryFileItem).extend({
  category: LibraryCategory.omit({ file_count: true }),
});
export type LibraryFilesPage = z.infer<typeof LibraryFilesPage>;

/** A file found by the search across every category (`library`), with the category it is in. */
export const LibrarySearchItem = LibraryFileItem.extend({
  category: LibraryCategory.omit({ file_count: true }),
});
export type LibrarySearchItem = z.infer<typeof LibrarySearchItem>;
export const LibrarySearchPage = pageOf(LibrarySearchItem);
export type LibrarySearchPage = z.infer<typeof LibrarySearchPage>;

/** One file opened by a learner. */
export const LibraryFile = LibraryFileItem.extend({
  category: LibraryCategory.omit({ file_count: true }),
  content_type: z.string().describe('The stored content type, decided by the file’s content'),
  preview: z.boolean().describe('The browser shows it in the app (pdf, image, video, audio)'),
  published: z
    .boolean()
    .describe(
      'False only for an editor previewing a file that learners do not see (unpublished by an editor)',
    ),
  download_url: z
    .string()
    .describe(
      'A link valid for an hour for this reader: the file inline for preview kinds, an attachment otherwise ' +
        '(add `attachment=1` to download a preview kind); each full fetch counts a download',
    ),
});
export type LibraryFile = z.infer<typeof LibraryFile>;

export const LibraryDownloadQuery = z.object({
  token: z.string().max(200).describe('The link’s signature (from `download_url`)'),
  attachment: z.enum(['0', '1']).optional().describe('1: always as an attachment'),
});
export type LibraryDownloadQuery = z.infer<typeof LibraryDownloadQuery>;

// Editors

export const AdminLibraryCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().describe('In the editor’s language'),
  names: z.record(z.string(), z.string()).describe('Every language as stored'),
  position: z.number().int(),
  file_count: z.number().int().describe('Every file of the category'),
});
export type AdminLibraryCategory = z.infer<typeof AdminLibraryCategory>;
export const AdminLibraryCategoryList = z.object({ results: z.array(AdminLibraryCategory) });
export type AdminLibraryCategoryList = z.infer<typeof AdminLibraryCategoryList>;

export const LibraryCategoryRequest = z.object({
  names: TranslatedText.describe('The category’s name in all four languages'),
  position: z.number().int().min(0).max(10_000).optional().describe('Order in the list, smallest first'),
});
export type LibraryCategoryRequest = z.infer<typeof LibraryCategoryRequest>;
export const UpdateLibraryCategoryRequest = LibraryCategoryRequest.partial();
export type UpdateLibraryCategoryRequest = z.infer<typeof UpdateLibraryCategoryRequest>;

export const AdminLibraryFilesQuery = PageQuery.extend({
  category: queryId().optional().describe('Only files of this category'),
  search: Search,
  kind: FileKindSchema.optional(),
});
export type AdminLibraryFilesQuery = z.infer<typeof AdminLibraryFilesQuery>;

export const AdminLibraryFile = LibraryFileItem.extend({
  category_id: z.number().int(),
  content_type: z.string(),
  languages: z.array(Language).nullable().describe('The languages it is shown in; null: every language'),
  group_ids: z.array(z.number().int()).describe('The user groups it is shown to; empty: everyone'),
  published: z.boolean().describe('Shown to learners; false: unpublished, seen by its editors alone'),
});
export type AdminLibraryFile = z.infer<typeof AdminLibraryFile>;
export const AdminLibraryFilesPage = pageOf(AdminLibraryFile);
export type AdminLibraryFilesPage = z.infer<typeof AdminLibraryFilesPage>;

const LibraryLanguages = z
  .array(Language)
  .min(1)
  .max(LANGUAGE_CODES.length)
  .nullable()
  .optional()
  .describe('Shown only in these languages; null: every language');
const LibraryGroupIds = z
  .array(id())
  .max(100)
  .optional()
  .describe('Shown only to these user groups of the client; empty: everyone');

export const UpdateLibraryFileRequest = z.object({
  title: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH).optional(),
  description: z.string().trim().max(LIBRARY_DESCRIPTION_MAX_LENGTH).optional(),
  category_id: id().optional().describe('One of the client’s library categories'),
  languages: LibraryLanguages,
  group_ids: LibraryGroupIds,
});
export type UpdateLibraryFileRequest = z.infer<typeof UpdateLibraryFileRequest>;

/**
 * `POST /api/v1/admin/library/uploads`: a library file declared before its bytes go straight to the file store
 * (uploads.ts). Its kind comes from the name's extension (SPEC §3); the completion (`POST /api/files/complete/`)
 * checks the whole file's content against it and only then adds the file to the category with these texts and
 * visibility.
 */
export const StartLibraryUploadRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(LIBRARY_FILE_NAME_MAX_LENGTH)
    .describe('The file’s name: its extension decides its kind (SPEC §3)'),
  size: uploadSize(),
  chunk_size: uploadChunkSize(),
  category_id: id().describe('One of the client’s library categories'),
  title: z
    .string()
    .trim()
    .max(FREE_TEXT_MAX_LENGTH)
    .optional()
    .describe('Else the file’s name without its extension'),
  description: z.string().trim().max(LIBRARY_DESCRIPTION_MAX_LENGTH).optional(),
  published: z
    .boolean()
    .default(true)
    .describe('false: added unpublished (seen by its editors alone); else published at once'),
  languages: LibraryLanguages,
  group_ids: LibraryGroupIds,
});
export type StartLibraryUploadRequest = z.infer<typeof StartLibraryUploadRequest>;

/** `POST /api/files/complete/`'s answer for a library file: the file added to its category. */
export const CompletedLibraryUpload = z.object({
  purpose: z.literal('library_file'),
  id: z.number().int().describe('The upload’s id'),
  name: z.string(),
  kind: FileKindSchema,
  size: z.number().int(),
  content_type: z.string().describe('Decided by the file’s content'),
  file: AdminLibraryFile,
});
export type CompletedLibraryUpload = z.infer<typeof CompletedLibraryUpload>;
