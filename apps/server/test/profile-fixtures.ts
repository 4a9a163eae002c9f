import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { bearer, buildClient, buildUser, login, type Tokens } from './factories.ts';
import type { TestContext } from './harness.ts';

/** A private DATA_DIR for a test file (stored files land under it); remove it in afterAll. */
export function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'elevar-files-'));
  return {
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
    /** Every file in the directory's file store (none before the first is stored). */
    storedFiles: (): string[] => {
      const root = path.join(dir, 'files');
      try {
        return readdirSync(root).flatMap((sub) => readdirSync(path.join(root, sub)));
      } catch {
        return [];
      }
    },
  };
}

/** Sets a client's user profile config (login_settings.profile_fields). */
export async function setProfileFields(
  db: Db,
  clientId: number,
  fields: { name: string; visible: boolean; required: boolean }[],
) {
  await db
    .updateTable('login_settings')
    .set({ profile_fields: JSON.stringify(fields) })
    .where('client_id', '=', clientId)
    .execute();
}

/** A client, an approved member of it, and that member's tokens. */
export async function signedInMember(t: TestContext, clientId?: number) {
  const client = clientId === undefined ? await buildClient(t.db) : { id: clientId };
  const user = await buildUser(t.db, { clients: [{ id: client.id }] });
  const tokens = await login(t.app, user.username, user.password);
  return { clientId: client.id, user, tokens };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A bearer JSON call, optionally in a language (Accept-Language). */
export function call(
  t: TestContext,
  method: Method,
  url: string,
  tokens: Pick<Tokens, 'access_token'>,
  payload?: unknown,
  language?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens), ...(language ? { 'accept-language': language } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A multipart/form-data body with the given parts. */
export function multipartBody(
  parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[],
) {
  const boundary = `----elevar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads an avatar file through the real endpoint. */
export function uploadAvatar(
  t: TestContext,
  tokens: Pick<Tokens, 'access_token'>,
  file: { data: Buffer | string; filename: string; contentType: string },
) {
  const body = multipartBody([{ name: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/avatar',
    headers: { ...bearer(tokens), ...body.headers },
    payload: body.payload,
  });
}

/** Waits until `count` sessions of this database wait on a lock (PostgreSQL only), or `until()` turns true. */
export async function waitForLockWaiters(db: Db, count: number, until: () => boolean = () => false) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.waiting ?? 0) >= count || until()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${count} lock waiters`);
}
