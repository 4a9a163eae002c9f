import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_SECRET } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';

let dist: string;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'elevar-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta name="elevar-app" content='{"client_id":"x","client_secret":"y"}'></head><body></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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

describe('serving the web app', () => {
  it('serves index.html with the configured app credentials for client routes', async () => {
    for (const url of ['/', '/home', '/trails/3/course/7?tab=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(`content='{"client_id":"my-web","client_secret":"my-secret"}'`);
    }
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing asset or file instead of index.html', async () => {
    for (const url of ['/assets/gone-123.js', '/missing.css', '/api/v1/nope']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
