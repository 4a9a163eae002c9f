import { hammingDistance } from '@elevar/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { differenceHash, PHOTO_DISPLAY_SIZE, processPhoto } from './image.ts';

const refuse = () => new Error('refused');

/** A picture with structure (a gradient and a square), so its hash has bits both ways. */
function scene(width: number, height: number, square = 60) {
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      gradient[i] = Math.round((x / width) * 255);
      gradient[i + 1] = Math.round((y / height) * 255);
      gradient[i + 2] = 80;
    }
  return sharp(gradient, { raw: { width, height, channels: 3 } }).composite([
    {
      input: {
        create: { width: square, height: square, channels: 3, background: { r: 255, g: 255, b: 255 } },
      },
      left: Math.round(width / 3),
      top: Math.round(height / 3),
    },
  ]);
}

describe('processPhoto', () => {
  it('re-encodes a JPEG without its EXIF (GPS included), resized for display', async () => {
    const jpeg = await scene(2400, 1200, 300)
      .jpeg({ quality: 90 })
      .withExifMerge({
        IFD0: { Artist: 'Secret Artist' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.includes('Secret Artist')).toBe(true);

    const photo = await processPhoto(jpeg, refuse);
    const output = await sharp(photo.display).metadata();
    expect(output).toMatchObject({
      format: 'webp',
      width: PHOTO_DISPLAY_SIZE,
      height: PHOTO_DISPLAY_SIZE / 2,
    });
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(photo.display.includes('Secret')).toBe(false);
    expect(photo.originalType).toBe('image/jpeg');
    expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(photo.dhash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    await expect(processPhoto(Buffer.from('%PDF-1.7 not a photo'), refuse)).rejects.toThrow('refused');
    // a PNG signature with nothing decodable behind it
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('x'),
    ]);
    await expect(processPhoto(fake, refuse)).rejects.toThrow('refused');
  });

  it('gives a near-identical re-encoded image a close difference hash, and another image a far one', async () => {
    const original = await scene(800, 600).png().toBuffer();
    const reencoded = await sharp(original).resize(640, 480).jpeg({ quality: 60 }).toBuffer();
    const other = await scene(800, 600).flop().png().toBuffer();
    const [a, b, c] = await Promise.all([original, reencoded, other].map(differenceHash));
    expect(hammingDistance(a as string, b as string)).toBeLessThanOrEqual(4);
    expect(hammingDistance(a as string, c as string)).toBeGreaterThan(16);
  });
});
