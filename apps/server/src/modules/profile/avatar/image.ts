import { IMAGE_CONTENT_TYPE, reencodeImage } from '../../../platform/images.ts';

/** Side of the square avatar the server keeps. */
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = IMAGE_CONTENT_TYPE;

/**
 * Checks an uploaded avatar by its content and re-encodes it (`platform/images.ts`): cover-cropped to 256×256 WebP
 * without any metadata. Anything that is not a decodable JPEG, PNG, WebP or GIF is 'profile.image_invalid'.
 */
export function reencodeAvatar(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' });
}
