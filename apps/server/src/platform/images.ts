import sharp from 'sharp';
import { AppError } from './errors.ts';

/** Formats accepted as uploaded images, judged by the decoder on the bytes, never by the name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const IMAGE_CONTENT_TYPE = 'image/webp';
/**
 * Largest decoded image accepted (48 MP phone photos fit). A few kilobytes of PNG can declare a gigapixel image;
 * sharp refuses to decode past this, so such a decompression bomb costs nothing.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

/** How sharp reads an uploaded image: bounded in pixels, strict on damage, turned upright by its EXIF orientation. */
export const IMAGE_INPUT_OPTIONS = {
  limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
  failOn: 'warning' as const,
  autoOrient: true,
};

const invalid = () => new AppError('profile.image_invalid', 400);

/**
 * Checks uploaded bytes by their content: a decodable JPEG, PNG, WebP or GIF within the pixel limit, whatever the
 * name or declared type says; anything else throws `refuse()`. Returns the decoder's format. Re-encoding with sharp
 * afterwards drops every metadata block (EXIF with GPS, XMP, ICC) unless asked to keep it.
 */
export async function checkImage(input: Buffer, refuse: () => Error = invalid): Promise<string> {
  let format: string | undefined;
  try {
    const metadata = await sharp(input, IMAGE_INPUT_OPTIONS).metadata();
    format = metadata.format;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_INPUT_PIXELS) format = undefined;
  } catch {
    throw refuse();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse();
  return format;
}

/**
 * Checks an uploaded image by its content (`checkImage`) and re-encodes it: the first frame, turned upright,
 * resized to `width`×`height` (`cover`: cropped to fill; `inside`: whole, never enlarged), as WebP without any
 * metadata. Anything that is not a decodable JPEG, PNG, WebP or GIF is 'profile.image_invalid'. Avatars and news
 * covers go through it.
 */
export async function reencodeImage(
  input: Buffer,
  size: { width: number; height: number; fit: 'cover' | 'inside' },
): Promise<Buffer> {
  await checkImage(input);
  try {
    return await sharp(input, IMAGE_INPUT_OPTIONS)
      .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
