import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, login, tokenForm } from '../../test/factories.ts';
import { createTestDatabase, TEST_SECRET } from '../../test/harness.ts';
import { buildAccount, lastMessage, linkIn, postJson } from '../../test/recovery-helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { ensureWebApplication } from '../db/seed/applications.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

let dist: string;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let log = '';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'elevar-log-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: dist, PUBLIC_URL: 'https://learn.example.test' });
  await ensureWebApplication(database.db, config);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await buildApp({
    config,
    db: database.db,
    secret: TEST_SECRET,
    housekeeping: false,
    logger: { level: 'info', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('redactUrl', () => {
  it('hides the values of secret parameters and credential path segments, and keeps the rest', () => {
    expect(redactUrl('/api/v1/accounts/password-link?username=ana&uidb64=MQ&token=abc-123')).toBe(
      `/api/v1/accounts/password-link?username=ana&uidb64=MQ&token=${REDACTED}`,
    );
    expect(redactUrl('/ws?token=eyJ.x.y')).toBe(`/ws?token=${REDACTED}`);
    expect(redactUrl('/api/v1/sso/callback?code=c&state=s&iss=https%3A%2F%2Fidp')).toBe(
      `/api/v1/sso/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fidp`,
    );
    expect(redactUrl('/api/v1/files/k1?SIG=abc')).toBe(`/api/v1/files/k1?SIG=${REDACTED}`);
    expect(redactUrl('/webservice-login/eyJ.a.b?module=news')).toBe(
      `/webservice-login/${REDACTED}?module=news`,
    );
    expect(redactUrl('/recover-password/ana/MQ/tok')).toBe(`/recover-password/ana/MQ/${REDACTED}`);
    expect(redactUrl('/home?tab=1')).toBe('/home?tab=1');
  });
});

describe('the request log of a recovery run', () => {
  it('never holds the link token, the password, the bearer or refresh tokens, or the realtime token', async () => {
    const client = await buildClient(database.db, { isDefaultSite: true });
    const account = await buildAccount(database.db, { clients: [{ id: client.id }] });
    expect(
      (await postJson(app, '/etraining_login/api_recover_password/', { email: account.email })).statusCode,
    ).toBe(200);
    const link = linkIn((await lastMessage(database.db, account.email))?.body ?? '');
    const pagePath = `/recover-password/${link.username}/${link.uidb64}/${link.token}`;
    expect((await app.inject({ method: 'GET', url: pagePath })).statusCode).toBe(200);
    const checked = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/password-link',
      query: { username: link.username, uidb64: link.uidb64, token: link.token },
    });
    expect(checked.statusCode).toBe(200);
    const password = 'Nova-Senha-9f3k2';
    const set = await postJson(app, '/api/v1/accounts/set-password', {
      username: link.username,
      uidb64: link.uidb64,
      token: link.token,
      password,
      password_confirmation: password,
    });
    expect(set.statusCode).toBe(200);
    const tokens = await login(app, account.username, password);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) })).statusCode,
    ).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: tokenForm({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    });
    expect(refreshed.statusCode).toBe(200);
    const upgrade = { socket: { remoteAddress: '127.0.0.1' } } as unknown as Partial<IncomingMessage>;
    const socket = await app.injectWS(`/ws?token=${encodeURIComponent(tokens.user_firebase_token)}`, upgrade);
    socket.terminate();

    for (const secret of [
      link.token,
      password,
      tokens.access_token,
      tokens.refresh_token,
      tokens.user_firebase_token,
      refreshed.json().access_token,
    ]) {
      expect(log).not.toContain(secret);
    }
    // the log still tells what was asked: the paths, with the secrets replaced
    expect(log).toContain(`/api/v1/accounts/password-link?username=${link.username}`);
    expect(log).toContain(`token=${REDACTED}`);
    expect(log).toContain(`/recover-password/${link.username}/${link.uidb64}/${REDACTED}`);
    expect(log).toContain(`/ws?token=${REDACTED}`);
  });
});
