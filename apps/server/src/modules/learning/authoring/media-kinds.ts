import type { UploadKind } from '@elevar/contract';
import { SIGNATURES as BYTES } from '../../../platform/file-content.ts';
import { containerOf, PPT_CONTENT_TYPE, PPTX_CONTENT_TYPE } from '../ppt/inspect.ts';

/**
 * What a file is by its first bytes (magic numbers), for the kinds an activity plays: the declared kind of an upload
 * must match its content, whatever its name says.
 */
const SIGNATURES: readonly { kind: UploadKind; contentType: string; matches: (head: Buffer) => boolean }[] = [
  // the shared signatures of `platform/file-content.ts` (the library's uploads judge files with the same)
  { kind: 'video', contentType: 'video/mp4', matches: BYTES.isoMedia },
  { kind: 'video', contentType: 'video/webm', matches: BYTES.ebml },
  { kind: 'video', contentType: 'video/ogg', matches: BYTES.ogg },
  { kind: 'audio', contentType: 'audio/mpeg', matches: BYTES.id3 },
  { kind: 'audio', contentType: 'audio/mpeg', matches: BYTES.mpegFrame },
  { kind: 'audio', contentType: 'audio/wav', matches: BYTES.wav },
  { kind: 'audio', contentType: 'audio/ogg', matches: BYTES.ogg },
  { kind: 'pdf', contentType: 'application/pdf', matches: BYTES.pdf },
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

/** The content type of a file of the declared kind by its first bytes, or null when its content is not that kind. */
export function sniffMedia(kind: UploadKind, head: Buffer): string | null {
  return (
    SIGNATURES.find((signature) => signature.kind === kind && signature.matches(head))?.contentType ?? null
  );
}
