import type { FileKind } from '@elevar/domain';
import { checkImage } from './images.ts';

/**
 * What a file is by its content (magic numbers and, for containers, the parts they hold), whatever its name says.
 * The signatures are shared: learning's media uploads (`modules/learning/authoring/media-kinds.ts`) and the
 * library's uploads (`contentTypeByExtension`) judge files with the same predicates.
 */

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');
const startsWith = (head: Buffer, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

/** The first bytes of each format a file may be judged by. */
export const SIGNATURES = {
  /** ISO base media (mp4, m4v, mov): a box size, then 'ftyp' */
  isoMedia: (h: Buffer) => ascii(h, 4, 8) === 'ftyp',
  /** A QuickTime movie without an 'ftyp' box: its first atom */
  quickTime: (h: Buffer) => ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(h, 4, 8)),
  /** EBML: Matroska and WebM */
  ebml: (h: Buffer) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]),
  /** ASF: Windows Media (wmv, wma) */
  asf: (h: Buffer) => startsWith(h, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]),
  ogg: (h: Buffer) => ascii(h, 0, 4) === 'OggS',
  id3: (h: Buffer) => ascii(h, 0, 3) === 'ID3',
  /** an MPEG audio frame with no ID3 tag: 11 sync bits */
  mpegFrame: (h: Buffer) => h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0,
  wav: (h: Buffer) => ascii(h, 0, 4) === 'RIFF' && ascii(h, 8, 12) === 'WAVE',
  pdf: (h: Buffer) => ascii(h, 0, 5) === '%PDF-',
  /** a zip with entries (local file header) or an empty one (end of central directory) */
  zip: (h: Buffer) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]),
  /** an OLE2 compound file: legacy Office (doc, xls, ppt) */
  ole2: (h: Buffer) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  rar: (h: Buffer) => ascii(h, 0, 6) === 'Rar!\x1a\x07',
  gzip: (h: Buffer) => startsWith(h, [0x1f, 0x8b]),
  /** compress(1) (.Z, a tar's old companion) */
  lzw: (h: Buffer) => startsWith(h, [0x1f, 0x9d]),
  bzip2: (h: Buffer) => ascii(h, 0, 3) === 'BZh',
  bmp: (h: Buffer) => ascii(h, 0, 2) === 'BM' && h.length >= 26,
} as const;

/** Bytes read from the start of a file to decide its format. */
export const SIGNATURE_BYTES = 16;

/** Whether a zip or OLE2 file holds a part of this name (zip entry names and OLE2 stream names, UTF-16LE). */
const holdsZipPart = (file: Buffer, name: string) => file.includes(Buffer.from(name, 'latin1'));
const holdsOleStream = (file: Buffer, name: string) => file.includes(Buffer.from(name, 'utf16le'));

/** Text: valid UTF-8 (an optional BOM) with no NUL. */
function isText(file: Buffer): boolean {
  if (file.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * An SVG the library keeps: text whose root is `<svg` (after an XML declaration, comments or a doctype) and which
 * runs nothing: no script, event handler, javascript: link or foreign HTML.
 */
function isInertSvg(file: Buffer): boolean {
  if (!isText(file)) return false;
  const text = file.toString('utf8');
  const prologue = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;
  if (!prologue.test(text)) return false;
  return !/<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY/i.test(text);
}

async function imageOf(file: Buffer, format: 'png' | 'jpeg' | 'gif'): Promise<boolean> {
  try {
    return (await checkImage(file)) === format;
  } catch {
    return false;
  }
}

const OOXML = 'application/vnd.openxmlformats-officedocument';

/**
 * How each extension of SPEC §3's kinds is recognized, and the content type it is stored with. Images are judged
 * by sharp's decoder (`platform/images.ts`), the rest by their first bytes and, for Office containers, the part
 * that makes them a workbook, a document or a presentation.
 */
const BY_EXTENSION: Record<
  string,
  { contentType: string; matches: (file: Buffer) => boolean | Promise<boolean> }
> = {
  mp4: { contentType: 'video/mp4', matches: SIGNATURES.isoMedia },
  mov: { contentType: 'video/quicktime', matches: SIGNATURES.quickTime },
  mkv: { contentType: 'video/x-matroska', matches: SIGNATURES.ebml },
  wmv: { contentType: 'video/x-ms-wmv', matches: SIGNATURES.asf },
  wav: { contentType: 'audio/wav', matches: SIGNATURES.wav },
  ogg: { contentType: 'audio/ogg', matches: SIGNATURES.ogg },
  mp3: { contentType: 'audio/mpeg', matches: (f) => SIGNATURES.id3(f) || SIGNATURES.mpegFrame(f) },
  pdf: { contentType: 'application/pdf', matches: SIGNATURES.pdf },
  png: { contentType: 'image/png', matches: (f) => imageOf(f, 'png') },
  jpg: { contentType: 'image/jpeg', matches: (f) => imageOf(f, 'jpeg') },
  jpeg: { contentType: 'image/jpeg', matches: (f) => imageOf(f, 'jpeg') },
  gif: { contentType: 'image/gif', matches: (f) => imageOf(f, 'gif') },
  bmp: { contentType: 'image/bmp', matches: SIGNATURES.bmp },
  svg: { contentType: 'image/svg+xml', matches: isInertSvg },
  zip: { contentType: 'application/zip', matches: SIGNATURES.zip },
  rar: { contentType: 'application/vnd.rar', matches: SIGNATURES.rar },
  gzip: { contentType: 'application/gzip', matches: SIGNATURES.gzip },
  tz: {
    contentType: 'application/gzip',
    matches: (f) => SIGNATURES.gzip(f) || SIGNATURES.lzw(f) || SIGNATURES.bzip2(f),
  },
  xlsx: {
    contentType: `${OOXML}.spreadsheetml.sheet`,
    matches: (f) => SIGNATURES.zip(f) && holdsZipPart(f, 'xl/workbook'),
  },
  xls: {
    contentType: 'application/vnd.ms-excel',
    matches: (f) => SIGNATURES.ole2(f) && (holdsOleStream(f, 'Workbook') || holdsOleStream(f, 'Book')),
  },
  docx: {
    contentType: `${OOXML}.wordprocessingml.document`,
    matches: (f) => SIGNATURES.zip(f) && holdsZipPart(f, 'word/document'),
  },
  doc: {
    contentType: 'application/msword',
    matches: (f) => SIGNATURES.ole2(f) && holdsOleStream(f, 'WordDocument'),
  },
  txt: { contentType: 'text/plain; charset=utf-8', matches: isText },
  pptx: {
    contentType: `${OOXML}.presentationml.presentation`,
    matches: (f) => SIGNATURES.zip(f) && holdsZipPart(f, 'ppt/presentation'),
  },
  ppt: {
    contentType: 'application/vnd.ms-powerpoint',
    matches: (f) => SIGNATURES.ole2(f) && holdsOleStream(f, 'PowerPoint Document'),
  },
};

/** A generic file (an extension of no SPEC §3 kind): kept as bytes, always downloaded. */
export const GENERIC_CONTENT_TYPE = 'application/octet-stream';

/**
 * The content type of a whole file whose name has `extension` (of SPEC §3's kind `kind`), when its content is what
 * the extension says; null when it is not (a renamed file, a scripted SVG). A generic file is taken as it is.
 */
export async function contentTypeByExtension(
  extension: string,
  kind: FileKind,
  file: Buffer,
): Promise<string | null> {
  const rule = BY_EXTENSION[extension];
  if (!rule) return kind === 'file' ? GENERIC_CONTENT_TYPE : null;
  return (await rule.matches(file)) ? rule.contentType : null;
}
