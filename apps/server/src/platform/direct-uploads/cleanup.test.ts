import type { UploadStatus } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../test/factories.ts';
import { withDataDir } from '../../../test/file-context.ts';
import { TEST_SECRET } from '../../../test/harness.ts';
import { createLibraryCategory, librarySite } from '../../../test/library-fixtures.ts';
import { signedIn } from '../../../test/registration.ts';
import { LIBRARY_UPLOADS, sendChunk, startUpload } from '../../../test/upload-fixtures.ts';
import { createMessenger } from '../messaging.ts';
import { purgeAbandonedUploads } from './cleanup.ts';

const { t, dataDir } = withDataDir();
let clientId: number;

beforeAll(async () => {
  clientId = (await buildClient(t.db, { modules: ['online_courses', 'profile'] })).id;
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

const context = () => ({
  db: t.db,
  clock: t.clock,
  config: t.config,
  secret: TEST_SECRET,
  messenger: createMessenger({ db: t.db, clock: t.clock }),
});

describe('abandoned uploads', () => {
  it('are dropped with their chunk files a day after they began, and not before', async () => {
    const ctx = context();
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

  it('are dropped whatever their purpose: a library file never completed', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Abandoned');
    const started = await startUpload(
      t.app,
      site.admin.headers,
      { name: 'guide.pdf', size: CHUNK * 2, chunk_size: CHUNK, category_id: category.id },
      LIBRARY_UPLOADS,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { id } = started.body;
    const chunk = Buffer.alloc(CHUNK, 0x20);
    chunk.write('%PDF-1.4\n', 0, 'latin1');
    expect((await sendChunk(t.app, site.admin.headers, id, 0, chunk, LIBRARY_UPLOADS)).status).toBe(200);
    const { file_key: chunkFile } = await t.db
      .selectFrom('learning_upload_chunks')
      .select('file_key')
      .where('upload_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(dataDir.storedFiles()).toContain(chunkFile);
    t.clock.advance(25 * 3_600_000);
    expect(await purgeAbandonedUploads(context())).toBeGreaterThanOrEqual(1);
    expect(await kept(id)).toBe(false);
    expect(dataDir.storedFiles()).not.toContain(chunkFile);
  });
});
