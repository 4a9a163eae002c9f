import type { CompletedUpload } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { signedIn } from '../../../../test/registration.ts';
import {
  completeUpload,
  partUrls,
  putToPartUrl,
  reportPart,
  sendChunk,
  startUpload,
  UPLOADS,
} from '../../../../test/upload-fixtures.ts';

const { t, dataDir } = withDataDir();
type Who = Awaited<ReturnType<typeof signedIn>>;
let author: Who;
let colleague: Who;

beforeAll(async () => {
  const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  author = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'instructor' }] });
  colleague = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
});

const CHUNK = 64 * 1024;

/** A file of `size` bytes that starts like an mp4 (a box size, then 'ftyp'). */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 31) % 251;
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data, 0);
  return data;
}

const start = (who: Who, body: object) => startUpload(t.app, who.headers, body);
const putChunk = (who: Who, id: number, index: number, data: Buffer) =>
  sendChunk(t.app, who.headers, id, index, data);
const complete = (who: Who, id: number) => completeUpload(t.app, who.headers, id);

describe('the chunked media upload', () => {
  it('takes chunks sent straight to the store in any order, a retried chunk replaces the first, and serves the completed file with Range', async () => {
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
    // a report of a chunk the store does not hold with that ETag
    const unsent = await reportPart(t.app, author.headers, id, 1, '"0123456789abcdef0123456789abcdef"');
    expect(unsent.status).toBe(409);
    expect(unsent.body).toMatchObject({ error: { code: 'learning.upload_part_missing' } });

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

  it('takes a chunk’s bytes at its signed URL only: no authorization needed, a forged or expired URL refused', async () => {
    const data = mp4(CHUNK + 10);
    const started = await start(author, {
      name: 'aula.mp4',
      size: data.length,
      kind: 'video',
      chunk_size: CHUNK,
    });
    const id = started.body.id;
    const asked = await partUrls(t.app, author.headers, id, [0, 1, 0]);
    expect(asked.status).toBe(200);
    expect(asked.body.parts.map((p) => p.index)).toEqual([0, 1]);
    const [first, second] = asked.body.parts as unknown as [
      { url: string; expires_at: string },
      { url: string },
    ];
    expect(first.url).toMatch(/^\/api\/v1\/learning\/upload-parts\/[\w.-]+$/);
    expect(new Date(first.expires_at).getTime() - t.clock.now().getTime()).toBe(300_000);

    const forged = await putToPartUrl(
      t.app,
      first.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      data.subarray(0, CHUNK),
    );
    expect(forged.status).toBe(404);
    // another chunk's URL does not take this chunk's index
    const swapped = second.url.replace(`${id}.1.`, `${id}.0.`);
    expect((await putToPartUrl(t.app, swapped, data.subarray(0, CHUNK))).status).toBe(404);

    const sent = await putToPartUrl(t.app, first.url, data.subarray(0, CHUNK));
    expect(sent.status).toBe(200);
    expect(sent.etag).toMatch(/^"[0-9a-f]{32}"$/);

    t.clock.advance(301_000);
    const late = await putToPartUrl(t.app, second.url, data.subarray(CHUNK));
    expect(late.status).toBe(403);
    expect(late.answer?.json()).toMatchObject({ error: { code: 'learning.upload_link_expired' } });
    // a fresh URL works again
    expect((await putChunk(author, id, 1, data.subarray(CHUNK))).status).toBe(200);
    expect((await complete(author, id)).status).toBe(200);
  });

  it('refuses a declared size over the kind’s limit before any byte is sent', async () => {
    const tooBig = await start(author, { name: 'livro.pdf', size: 101 * 1024 * 1024, kind: 'pdf' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error: { code: 'learning.upload_too_large' } });
  });
});
