import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_SECRET } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';

let dist: string;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

const script = `console.log(${JSON.stringify('Elevar '.repeat(400))});\n`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`;
const credentials = `content='{"client_id":"my-web","client_secret":"my-secret"}'`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'elevar-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta name="elevar-app" content='{"client_id":"x","client_secret":"y"}'></head><body></body></html>`,
  );
  // what the web build writes: each file with its brotli and gzip variants (a tiny one without)
  const withVariants = (file: string, text: string) => {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  withVariants('assets/app-abc123.js', script);
  withVariants('favicon.svg', icon);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: dist,
    WEB_APP_CLIENT_ID: 'my-web',
    WEB_APP_CLIENT_SECRET: 'my-secret',
  });
  app = await buildApp({ config, db: database.db, secret: TEST_SECRET, logger: false, housekeeping: false });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const decode = { br: brotliDecompressSync, gzip: gunzipSync, none: (body: Buffer) => body };

describe('serving the web app', () => {
  it('serves index.html with the configured app credentials for client routes', async () => {
    for (const url of ['/', '/index.html', '/home', '/trails/3/course/7?tab=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(credentials);
    }
  });

  it('serves hashed assets with long-lived caching, and other files revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset or file instead of index.html', async () => {
    for (const url of ['/assets/gone-123.js', '/missing.css', '/api/v1/nope', '/assets/app-abc123.js.br']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});

describe('compressed files', () => {
  const cases = [
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip' },
    { acceptEncoding: 'gzip;q=1, br;q=0.5', encoding: 'gzip' },
    { acceptEncoding: '*', encoding: 'gzip' },
    { acceptEncoding: 'gzip;q=0, br;q=0, *;q=0', encoding: 'none' },
    { acceptEncoding: 'identity', encoding: 'none' },
    { acceptEncoding: undefined, encoding: 'none' },
  ] as const;

  /** A GET with this Accept-Encoding, answered 200 in `encoding` and marked as varying by it. */
  async function encodedGet(url: string, acceptEncoding: string | undefined, encoding: string) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding === 'none' ? undefined : encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    return response;
  }

  it.each(cases)(
    'Accept-Encoding $acceptEncoding gets $encoding for a file',
    async ({ acceptEncoding, encoding }) => {
      for (const { url, original, type } of [
        { url: '/assets/app-abc123.js', original: script, type: 'application/javascript; charset=utf-8' },
        { url: '/favicon.svg', original: icon, type: 'image/svg+xml' },
      ]) {
        const response = await encodedGet(url, acceptEncoding, encoding);
        expect(response.headers['content-type']).toBe(type);
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decode[encoding](response.rawPayload).toString()).toBe(original);
        if (encoding !== 'none') expect(response.rawPayload.length).toBeLessThan(original.length);
      }
    },
  );

  it.each(cases)(
    'Accept-Encoding $acceptEncoding gets $encoding for the shell',
    async ({ acceptEncoding, encoding }) => {
      for (const url of ['/', '/home']) {
        const response = await encodedGet(url, acceptEncoding, encoding);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decode[encoding](response.rawPayload).toString()).toContain(credentials);
      }
    },
  );

  it('serves a file the build left without variants as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('User-agent: *\n');
  });

  it('answers HEAD with the headers GET would send and no body', async () => {
    for (const url of ['/assets/app-abc123.js', '/home']) {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('answers a range of the representation it picked', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { range: 'bytes=0-9' },
    });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(script)}`);
    expect(plain.body).toBe(script.slice(0, 10));

    const compressed = brotliCompressSync(script);
    const tail = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { range: 'bytes=10-', 'accept-encoding': 'br' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-encoding']).toBe('br');
    expect(tail.headers['content-range']).toBe(`bytes 10-${compressed.length - 1}/${compressed.length}`);
    expect(tail.rawPayload).toEqual(compressed.subarray(10));
  });
});
