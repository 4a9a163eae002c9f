import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { call, multipartBody, signedInMember, uploadAvatar } from '../../../../test/profile-fixtures.ts';
import { diskFileStore } from '../../../platform/storage.ts';

const MAX_BYTES = 300_000;
const { t, dataDir } = withDataDir({ AVATAR_MAX_BYTES: String(MAX_BYTES) });

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

function solid(width: number, height: number, background = RED) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A PNG whose header declares `side`×`side` 1-bit pixels: valid, a few KB, and a bomb once decoded. */
function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function fetchImage(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, data: response.rawPayload };
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
}

describe('POST /api/v1/profile/avatar', () => {
  it('re-encodes a PNG to a 256×256 WebP served by its signed URL, and the session shows it', async () => {
    const { user, tokens } = await signedInMember(t);
    const png = await solid(640, 360).png().toBuffer();
    const response = await uploadAvatar(t, tokens, {
      data: png,
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const { image } = response.json();
    expect(image).toMatch(/^\/api\/v1\/files\/[\w-]{43}\?sig=[\w-]+$/);

    const served = await fetchImage(image);
    expect(served.response.statusCode).toBe(200);
    expect(served.response.headers['content-type']).toBe('image/webp');
    expect(served.response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.response.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

    expect((await call(t, 'GET', '/api/v1/session', tokens)).json().user.image).toBe(image);
    expect((await call(t, 'GET', '/api/v1/profile', tokens)).json().image).toBe(image);
    const files = await t.db
      .selectFrom('stored_files')
      .select(['owner_user_id', 'purpose', 'content_type', 'size'])
      .where('owner_user_id', '=', user.id)
      .execute();
    expect(files).toEqual([
      { owner_user_id: user.id, purpose: 'avatar', content_type: 'image/webp', size: served.data.length },
    ]);
  });

  it('re-encodes a JPEG without its EXIF (GPS included), turned upright by its orientation', async () => {
    const { tokens } = await signedInMember(t);
    // red left half, blue right half, stored sideways: orientation 6 shows it turned 90° clockwise (red on top)
    const jpeg = await solid(400, 200, BLUE)
      .composite([{ input: await solid(200, 200, RED).png().toBuffer(), left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: 'Secret Artist', Copyright: 'Secret Owner' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes('Secret Artist')).toBe(true);
    expect(input.orientation).toBe(6);

    const response = await uploadAvatar(t, tokens, {
      data: jpeg,
      filename: 'me.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const { data } = await fetchImage(response.json().image);
    const output = await sharp(data).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    expect(data.includes('Secret')).toBe(false);
    const top = await pixel(data, 128, 10);
    const bottom = await pixel(data, 128, 245);
    expect(top.r).toBeGreaterThan(150);
    expect(top.b).toBeLessThan(100);
    expect(bottom.b).toBeGreaterThan(150);
    expect(bottom.r).toBeLessThan(100);
  });

  it('accepts a GIF by its content whatever the declared name and type', async () => {
    const { tokens } = await signedInMember(t);
    const gif = await solid(50, 80).gif().toBuffer();
    const response = await uploadAvatar(t, tokens, {
      data: gif,
      filename: 'x.bin',
      contentType: 'text/plain',
    });
    expect(response.statusCode).toBe(200);
    expect((await sharp((await fetchImage(response.json().image)).data).metadata()).format).toBe('webp');
  });

  it('refuses a text file named .png, an SVG, a corrupt image and a decompression bomb', async () => {
    const { user, tokens } = await signedInMember(t);
    const png = await solid(300, 300).png().toBuffer();
    // 10 000 × 10 000 = 100 MP, twice the decode limit, in about 12 KB
    const bomb = pngBomb(10_000);
    expect(bomb.length).toBeLessThan(20_000);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [name, data] of [
      ['text.png', 'definitely not an image'],
      ['drawing.png', svg],
      ['truncated.png', png.subarray(0, Math.floor(png.length / 2))],
      ['bomb.png', bomb],
    ] as const) {
      const response = await uploadAvatar(t, tokens, { data, filename: name, contentType: 'image/png' });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error).toEqual({
        code: 'profile.image_invalid',
        message: 'Imagem inválida. Envie um arquivo PNG, JPG, GIF ou WebP.',
      });
    }
    const files = await t.db
      .selectFrom('stored_files')
      .select('key')
      .where('owner_user_id', '=', user.id)
      .execute();
    expect(files).toEqual([]);
  });

  it('refuses a file over the size limit with 413 profile.image_too_large', async () => {
    const { tokens } = await signedInMember(t);
    const noise = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(MAX_BYTES);
    const body = multipartBody([
      { name: 'file', filename: 'big.png', contentType: 'image/png', data: noise },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/avatar',
      headers: { ...bearer(tokens), 'accept-language': 'en-US', ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'profile.image_too_large',
      message: 'The image is too large. The maximum size is 5 MB.',
    });
  });

  it('needs a `file` part and a session', async () => {
    const { tokens } = await signedInMember(t);
    const json = await call(t, 'POST', '/api/v1/profile/avatar', tokens, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const body = multipartBody([
      {
        name: 'file',
        filename: 'a.png',
        contentType: 'image/png',
        data: await solid(10, 10).png().toBuffer(),
      },
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/avatar',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongPart = multipartBody([
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: 'x' },
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/avatar',
      headers: { ...bearer(tokens), ...wrongPart.headers },
      payload: wrongPart.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([{ field: 'file', message: 'Campo obrigatório' }]);
  });
});

describe('replacing and removing the avatar', () => {
  it('deletes the previous file and row on a new upload, and everything on DELETE', async () => {
    const { user, tokens } = await signedInMember(t);
    const store = diskFileStore(dataDir.dir);
    const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() ?? '';
    const first = (
      await uploadAvatar(t, tokens, {
        data: await solid(64, 64).png().toBuffer(),
        filename: 'a.png',
        contentType: 'image/png',
      })
    ).json().image;
    const second = (
      await uploadAvatar(t, tokens, {
        data: await solid(64, 64, BLUE).jpeg().toBuffer(),
        filename: 'b.jpg',
        contentType: 'image/jpeg',
      })
    ).json().image;
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).response.statusCode).toBe(404);
    expect(await store.stat(keyOf(first))).toBeNull();
    expect((await fetchImage(second)).response.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('stored_files')
      .select('key')
      .where('owner_user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ key: keyOf(second) }]);

    const removed = await call(t, 'DELETE', '/api/v1/profile/avatar', tokens);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ image: null });
    expect((await fetchImage(second)).response.statusCode).toBe(404);
    expect(await store.stat(keyOf(second))).toBeNull();
    expect((await call(t, 'GET', '/api/v1/session', tokens)).json().user.image).toBeNull();
    const left = await t.db
      .selectFrom('stored_files')
      .select('key')
      .where('owner_user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
