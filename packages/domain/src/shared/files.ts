/** File kinds by extension (SPEC §3). Anything not listed is a generic 'file'. */
export const FILE_KIND_EXTENSIONS = {
  video: ['wmv', 'mkv', 'mov', 'mp4'],
  audio: ['wav', 'ogg', 'mp3'],
  pdf: ['pdf'],
  image: ['png', 'jpg', 'jpeg', 'bmp', 'svg', 'gif'],
  compressed: ['zip', 'rar', 'gzip', 'tz'],
  excel: ['xlsx', 'xls'],
  document: ['docx', 'txt', 'doc'],
  powerpoint: ['pptx', 'ppt'],
} as const;

export type FileKind = keyof typeof FILE_KIND_EXTENSIONS | 'file';

export const FILE_KINDS: readonly FileKind[] = [
  ...(Object.keys(FILE_KIND_EXTENSIONS) as (keyof typeof FILE_KIND_EXTENSIONS)[]),
  'file',
];

const KIND_BY_EXTENSION = new Map<string, FileKind>(
  Object.entries(FILE_KIND_EXTENSIONS).flatMap(([kind, extensions]) =>
    extensions.map((ext): [string, FileKind] => [ext, kind as FileKind]),
  ),
);

/**
 * The lower-case extension of a file name, path or URL, without the dot; '' when there is none. Query string and
 * fragment are ignored, only the last path segment counts, and a leading dot (".env") is not an extension.
 */
export function fileExtension(filenameOrUrl: string): string {
  const path = filenameOrUrl.trim().split(/[?#]/, 1)[0] ?? '';
  const name = path.split(/[/\\]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The kind of a file by its extension (case-insensitive; query strings ignored); 'file' when unknown or none. */
export function fileKind(filenameOrUrl: string): FileKind {
  return KIND_BY_EXTENSION.get(fileExtension(filenameOrUrl)) ?? 'file';
}
