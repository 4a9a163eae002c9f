import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { checkImage, IMAGE_INPUT_OPTIONS } from '../../../platform/images.ts';

/** Longest side of the display image of a store photo. */
export const PHOTO_DISPLAY_SIZE = 1600;
export const PHOTO_DISPLAY_CONTENT_TYPE = 'image/webp';

const ORIGINAL_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface ProcessedPhoto {
  /** The content type of the original, by the decoder. */
  originalType: string;
  /** The display image: upright, at most 1600 px on its longest side, WebP without any metadata (no EXIF, no GPS). */
  display: Buffer;
  /** 64-bit difference hash (dHash) of the image, 16 hex digits: near-identical images differ in few bits. */
  dhash: string;
  /** SHA-256 of the bytes as sent, hex: the same file uploaded again. */
  sha256: string;
}

/**
 * The difference hash of an image: grayscale, resized to 9×8, each bit saying whether a pixel is brighter than its
 * right neighbour (row by row). Re-encoding, resizing or light compression keep it within a few bits.
 */
export async function differenceHash(input: Buffer): Promise<string> {
  const pixels = await sharp(input, IMAGE_INPUT_OPTIONS)
    .grayscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col] ?? 0;
      const right = pixels[row * 9 + col + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  return hash.toString(16).padStart(16, '0');
}

/**
 * Checks a store photo by its content (a decodable JPEG, PNG, WebP or GIF, else `refuse()`), re-encodes it for
 * display without metadata and hashes it for the audit's fraud signals. The original bytes are kept apart, for
 * auditors only.
 */
export async function processPhoto(input: Buffer, refuse: () => Error): Promise<ProcessedPhoto> {
  const format = await checkImage(input, refuse);
  try {
    const [display, dhash] = await Promise.all([
      sharp(input, IMAGE_INPUT_OPTIONS)
        .resize(PHOTO_DISPLAY_SIZE, PHOTO_DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      differenceHash(input),
    ]);
    return {
      originalType: ORIGINAL_TYPES[format] ?? 'application/octet-stream',
      display,
      dhash,
      sha256: createHash('sha256').update(input).digest('hex'),
    };
  } catch {
    throw refuse();
  }
}
