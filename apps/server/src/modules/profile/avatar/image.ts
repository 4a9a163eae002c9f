import sharp from 'sharp';
import { AppError } from '../../../platform/errors.ts';
import { checkImage, IMAGE_INPUT_OPTIONS } from '../../../platform/images.ts';

/** Side of the square avatar the server keeps. */
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';

const invalid = () => new AppError('profile.image_invalid', 400);

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
