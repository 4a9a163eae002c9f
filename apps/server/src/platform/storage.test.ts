import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDataDir } from '../../test/file-context.ts';
import { TEST_SECRET } from '../../test/harness.ts';
import {
  deleteStoredFilesOf,
  diskFileStore,
  isFileKey,
  readStoredFile,
  recordStoredFile,
  signedFileUrl,
  verifyFileSignature,
} from './storage.ts';

const { t, dataDir } = withDataDir();

describe('disk file store', () => {
  it('writes under a new random key in the data directory and removes idempotently', async () => {
    const store = diskFileStore(dataDir.dir);
    const a = await store.write(Buffer.from('first'));
    const b = await store.write(Buffer.from('second'));
    expect(isFileKey(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(await store.stat(a)).toEqual({ size: 5 });
    const file = path.join(dataDir.dir, 'files', a.slice(0, 2), a);
    expect(await readFile(file, 'utf8')).toBe('first');
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect((await readStoredFile(store, a))?.toString()).toBe('first');
    expect(await store.withLocalFile(a, async (local, size) => [local, size])).toEqual([file, 5]);

    await store.remove(a);
    expect(await store.stat(a)).toBeNull();
    expect(await store.read(a)).toBeNull();
    await expect(store.remove(a)).resolves.toBeUndefined();
    expect(await store.stat(b)).not.toBeNull();
  });

  it('never turns something that is not a key into a path', async () => {
    const store = diskFileStore(dataDir.dir);
    for (const bad of ['../../etc/passwd', 'short', `${'a'.repeat(42)}/`, `..${'a'.repeat(41)}`]) {
      expect(isFileKey(bad)).toBe(false);
      expect(await store.stat(bad)).toBeNull();
      expect(await store.read(bad)).toBeNull();
    }
  });
});

describe('signed file URLs', () => {
  it('sign the key with the secret and verify only that key and secret', () => {
    const key = 'A'.repeat(43);
    const url = new URL(signedFileUrl(key, TEST_SECRET), 'http://x');
    expect(url.pathname).toBe(`/api/v1/files/${key}`);
    const sig = url.searchParams.get('sig') ?? '';
    expect(verifyFileSignature(key, sig, TEST_SECRET)).toBe(true);
    expect(verifyFileSignature('B'.repeat(43), sig, TEST_SECRET)).toBe(false);
    expect(verifyFileSignature(key, sig, `${TEST_SECRET}-other`)).toBe(false);
    expect(verifyFileSignature(key, `${sig.slice(0, -1)}x`, TEST_SECRET)).toBe(false);
  });
});

describe('GET /api/v1/files/:key', () => {
  async function storedFile(data: Buffer, contentType: string) {
    const key = await diskFileStore(dataDir.dir).write(data);
    await recordStoredFile(t.db, { key, ownerUserId: null, purpose: 'test', contentType, size: data.length });
    return { key, url: signedFileUrl(key, TEST_SECRET) };
  }

  it('serves the file with its recorded type, private caching and nosniff', async () => {
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    const { url } = await storedFile(data, 'image/webp');
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-length']).toBe(String(data.length));
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(data)).toBe(true);
  });

  it('answers a Range request with 206 and the bytes asked, past the end with 416, and says it accepts ranges', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    const { url } = await storedFile(data, 'video/mp4');
    const get = (range?: string) =>
      t.app.inject({ method: 'GET', url, headers: range === undefined ? {} : { range } });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    for (const [range, start, end] of [
      ['bytes=0-3', 0, 3],
      ['bytes=5-', 5, 19],
      ['bytes=-4', 16, 19],
      ['bytes=18-999', 18, 19],
    ] as const) {
      const response = await get(range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/20`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.rawPayload.equals(data.subarray(start, end + 1)), range).toBe(true);
    }

    for (const range of ['bytes=20-', 'bytes=25-30', 'bytes=-0']) {
      const response = await get(range);
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range'], range).toBe('bytes */20');
    }

    // not a single bytes range: the whole file
    for (const range of ['items=0-3', 'bytes=0-1,4-5', 'bytes=5-2']) {
      const response = await get(range);
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.equals(data), range).toBe(true);
    }
  });

  it('a streamed write stores the bytes of every part under one new key', async () => {
    const store = diskFileStore(dataDir.dir);
    async function* parts() {
      yield Buffer.from('stream');
      yield Buffer.from('ed ');
      yield Buffer.from('bytes');
    }
    const key = await store.writeFrom(parts());
    expect((await readStoredFile(store, key))?.toString()).toBe('streamed bytes');
  });

  it('answers 404 for a missing or wrong signature, an unknown key and a file whose row is gone', async () => {
    const { key, url } = await storedFile(Buffer.from('secret bytes'), 'text/plain');
    const signature = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    const other = await storedFile(Buffer.from('other'), 'text/plain');
    const otherSig = new URL(other.url, 'http://x').searchParams.get('sig') ?? '';
    const unknownKey = 'Z'.repeat(43);

    for (const bad of [
      `/api/v1/files/${key}`,
      `/api/v1/files/${key}?sig=`,
      `/api/v1/files/${key}?sig=${otherSig}`,
      `/api/v1/files/${key}?sig=${signature.toUpperCase()}`,
      signedFileUrl(unknownKey, TEST_SECRET),
      `/api/v1/files/..%2F..%2Fetc%2Fpasswd?sig=${signature}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().error.code).toBe('common.not_found');
      expect(response.body).not.toContain('secret bytes');
    }

    await t.db.deleteFrom('stored_files').where('key', '=', key).execute();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('deleteStoredFilesOf drops the rows of one owner (and purpose) and returns their keys', async () => {
    const owner = await t.db
      .insertInto('users')
      .values({ username: 'file.owner', full_name: 'File Owner', password_hash: 'x', status: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const values = { ownerUserId: owner.id, contentType: 'image/webp', size: 1 };
    await recordStoredFile(t.db, { key: 'k'.repeat(43), purpose: 'avatar', ...values });
    await recordStoredFile(t.db, { key: 'm'.repeat(43), purpose: 'invoice', ...values });
    expect(await deleteStoredFilesOf(t.db, owner.id, 'avatar')).toEqual(['k'.repeat(43)]);
    expect(await deleteStoredFilesOf(t.db, owner.id)).toEqual(['m'.repeat(43)]);
    expect(await deleteStoredFilesOf(t.db, owner.id)).toEqual([]);
  });
});
