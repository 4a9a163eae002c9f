import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { UploadStatus } from '@elevar/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildClient } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { tempDataDir } from './profile-fixtures.ts';
import { signedIn } from './registration.ts';
import { completeUpload, sendChunk } from './upload-fixtures.ts';

/** The app's origin and the package content's own origin (docs/learning.md "SCORM"), as the package tests use. */
export const APP_HOST = 'localhost:3000';
export const CONTENT_HOST = '127.0.0.1:3000';

export type Who = Awaited<ReturnType<typeof signedIn>>;

/** A package test file's world: the server, a client running online courses, its people and one outsider. */
export interface PackageWorld {
  t: TestContext;
  clientId: number;
  admin: Who;
  learner: Who;
  /** A second learner of the client. */
  other: Who;
  /** A learner of another client. */
  outsider: Who;
}

/**
 * The setup the package tests (SCORM, html) share: registers the file's `beforeAll` building the world on a data
 * directory of its own and the `afterAll` closing it. `world()` answers it once built; `storedFiles()` lists every
 * file in the store; `upload` sends a file through the chunked upload path.
 */
export function packageSuite() {
  const dataDir = tempDataDir();
  let built: PackageWorld | undefined;
  beforeAll(async () => {
    const t = await createTestContext({ DATA_DIR: dataDir.dir, PUBLIC_URL: `http://${APP_HOST}` });
    const client = await buildClient(t.db, { modules: ['online_courses'] });
    const member = (role: 'program_admin' | 'learner') =>
      signedIn(t.app, t.db, { clients: [{ id: client.id, role }] });
    const admin = await member('program_admin');
    const learner = await member('learner');
    const other = await member('learner');
    const elsewhere = await buildClient(t.db, { modules: ['online_courses'] });
    const outsider = await signedIn(t.app, t.db, { clients: [{ id: elsewhere.id, role: 'learner' }] });
    built = { t, clientId: client.id, admin, learner, other, outsider };
  });
  afterAll(async () => {
    await built?.t.close();
    dataDir.remove();
  });

  const world = (): PackageWorld => {
    if (!built) throw new Error('the package world is built in beforeAll');
    return built;
  };

  /** Every file in the store (an upload's own file included). */
  function storedFiles(): string[] {
    const root = path.join(dataDir.dir, 'files');
    try {
      return readdirSync(root).flatMap((fan) => readdirSync(path.join(root, fan)));
    } catch {
      return [];
    }
  }

  /** A file through the chunked upload path, in one chunk: the completion's answer (status and body). */
  async function upload(
    who: Who,
    data: Uint8Array,
    file: {
      kind: 'package' | 'flash';
      name?: string | undefined;
      language?: string;
    },
  ) {
    const { t } = world();
    const bytes = Buffer.from(data);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/learning/uploads',
      headers: who.headers,
      payload: {
        name: file.name ?? 'package.zip',
        size: bytes.length,
        kind: file.kind,
        chunk_size: 8 * 1024 * 1024,
      },
    });
    expect(started.statusCode).toBe(201);
    const id = (started.json() as UploadStatus).id;
    expect((await sendChunk(t.app, who.headers, id, 0, bytes)).status).toBe(200);
    const done = await completeUpload(
      t.app,
      file.language ? { ...who.headers, 'accept-language': file.language } : who.headers,
      id,
    );
    return { id, status: done.status, body: done.body };
  }

  return { world, storedFiles, upload };
}

export const enc = (text: string) => new TextEncoder().encode(text);
