import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { signedInMember, uploadAvatar } from '../../test/profile-fixtures.ts';
import { startS3Server, TEST_BUCKET } from '../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { objectFileStore, s3ClientOf, storageOf } from './object-store.ts';
import { type FileStore, readStoredFile } from './storage.ts';

/** The file store on object storage (STORAGE_URL), against a real S3-protocol server the test starts (s3rver). */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: FileStore;

beforeAll(async () => {
  s3 = await startS3Server();
  const storage = storageOf(loadConfig(s3.env));
  if (!storage) throw new Error('the object storage is not configured');
  store = objectFileStore(storage);
});
afterAll(() => s3.stop());

async function text(stream: AsyncIterable<unknown> | null) {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('the object file store', () => {
  it('writes an object under a new key, reads it whole or by range, copies it to a local file and removes it', async () => {
    const key = await store.write(Buffer.from('invoice 12345'));
    expect(await store.stat(key)).toEqual({ size: 13 });
    expect(await text(await store.read(key))).toBe('invoice 12345');
    expect(await text(await store.read(key, { start: 8, end: 12 }))).toBe('12345');
    expect(
      await store.withLocalFile(key, async (file, size) => [await readFile(file, 'utf8'), size]),
    ).toEqual(['invoice 12345', 13]);
    await store.remove(key);
    expect(await store.stat(key)).toBeNull();
    expect(await store.read(key)).toBeNull();
    expect(await store.withLocalFile(key, async () => 'never')).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('never asks the bucket for something that is not a key', async () => {
    for (const bad of ['../files/x', 'short', `${'a'.repeat(42)}/`]) {
      expect(await store.stat(bad)).toBeNull();
      expect(await store.read(bad)).toBeNull();
    }
  });

  it('streams a file larger than a part up in parts and reads the same bytes back', async () => {
    const bytes = randomBytes(20 * 1024 * 1024 + 123);
    async function* pieces() {
      for (let at = 0; at < bytes.length; at += 1024 * 1024) yield bytes.subarray(at, at + 1024 * 1024);
    }
    const key = await store.writeFrom(pieces());
    expect(await store.stat(key)).toEqual({ size: bytes.length });
    expect((await readStoredFile(store, key))?.equals(bytes)).toBe(true);
    const empty = await store.writeFrom((async function* () {})());
    expect(await store.stat(empty)).toEqual({ size: 0 });
  });

  it('hands out a signed URL that answers the bytes with the type and disposition asked; an expired one is refused', async () => {
    const key = await store.write(Buffer.from('%PDF-1.4 handbook'));
    const url = await store.signedDownload?.(key, {
      contentType: 'application/pdf',
      disposition: 'attachment; filename="handbook.pdf"',
    });
    expect(url).toMatch(/X-Amz-Signature=/);
    const answer = await fetch(url as string);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="handbook.pdf"');
    expect(await answer.text()).toBe('%PDF-1.4 handbook');

    const storage = storageOf(loadConfig(s3.env));
    const expired = await getSignedUrl(
      s3ClientOf(storage as NonNullable<typeof storage>),
      new GetObjectCommand({ Bucket: TEST_BUCKET, Key: `files/${key}` }),
      { expiresIn: 60, signingDate: new Date(Date.now() - 10 * 60_000) },
    );
    const refused = await fetch(expired);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
  });

  it('refuses a half-configured object storage at start', () => {
    const { STORAGE_BUCKET: _, ...withoutBucket } = s3.env;
    expect(() => storageOf(loadConfig(withoutBucket))).toThrow('STORAGE_BUCKET');
  });
});

describe('the app on object storage', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(s3.env);
  });
  afterAll(() => t.close());

  it('keeps an uploaded image in the bucket and sends the browser there with a short-lived signed URL', async () => {
    const { tokens } = await signedInMember(t);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1e90ff' } })
      .png()
      .toBuffer();
    const uploaded = await uploadAvatar(t, tokens, {
      data: png,
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(uploaded.statusCode).toBe(200);
    const { image } = uploaded.json() as { image: string };
    const key = new URL(image, 'http://x').pathname.split('/').pop() as string;
    expect(await store.stat(key)).not.toBeNull();

    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(302);
    expect(served.headers.location).toContain(`${s3.endpoint}/${TEST_BUCKET}/files/${key}`);
    const bytes = await fetch(served.headers.location as string);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/webp');
    const picture = await sharp(Buffer.from(await bytes.arrayBuffer())).metadata();
    expect(picture.format).toBe('webp');

    // a wrong signature never reaches the bucket
    const forged = await t.app.inject({ method: 'GET', url: image.replace(/sig=[\w-]+/, 'sig=forged') });
    expect(forged.statusCode).toBe(404);
  });

  it("lets the pages load images, media, previews and the pdf viewer's fetches from the bucket, and nothing else new", async () => {
    const policy = String(
      (await t.app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'],
    );
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([first]) => first === name)
        ?.slice(1) ?? [];
    for (const name of ['img-src', 'media-src', 'frame-src', 'connect-src'])
      expect(directive(name), name).toContain(s3.endpoint);
    for (const name of ['script-src', 'default-src', 'object-src'])
      expect(directive(name), name).not.toContain(s3.endpoint);
  });
});
