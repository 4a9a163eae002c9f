import type { UploadStatus } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../test/factories.ts';
import { createTestContext, TEST_SECRET, type TestContext } from '../../../../test/harness.ts';
import { tempDataDir } from '../../../../test/profile-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';
import { sendChunk } from '../../../../test/upload-fixtures.ts';
import { createMessenger } from '../../../platform/messaging.ts';
import { purgeAbandonedUploads } from './upload-cleanup.ts';

const dataDir = tempDataDir();
let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: dataDir.dir });
  clientId = (await buildClient(t.db, { modules: ['online_courses', 'profile'] })).id;
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const UPLOADS = '/api/v1/admin/learning/uploads';
const CHUNK = 64 * 1024;

/** An upload of two chunks with its first chunk sent (an author who walked away). */
async function halfUpload(): Promise<number> {
  // signed in at the clock's time (a day later, yesterday's session has expired)
  const author = await signedIn(t.app, t.db, { clients: [{ id: clientId, role: 'instructor' }] });
  const started = await t.app.inject({
    method: 'POST',
    url: UPLOADS,
    headers: author.headers,
    payload: { name: 'aula.pdf', size: CHUNK * 2, kind: 'pdf', chunk_size: CHUNK },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { id } = started.json() as UploadStatus;
  const sent = await sendChunk(t.app, author.headers, id, 0, Buffer.alloc(CHUNK, 7));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return id;
}

/** Whether the upload is still there to resume. */
const kept = async (id: number) =>
  (await t.db.selectFrom('learning_uploads').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

describe('abandoned uploads', () => {
  it('are dropped with their chunk files a day after they began, and not before', async () => {
    const ctx = {
      db: t.db,
      clock: t.clock,
      config: t.config,
      secret: TEST_SECRET,
      messenger: createMessenger({ db: t.db, clock: t.clock }),
    };
    const before = dataDir.storedFiles().length;
    const old = await halfUpload();
    expect(dataDir.storedFiles().length).toBe(before + 1);
    t.clock.advance(23 * 3_600_000);
    const recent = await halfUpload();
    expect(await purgeAbandonedUploads(ctx)).toBe(0);
    expect(await kept(old)).toBe(true);

    t.clock.advance(2 * 3_600_000);
    expect(await purgeAbandonedUploads(ctx)).toBe(1);
    expect(await kept(old)).toBe(false);
    // the newer one can still be resumed
    expect(await kept(recent)).toBe(true);
    expect(dataDir.storedFiles().length).toBe(before + 1);
  });
});
