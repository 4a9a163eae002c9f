import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, tokenForm } from '../../test/factories.ts';
import { createTestDatabase, TEST_SECRET } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { ensureWebApplication } from '../db/seed/applications.ts';

const LIMIT = 3;
let dist: string;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let clientId: number;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'elevar-limit-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: dist,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(LIMIT),
  });
  await ensureWebApplication(database.db, config);
  app = await buildApp({ config, db: database.db, secret: TEST_SECRET, logger: false, housekeeping: false });
  clientId = (await buildClient(database.db)).id;
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

let addressSequence = 0;
/** An address of its own for each test, so budgets never mix. */
const freshAddress = () => `198.51.100.${++addressSequence}`;

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': 'en-US', ...headers } });

async function signIn(remoteAddress: string) {
  const user = await buildUser(database.db, { clients: [{ id: clientId }] });
  const response = await app.inject({
    method: 'POST',
    url: '/o/token/',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenForm({ grant_type: 'password', username: user.username, password: user.password }),
  });
  expect(response.statusCode).toBe(200);
  return bearer(response.json());
}

function expectLimited(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: { code: 'common.rate_limited', message: 'Too many attempts. Wait a few minutes and try again.' },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the general request limit', () => {
  it("never counts the web app's files, its shell or the health check; API calls are counted", async () => {
    const address = freshAddress();
    for (let i = 0; i < 4 * LIMIT; i++) {
      for (const url of ['/assets/app-abc123.js', '/favicon.svg', '/', '/ranking', '/health']) {
        expect((await get(url, address)).statusCode, url).toBe(200);
      }
    }
    for (let i = 0; i < LIMIT; i++) expect((await get('/api/v1/login-params', address)).statusCode).toBe(200);
    expectLimited(await get('/api/v1/login-params', address));
    expect((await get('/home', address)).statusCode).toBe(200);
  });

  it('counts signed-in calls per user: colleagues behind one address each have their own budget', async () => {
    const store = freshAddress();
    const ana = await signIn(freshAddress());
    const bruno = await signIn(freshAddress());
    for (let i = 0; i < LIMIT; i++) expect((await get('/api/v1/session', store, ana)).statusCode).toBe(200);
    expectLimited(await get('/api/v1/session', store, ana));
    for (let i = 0; i < LIMIT; i++) expect((await get('/api/v1/session', store, bruno)).statusCode).toBe(200);
    // the store's anonymous budget is its own too
    expect((await get('/api/v1/login-params', store)).statusCode).toBe(200);
  });

  it('counts a token that opens no session against the address', async () => {
    const address = freshAddress();
    const forged = { authorization: 'Bearer not-a-token' };
    for (let i = 0; i < LIMIT; i++)
      expect((await get('/api/v1/session', address, forged)).statusCode).toBe(401);
    expectLimited(await get('/api/v1/session', address, forged));
  });

  it('counts unknown API paths like any API call', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMIT; i++)
      expect((await get('/api/v1/no-such-thing', address)).statusCode).toBe(404);
    expectLimited(await get('/api/v1/no-such-thing', address));
  });
});
