import type { AdminLibraryFile, LibraryFile, LibraryFileItem, LibrarySearchItem } from '@elevar/contract';
import { type FileKind, isLibraryPreviewKind, type LanguageCode, localized } from '@elevar/domain';

/** The reader's language and their client's, for the names a client wrote. */
export interface Naming {
  language: LanguageCode;
  clientLanguage: LanguageCode | undefined;
}

export const nameOf = (names: Record<string, string>, naming: Naming) =>
  localized(names, naming.language, '', naming.clientLanguage);

interface FileRow {
  id: number;
  title: string;
  description: string;
  file_name: string;
  extension: string;
  kind: string;
  size: string | number;
  download_count: string | number;
  updated_at: Date;
}

export function toFileItem(row: FileRow): LibraryFileItem {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    file_name: row.file_name,
    extension: row.extension,
    kind: row.kind as FileKind,
    size: Number(row.size),
    download_count: Number(row.download_count),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

interface CategorizedRow extends FileRow {
  category_id: number;
  category_slug: string;
  category_names: Record<string, string>;
}

/** A file found across the categories, with its category in the reader's language. */
export function toSearchItem(row: CategorizedRow, naming: Naming): LibrarySearchItem {
  return {
    ...toFileItem(row),
    category: {
      id: Number(row.category_id),
      slug: row.category_slug,
      name: nameOf(row.category_names, naming),
    },
  };
}

export function toLibraryFile(
  row: CategorizedRow & { content_type: string; published: boolean },
  naming: Naming,
  downloadUrl: string,
): LibraryFile {
  return {
    ...toSearchItem(row, naming),
    content_type: row.content_type,
    preview: isLibraryPreviewKind(row.kind as FileKind),
    published: row.published,
    download_url: downloadUrl,
  };
}

export function toAdminFile(
  row: FileRow & {
    category_id: number;
    content_type: string;
    languages: string[] | null;
    group_ids: (number | string)[];
    published: boolean;
  },
): AdminLibraryFile {
  return {
    ...toFileItem(row),
    category_id: Number(row.category_id),
    content_type: row.content_type,
    languages: row.languages as LanguageCode[] | null,
    group_ids: row.group_ids.map(Number),
    published: row.published,
  };
}
