import { createHash } from 'node:crypto';
import type { SaleInvoiceUpload } from '@elevar/contract';
import { differenceHash } from '../photos/image.ts';

/**
 * What an invoice file is by its first bytes (magic numbers), whatever its name or declared type says: a JPEG, PNG
 * or WebP photo of the invoice, or a PDF. Anything else is refused.
 */
const SIGNATURES: readonly {
  contentType: SaleInvoiceUpload['content_type'];
  matches: (h: Buffer) => boolean;
}[] = [
  { contentType: 'image/jpeg', matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  {
    contentType: 'image/png',
    matches: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/webp',
    matches: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { contentType: 'application/pdf', matches: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** The content type of an invoice file by its content, or null when it is not an image or PDF the programme takes. */
export function sniffInvoice(bytes: Buffer): SaleInvoiceUpload['content_type'] | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.contentType ?? null;
}

/**
 * The invoice file's hashes for the duplicate-image signal: SHA-256 of its bytes, and the dHash of its picture
 * when it is an image the decoder reads (null for a PDF).
 */
export async function invoiceHashes(bytes: Buffer): Promise<{ sha256: string; dhash: string | null }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sniffInvoice(bytes) === 'application/pdf') return { sha256, dhash: null };
  const dhash = await differenceHash(bytes).catch(() => null);
  return { sha256, dhash };
}
