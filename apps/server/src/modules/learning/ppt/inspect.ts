import { createReadStream } from 'node:fs';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../../platform/errors.ts';

/**
 * What an uploaded presentation is, by its content, whatever its name says (docs/learning.md "Presentations"): a
 * pptx is a zip holding `[Content_Types].xml` and `ppt/presentation.xml` (its slide count read from the slide id
 * list); a legacy .ppt is an OLE2 compound file holding a "PowerPoint Document" stream. Anything else, a zip of
 * something else or a Word file, is refused with a clear error.
 */

export type PresentationFormat = 'pptx' | 'ppt';

export const PPTX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const PPT_CONTENT_TYPE = 'application/vnd.ms-powerpoint';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The name of a .ppt's main stream as the compound file's directory writes it (UTF-16LE). */
const PPT_STREAM = Buffer.from('PowerPoint Document', 'utf16le');
/** The largest `ppt/presentation.xml` read for its slide list. */
const PRESENTATION_XML_MAX = 5 * 1024 * 1024;

/** The container a file's first bytes announce: a zip (maybe a pptx) or an OLE2 compound file (maybe a .ppt). */
export function containerOf(head: Buffer): 'zip' | 'ole2' | null {
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return 'zip';
  if (head.subarray(0, 8).equals(OLE2_MAGIC)) return 'ole2';
  return null;
}

export interface InspectedPresentation {
  format: PresentationFormat;
  /** The pptx's slides (its `sldIdLst`); null for a .ppt, whose slides are not read here. */
  slides: number | null;
}

const invalid = () => new AppError('learning.presentation_invalid', 422);
const unreadable = () => new AppError('learning.presentation_unreadable', 422);

/** Inspects the stored file: a pptx (with its slide count) or a .ppt; else 422 in the author's language. */
export async function inspectPresentation(file: string, head: Buffer): Promise<InspectedPresentation> {
  const container = containerOf(head);
  if (container === 'zip') return { format: 'pptx', slides: await pptxSlides(file) };
  if (container === 'ole2' && (await containsBytes(file, PPT_STREAM))) return { format: 'ppt', slides: null };
  throw invalid();
}

/** Slides listed in `<p:sldIdLst>` (hidden ones included: they are pages of the deck too). */
export function countSlides(presentationXml: string): number {
  const list = /<(?:\w+:)?sldIdLst\b[^>]*>([\s\S]*?)<\/(?:\w+:)?sldIdLst>/.exec(presentationXml);
  if (!list?.[1]) return 0;
  return (list[1].match(/<(?:\w+:)?sldId\b/g) ?? []).length;
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(unreadable());
      else resolve(zip);
    });
  });
}

/** The entries of the zip's central directory by name (nothing inflated). */
function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(unreadable()));
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) return Promise.reject(invalid());
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(unreadable());
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => resolve(Buffer.concat(parts)));
      stream.on('error', () => reject(unreadable()));
    });
  });
}

async function pptxSlides(file: string): Promise<number> {
  const zip = await openZip(file);
  try {
    const entries = await entriesOf(zip);
    const presentation = entries.get('ppt/presentation.xml');
    if (!entries.has('[Content_Types].xml') || !presentation) throw invalid();
    const slides = countSlides((await readEntry(zip, presentation, PRESENTATION_XML_MAX)).toString('utf8'));
    if (slides < 1) throw invalid();
    return slides;
  } finally {
    zip.close();
  }
}

/** Whether the file holds `needle` anywhere (streamed: a compound file's directory may sit anywhere in it). */
async function containsBytes(file: string, needle: Buffer): Promise<boolean> {
  let tail = Buffer.alloc(0);
  for await (const piece of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    const window = Buffer.concat([tail, piece as Buffer]);
    if (window.includes(needle)) return true;
    tail = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}
