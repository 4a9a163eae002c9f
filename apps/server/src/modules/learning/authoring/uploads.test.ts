import type { CompletedUpload, UploadStatus } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { multipartBody, tempDataDir } from '../../../../test/profile-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';

const dataDir = tempDataDir();
let t: TestContext;
type Who = Awaited<ReturnType<typeof signedIn>>;
let author: Who;
let colleague: Who;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: dataDir.dir });
  const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  author = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'instructor' }] });
  colleague = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const UPLOADS = '/api/v1/admin/learning/uploads';
const CHUNK = 64 * 1024;

/** A file of `size` bytes that starts like an mp4 (a box size, then 'ftyp'). */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 31) % 251;
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data, 0);
  return data;
}

async function start(who: Who, body: object) {
  const response = await t.app.inject({ method: 'POST', url: UPLOADS, headers: who.headers, payload: body });
  return { status: response.statusCode, body: response.json() as UploadStatus };
}

async function putChunk(who: Who, id: number, index: number, data: Buffer) {
  const body = multipartBody([
    { name: 'chunk', filename: 'blob', contentType: 'application/octet-stream', data },
  ]);
  const response = await t.app.inject({
    method: 'PUT',
    url: `${UPLOADS}/${id}/chunks/${index}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const complete = async (who: Who, id: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${UPLOADS}/${id}/complete`,
    headers: who.headers,
  });
  return { status: response.statusCode, body: response.json() };
};

describe('the chunked media upload', () => {
  it('takes chunks in any order, a retried chunk replaces the first, and serves the completed file with Range', async () => {
    const data = mp4(CHUNK * 2 + 1000);
    const started = await start(author, {
      name: 'aula.mp4',
      size: data.length,
      kind: 'video',
      chunk_size: CHUNK,
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ chunk_count: 3, received: [], url: null });
    const id = started.body.id;
    const part = (i: number) => data.subarray(i * CHUNK, Math.min(data.length, (i + 1) * CHUNK));

    expect((await putChunk(author, id, 2, part(2))).body.received).toEqual([2]);
    expect((await putChunk(author, id, 0, part(0))).status).toBe(200);
    const filesBefore = dataDir.storedFiles().length;
    // the same chunk again (a retry): still one chunk stored for index 0, no file left over
    expect((await putChunk(author, id, 0, part(0))).body.received).toEqual([0, 2]);
    expect(dataDir.storedFiles().length).toBe(filesBefore);

    // a chunk of the wrong size, an index past the end, someone else's upload
    expect((await putChunk(author, id, 1, part(1).subarray(1))).status).toBe(400);
    expect((await putChunk(author, id, 3, part(2))).status).toBe(400);
    expect((await putChunk(colleague, id, 1, part(1))).status).toBe(404);

    const early = await complete(author, id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: 'learning.upload_incomplete' } });
    const resumed = await t.app.inject({ method: 'GET', url: `${UPLOADS}/${id}`, headers: author.headers });
    expect(resumed.json().received).toEqual([0, 2]);

    await putChunk(author, id, 1, part(1));
    const done = await complete(author, id);
    expect(done.status).toBe(200);
    const completed = done.body as CompletedUpload;
    expect(completed).toMatchObject({ kind: 'video', size: data.length, content_type: 'video/mp4' });
    expect(completed.url).toMatch(/^\/api\/v1\/files\/[\w-]{43}\?sig=[\w-]+$/);
    expect((await complete(author, id)).body).toEqual(completed);
    expect(dataDir.storedFiles().length).toBe(filesBefore - 2 + 1);

    const whole = await t.app.inject({ method: 'GET', url: completed.url });
    expect(whole.rawPayload.equals(data)).toBe(true);
    const ranged = await t.app.inject({
      method: 'GET',
      url: completed.url,
      headers: { range: `bytes=${CHUNK - 10}-${CHUNK + 9}` },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes ${CHUNK - 10}-${CHUNK + 9}/${data.length}`);
    expect(ranged.rawPayload.equals(data.subarray(CHUNK - 10, CHUNK + 10))).toBe(true);

    expect((await putChunk(author, id, 0, part(0))).status).toBe(409);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id'])
      .where('entity_type', '=', 'media_upload')
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'learning.upload.completed', actor_id: author.id }]);
  });

  it('refuses a file whose content is not the declared kind and leaves nothing behind', async () => {
    const filesBefore = dataDir.storedFiles().length;
    const fake = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(2000, ' '));
    const started = await start(author, {
      name: 'aula.mp4',
      size: fake.length,
      kind: 'video',
      chunk_size: CHUNK,
    });
    await putChunk(author, started.body.id, 0, fake);
    const refused = await complete(author, started.body.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: 'learning.upload_content_mismatch' } });
    expect(dataDir.storedFiles().length).toBe(filesBefore);
    const rows = await t.db
      .selectFrom('learning_uploads')
      .select('id')
      .where('id', '=', started.body.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await complete(author, started.body.id)).status).toBe(404);
  });

  it('refuses a declared size over the kind’s limit before any byte is sent', async () => {
    const tooBig = await start(author, { name: 'livro.pdf', size: 101 * 1024 * 1024, kind: 'pdf' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error: { code: 'learning.upload_too_large' } });
  });
});
