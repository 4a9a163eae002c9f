import sharp from 'sharp';
import { AppError } from '../../../platform/errors.ts';

/** Formats accepted as avatar input, judged by the decoder on the bytes, never by the name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Side of the square avatar the server keeps. */
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
/**
 * Largest decoded image accepted (48 MP phone photos fit). A few kilobytes of PNG can declare a gigapixel image;
 * sharp refuses to decode past this, so such a decompression bomb costs nothing.
 */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;

const invalid = () => new AppError('profile.image_invalid', 400);

/** How sharp reads an uploaded image: bounded in pixels, strict on damage, turned upright by its EXIF orientation. */
export const IMAGE_INPUT_OPTIONS = {
  limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
  failOn: 'warning' as const,
  autoOrient: true,
};

/**
 * Checks uploaded bytes by their content: a decodable JPEG, PNG, WebP or GIF within the pixel limit, whatever the
 * name or declared type says; anything else throws `refuse()`. Returns the decoder's format.
 */
export async function checkImage(input: Buffer, refuse: () => Error): Promise<string> {
  let format: string | undefined;
  try {
    const metadata = await sharp(input, IMAGE_INPUT_OPTIONS).metadata();
    format = metadata.format;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > AVATAR_MAX_INPUT_PIXELS) throw refuse();
  } catch {
    throw refuse();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse();
  return format;
}

/**
 * Checks an uploaded avatar by its content and re-encodes it: the first frame, turned upright by its EXIF
 * orientation, cover-cropped to 256×256, as WebP without any metadata (EXIF, GPS, XMP and ICC are dropped).
 * Anything that is not a decodable JPEG, PNG, WebP or GIF is 'profile.image_invalid'.
 */
export async function reencodeAvatar(input: Buffer): Promise<Buffer> {
  await checkImage(input, invalid);
  try {
    return await sharp(input, IMAGE_INPUT_OPTIONS)
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
