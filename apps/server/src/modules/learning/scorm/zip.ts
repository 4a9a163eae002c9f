import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Reading an uploaded package (a zip) without trusting it: the central directory is read first and every entry
 * judged before a byte is inflated (count, declared sizes, compression ratio, path, symlink, encryption), and an
 * entry's bytes are streamed with yauzl's size check (an entry that inflates past its declared size fails), so a zip
 * bomb or a path escaping the package is refused before anything is stored.
 */

/** The limits of a package (docs/learning.md "SCORM"). */
export const PACKAGE_LIMITS = {
  /** Files and folders in the zip. */
  maxEntries: 5000,
  /** Bytes of every file once inflated. */
  maxTotalBytes: 500 * 1024 * 1024,
  /** An entry may inflate at most this many times its compressed size… */
  maxEntryRatio: 100,
  /** …once it is larger than this (small files compress as they like). */
  ratioFloorBytes: 1024 * 1024,
  /** The whole package may inflate at most this many times the zip's size, once larger than the floor. */
  maxTotalRatio: 50,
  totalRatioFloorBytes: 10 * 1024 * 1024,
  /** Bytes of imsmanifest.xml. */
  maxManifestBytes: 5 * 1024 * 1024,
} as const;

export type PackageProblem =
  | 'scorm.not_a_package'
  | 'scorm.unreadable_zip'
  | 'scorm.too_many_entries'
  | 'scorm.too_large'
  | 'scorm.compression_ratio'
  | 'scorm.unsafe_path'
  | 'scorm.symlink';

/** Why a package is refused, and the entry at fault when there is one. */
export type PackageErrorCode =
  | PackageProblem
  | 'scorm.manifest_missing'
  | 'scorm.manifest_invalid'
  | 'scorm.version_unsupported'
  | 'scorm.no_sco'
  | 'scorm.launch_file_missing';

export class PackageError extends Error {
  readonly code: PackageErrorCode;
  readonly entry: string | undefined;
  readonly reason: string | undefined;
  constructor(code: PackageErrorCode, entry?: string, reason?: string) {
    super(`${code}${entry ? `: ${entry}` : ''}${reason ? ` (${reason})` : ''}`);
    this.code = code;
    this.entry = entry;
    this.reason = reason;
  }
}

export interface PackageEntry {
  /** The path inside the package, as the zip names it (forward slashes). */
  path: string;
  size: number;
  compressedSize: number;
  entry: Entry;
}

export interface OpenedPackage {
  files: PackageEntry[];
  totalBytes: number;
  read(entry: PackageEntry): Promise<Readable>;
  close(): void;
}

const UTF8_FLAG = 0x800;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function decodeName(raw: Buffer, flags: number): string {
  if (flags & UTF8_FLAG) return raw.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return raw.toString('latin1');
  }
}

/**
 * Whether a path stays inside the package: relative, forward slashes only, no drive letter, no `.` or `..`
 * segment, no empty segment, no control character.
 */
export function isSafePath(path: string): boolean {
  if (path.length === 0 || path.length > 1024) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f]/.test(path)) return false;
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return false;
  const segments = path.replace(/\/$/, '').split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    );
  });
}

/** Every entry of the central directory, read lazily (nothing inflated). */
function readEntries(zip: ZipFile, onEntry: (entry: Entry) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        onEntry(entry);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Opens the zip at `file` (of `zipBytes` bytes) and judges every entry: refused with a PackageError naming the
 * problem (and the entry) when any limit is passed. Folders are skipped; the files are returned to be read.
 */
export async function openPackage(file: string, zipBytes: number): Promise<OpenedPackage> {
  let zip: ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new PackageError('scorm.not_a_package', undefined, (error as Error).message);
  }
  try {
    if (zip.entryCount > PACKAGE_LIMITS.maxEntries) throw new PackageError('scorm.too_many_entries');
    const files: PackageEntry[] = [];
    const seen = new Set<string>();
    let totalBytes = 0;
    try {
      await readEntries(zip, (entry) => {
        const name = decodeName(entry.fileName as unknown as Buffer, entry.generalPurposeBitFlag);
        if (!isSafePath(name)) throw new PackageError('scorm.unsafe_path', name);
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        if (mode === S_IFLNK) throw new PackageError('scorm.symlink', name);
        if (name.endsWith('/')) return;
        if (entry.isEncrypted()) throw new PackageError('scorm.unreadable_zip', name, 'encrypted');
        if (seen.has(name)) throw new PackageError('scorm.unreadable_zip', name, 'duplicate entry');
        seen.add(name);
        totalBytes += entry.uncompressedSize;
        if (totalBytes > PACKAGE_LIMITS.maxTotalBytes) throw new PackageError('scorm.too_large');
        if (
          entry.uncompressedSize > PACKAGE_LIMITS.ratioFloorBytes &&
          entry.uncompressedSize > PACKAGE_LIMITS.maxEntryRatio * Math.max(1, entry.compressedSize)
        )
          throw new PackageError('scorm.compression_ratio', name);
        files.push({ path: name, size: entry.uncompressedSize, compressedSize: entry.compressedSize, entry });
      });
    } catch (error) {
      if (error instanceof PackageError) throw error;
      throw new PackageError('scorm.unreadable_zip', undefined, (error as Error).message);
    }
    if (
      totalBytes > PACKAGE_LIMITS.totalRatioFloorBytes &&
      totalBytes > PACKAGE_LIMITS.maxTotalRatio * Math.max(1, zipBytes)
    )
      throw new PackageError('scorm.compression_ratio');
    return {
      files,
      totalBytes,
      read: (entry) =>
        new Promise((resolve, reject) => {
          zip.openReadStream(entry.entry, (error, stream) => {
            if (error || !stream)
              reject(new PackageError('scorm.unreadable_zip', entry.path, error?.message));
            else resolve(stream);
          });
        }),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** An entry's bytes in memory (the manifest), refused past `maxBytes`. */
export async function readAll(stream: Readable, maxBytes: number, path: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const part of stream) {
      size += (part as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        throw new PackageError('scorm.too_large', path);
      }
      parts.push(part as Buffer);
    }
  } catch (error) {
    if (error instanceof PackageError) throw error;
    throw new PackageError('scorm.unreadable_zip', path, (error as Error).message);
  }
  return Buffer.concat(parts);
}
