import sharp from 'sharp';
import { AppError } from './errors.ts';

/** Formats accepted as image input, judged by the decoder on the bytes, never by the name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const IMAGE_CONTENT_TYPE = 'image/webp';
/**
 * Largest decoded image accepted (48 MP phone photos fit). A few kilobytes of PNG can declare a gigapixel image;
 * sharp refuses to decode past this, so such a decompression bomb costs nothing.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

const invalid = () => new AppError('profile.image_invalid', 400);

/**
 * Checks an uploaded image by its content and re-encodes it: the first frame, turned upright by its EXIF
 * orientation, resized to `width`×`height` (`cover`: cropped to fill; `inside`: whole, never enlarged), as WebP
 * without any metadata (EXIF, GPS, XMP and ICC are dropped). Anything that is not a decodable JPEG, PNG, WebP or
 * GIF is 'profile.image_invalid'. Avatars and news covers go through it.
 */
export async function reencodeImage(
  input: Buffer,
  size: { width: number; height: number; fit: 'cover' | 'inside' },
): Promise<Buffer> {
  const options = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'warning' as const, autoOrient: true };
  let format: string | undefined;
  try {
    const metadata = await sharp(input, options).metadata();
    format = metadata.format;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_INPUT_PIXELS) throw invalid();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid();
  try {
    return await sharp(input, options)
      .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
