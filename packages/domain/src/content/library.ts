import { type FileKind, fileExtension, fileKind } from '../shared/files.ts';

/** The library kinds a browser shows in the app (SPEC §2 libraries/{id}): the rest are downloaded. */
export const LIBRARY_PREVIEW_KINDS: readonly FileKind[] = ['pdf', 'image', 'video', 'audio'];

export function isLibraryPreviewKind(kind: FileKind): boolean {
  return LIBRARY_PREVIEW_KINDS.includes(kind);
}

/** A library file's extension and kind, from its name (SPEC §3 file kinds by extension). */
export function libraryFileKind(fileName: string): { extension: string; kind: FileKind } {
  return { extension: fileExtension(fileName), kind: fileKind(fileName) };
}

/**
 * The address name of a library category (`library/{name}`): its name in lower case, accents dropped, words joined
 * by hyphens, at most 60 characters; 'category' when nothing is left.
 */
export function librarySlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'category';
}

/** The title a file gets when its uploader gives none: its name without the extension. */
export function libraryDefaultTitle(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 256) || 'file';
}
