import type { CompletedLibraryUpload } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { createLibraryCategory, librarySite, sampleFiles } from '../../../../test/library-fixtures.ts';
import { startS3Server, TEST_BUCKET } from '../../../../test/s3-server.ts';
import {
  completeUpload,
  LIBRARY_UPLOADS,
  partUrls,
  putToPartUrl,
  reportPart,
  sendChunk,
  startUpload,
  uploadStatus,
} from '../../../../test/upload-fixtures.ts';
import { fileStoreFor } from '../../../platform/storage.ts';

// The library's files through the direct uploads on object storage, against a real S3-protocol server the test
// starts (s3rver): each chunk a part of the upload's multipart upload, PUT straight to the store's signed URL.

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestContext;
let site: Awaited<ReturnType<typeof librarySite>>;
let categoryId: number;
const MiB = 1024 * 1024;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestContext(s3.env);
  site = await librarySite(t);
  categoryId = (await createLibraryCategory(t, site.admin.headers, 'Bucket')).id;
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

type Headers = Record<string, string>;
const english = (headers: Headers) => ({ ...headers, 'accept-language': 'en-US' });
const complete = (headers: Headers, id: number) =>
  completeUpload<CompletedLibraryUpload>(t.app, english(headers), id);
const objectOf = async (id: number) =>
  (
    await t.db
      .selectFrom('learning_uploads')
      .select('object_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).object_key as string;

describe('library uploads straight to object storage', () => {
  it('sends the parts to the bucket, resumes a broken upload, and adds the file once the object is checked', async () => {
    const data = Buffer.alloc(6 * MiB + 123, 0x20);
    data.write('%PDF-1.4\n', 0, 'latin1');
    const started = await startUpload(
      t.app,
      site.admin.headers,
      { name: 'catalogue.pdf', size: data.length, chunk_size: 64 * 1024, category_id: categoryId },
      LIBRARY_UPLOADS,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ kind: 'pdf', chunk_size: 5 * MiB, chunk_count: 2 });
    const { id } = started.body;
    const asked = await partUrls(t.app, site.admin.headers, id, [0, 1], LIBRARY_UPLOADS);
    for (const part of asked.body.parts)
      expect(part.url.startsWith(`${s3.endpoint}/${TEST_BUCKET}/files/`)).toBe(true);

    // the second part arrives, the first breaks off: the status says what to send again
    const second = await putToPartUrl(t.app, asked.body.parts[1]?.url ?? '', data.subarray(5 * MiB));
    expect(second.status).toBe(200);
    const reported = await reportPart(t.app, site.admin.headers, id, 1, second.etag ?? '', LIBRARY_UPLOADS);
    expect(reported.body.received).toEqual([1]);
    expect((await uploadStatus(t.app, site.admin.headers, id, LIBRARY_UPLOADS)).body.received).toEqual([1]);
    expect((await complete(site.admin.headers, id)).status).toBe(409);
    expect(await fileStoreFor(t).stat(await objectOf(id))).toBeNull();

    const first = data.subarray(0, 5 * MiB);
    expect((await sendChunk(t.app, site.admin.headers, id, 0, first, LIBRARY_UPLOADS)).status).toBe(200);
    const done = await complete(site.admin.headers, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.file).toMatchObject({
      title: 'catalogue',
      kind: 'pdf',
      size: data.length,
      published: true,
    });
    expect(await fileStoreFor(t).stat(await objectOf(id))).toEqual({ size: data.length });

    // a learner opens it: the download redirects to the bucket, which has the bytes sent
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/library/files/${done.body.file.id}`,
      headers: site.learner.headers,
    });
    const served = await t.app.inject({ method: 'GET', url: opened.json().download_url });
    expect(served.statusCode).toBe(302);
    const bytes = Buffer.from(await (await fetch(served.headers.location as string)).arrayBuffer());
    expect(bytes.equals(data)).toBe(true);
  });

  it('refuses a file whose content does not match its extension and removes the assembled object', async () => {
    const png = (await sampleFiles()).png;
    const started = await startUpload(
      t.app,
      site.admin.headers,
      { name: 'sheet.xlsx', size: png.length, category_id: categoryId },
      LIBRARY_UPLOADS,
    );
    const { id } = started.body;
    const key = await objectOf(id);
    expect((await sendChunk(t.app, site.admin.headers, id, 0, png, LIBRARY_UPLOADS)).status).toBe(200);
    const refused = await complete(site.admin.headers, id);
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'content.library_content_mismatch']);
    expect(await fileStoreFor(t).stat(key)).toBeNull();
    expect((await uploadStatus(t.app, site.admin.headers, id, LIBRARY_UPLOADS)).status).toBe(404);
  });

  it('refuses a file over the library’s limit, and another client’s editor cannot complete an upload', async () => {
    const tooLarge = await startUpload(
      t.app,
      english(site.admin.headers),
      { name: 'film.mkv', size: 51 * MiB, category_id: categoryId },
      LIBRARY_UPLOADS,
    );
    expect([tooLarge.status, tooLarge.body.error?.code]).toEqual([413, 'content.library_file_too_large']);

    const other = await librarySite(t);
    const txt = Buffer.from('Olá, biblioteca\n');
    const { id } = (
      await startUpload(
        t.app,
        site.admin.headers,
        { name: 'notes.txt', size: txt.length, category_id: categoryId },
        LIBRARY_UPLOADS,
      )
    ).body;
    expect((await sendChunk(t.app, site.admin.headers, id, 0, txt, LIBRARY_UPLOADS)).status).toBe(200);
    expect((await complete(other.admin.headers, id)).status).toBe(404);
    expect(await fileStoreFor(t).stat(await objectOf(id))).toBeNull();
    const done = await complete(site.admin.headers, id);
    expect([done.status, done.body.file?.kind, done.body.content_type]).toEqual([
      200,
      'document',
      'text/plain; charset=utf-8',
    ]);
  });
});
