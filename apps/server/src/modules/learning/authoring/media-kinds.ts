import type { UploadKind } from '@elevar/contract';
import { containerOf, PPT_CONTENT_TYPE, PPTX_CONTENT_TYPE } from '../ppt/inspect.ts';

/**
 * What a file is by its first bytes (magic numbers), for the kinds an activity plays: the declared kind of an upload
 * must match its content, whatever its name says.
 */
const SIGNATURES: readonly { kind: UploadKind; contentType: string; matches: (head: Buffer) => boolean }[] = [
  // ISO base media (mp4, m4v, mov): a box size, then 'ftyp'
  { kind: 'video', contentType: 'video/mp4', matches: (h) => h.subarray(4, 8).toString('latin1') === 'ftyp' },
  {
    kind: 'video',
    contentType: 'video/webm',
    matches: (h) => h.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
  { kind: 'video', contentType: 'video/ogg', matches: (h) => h.subarray(0, 4).toString('latin1') === 'OggS' },
  { kind: 'audio', contentType: 'audio/mpeg', matches: (h) => h.subarray(0, 3).toString('latin1') === 'ID3' },
  // an MPEG audio frame with no ID3 tag: 11 sync bits
  {
    kind: 'audio',
    contentType: 'audio/mpeg',
    matches: (h) => h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0,
  },
  {
    kind: 'audio',
    contentType: 'audio/wav',
    matches: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WAVE',
  },
  { kind: 'audio', contentType: 'audio/ogg', matches: (h) => h.subarray(0, 4).toString('latin1') === 'OggS' },
  {
    kind: 'pdf',
    contentType: 'application/pdf',
    matches: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  // zip: an HTML package, a pptx, a SCORM package
  {
    kind: 'package',
    contentType: 'application/zip',
    matches: (h) => h.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  },
  // a Flash movie: FWS (uncompressed), CWS (zlib) or ZWS (LZMA), then the SWF version byte
  {
    kind: 'flash',
    contentType: 'application/x-shockwave-flash',
    matches: (h) => /^[FCZ]WS$/.test(h.subarray(0, 3).toString('latin1')) && (h[3] ?? 0) > 0,
  },
  // a presentation: a zip (a pptx, its parts checked on completion) or an OLE2 compound file (a legacy .ppt)
  {
    kind: 'presentation',
    contentType: PPTX_CONTENT_TYPE,
    matches: (h) => containerOf(h) === 'zip',
  },
  {
    kind: 'presentation',
    contentType: PPT_CONTENT_TYPE,
    matches: (h) => containerOf(h) === 'ole2',
  },
];

/** Bytes read from the start of a file to decide its kind. */
export const SNIFF_BYTES = 16;

/** The content type of a file of the declared kind by its first bytes, or null when its content is not that kind. */
export function sniffMedia(kind: UploadKind, head: Buffer): string | null {
  return (
    SIGNATURES.find((signature) => signature.kind === kind && signature.matches(head))?.contentType ?? null
  );
}
