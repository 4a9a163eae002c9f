import { UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../test/factories.ts';
import { createTestContext, TEST_SECRET, type TestContext } from '../../../../test/harness.ts';
import { signedIn } from '../../../../test/registration.ts';
import { startS3Server, TEST_BUCKET } from '../../../../test/s3-server.ts';
import {
  completeUpload,
  partUrls,
  putToPartUrl,
  reportPart,
  sendChunk,
  startUpload,
  uploadStatus,
} from '../../../../test/upload-fixtures.ts';
import { purgeAbandonedUploads } from '../../../platform/direct-uploads/cleanup.ts';
import { createMessenger } from '../../../platform/messaging.ts';
import { s3ClientOf, storageOf } from '../../../platform/object-store.ts';
import { fileStoreFor } from '../../../platform/storage.ts';

/**
 * Direct uploads on object storage (issue 17), against a real S3-protocol server the test starts (s3rver): each
 * chunk a part of the upload's multipart upload, PUT by the client straight to the store's signed URL.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestContext;
type Who = Awaited<ReturnType<typeof signedIn>>;
let author: Who;
const MiB = 1024 * 1024;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestContext(s3.env);
  const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  author = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'instructor' }] });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** A file of `size` bytes that starts like an mp4. */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 7) % 253;
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data, 0);
  return data;
}

const objectOf = async (id: number) =>
  (
    await t.db
      .selectFrom('learning_uploads')
      .select(['object_key', 'storage_upload_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).object_key as string;

describe('direct uploads to object storage', () => {
  it('sends the chunks straight to the bucket as parts, resumes a broken upload and completes it there', async () => {
    const data = mp4(6 * MiB + 123);
    const started = await startUpload(t.app, author.headers, {
      name: 'aula.mp4',
      size: data.length,
      kind: 'video',
      chunk_size: 64 * 1024,
    });
    expect(started.status).toBe(201);
    // the store's least part size
    expect(started.body).toMatchObject({ chunk_size: 5 * MiB, chunk_count: 2, received: [] });
    const { id } = started.body;
    const asked = await partUrls(t.app, author.headers, id, [0, 1]);
    for (const part of asked.body.parts)
      expect(part.url.startsWith(`${s3.endpoint}/${TEST_BUCKET}/files/`)).toBe(true);

    // the second part arrives; the first breaks off (never reported): the status says what to send again
    const second = await putToPartUrl(t.app, asked.body.parts[1]?.url ?? '', data.subarray(5 * MiB));
    expect(second.status).toBe(200);
    expect((await reportPart(t.app, author.headers, id, 1, second.etag ?? '')).body.received).toEqual([1]);
    expect((await uploadStatus(t.app, author.headers, id)).body.received).toEqual([1]);
    const early = await completeUpload(t.app, author.headers, id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: 'learning.upload_incomplete' } });
    // nothing exists for the product before the completion
    expect(await fileStoreFor(t).stat(await objectOf(id))).toBeNull();

    expect((await sendChunk(t.app, author.headers, id, 0, data.subarray(0, 5 * MiB))).status).toBe(200);
    const done = await completeUpload(t.app, author.headers, id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ kind: 'video', size: data.length, content_type: 'video/mp4' });
    expect(await fileStoreFor(t).stat(await objectOf(id))).toEqual({ size: data.length });

    const served = await t.app.inject({ method: 'GET', url: done.body.url });
    expect(served.statusCode).toBe(302);
    const bytes = Buffer.from(await (await fetch(served.headers.location as string)).arrayBuffer());
    expect(bytes.equals(data)).toBe(true);
    expect((await completeUpload(t.app, author.headers, id)).body).toEqual(done.body);
  });

  it('refuses a file whose content is not the declared kind and removes the assembled object', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(4000, ' '));
    const started = await startUpload(t.app, author.headers, {
      name: 'aula.mp4',
      size: fake.length,
      kind: 'video',
    });
    const { id } = started.body;
    const key = await objectOf(id);
    expect((await sendChunk(t.app, author.headers, id, 0, fake)).status).toBe(200);
    const refused = await completeUpload(t.app, author.headers, id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: 'learning.upload_content_mismatch' } });
    expect(await fileStoreFor(t).stat(key)).toBeNull();
    expect((await uploadStatus(t.app, author.headers, id)).status).toBe(404);
  });

  it('refuses a part sent to an expired signed URL, and drops an abandoned upload', async () => {
    const data = mp4(3000);
    const { id } = (
      await startUpload(t.app, author.headers, { name: 'b.mp4', size: data.length, kind: 'video' })
    ).body;
    const row = await t.db
      .selectFrom('learning_uploads')
      .select(['object_key', 'storage_upload_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const storage = storageOf(t.config);
    const expired = await getSignedUrl(
      s3ClientOf(storage as NonNullable<typeof storage>),
      new UploadPartCommand({
        Bucket: TEST_BUCKET,
        Key: `files/${row.object_key}`,
        UploadId: row.storage_upload_id ?? '',
        PartNumber: 1,
        ContentLength: data.length,
      }),
      { expiresIn: 60, signingDate: new Date(Date.now() - 10 * 60_000) },
    );
    const late = await putToPartUrl(t.app, expired, data);
    expect(late.status).toBe(403);

    // a day later the upload is abandoned: its row goes and its multipart upload is aborted in the store (s3rver
    // does not model aborts, so the store's side is not seen here)
    t.clock.advance(25 * 3_600_000);
    const ctx = {
      db: t.db,
      clock: t.clock,
      config: t.config,
      secret: TEST_SECRET,
      messenger: createMessenger(t),
    };
    expect(await purgeAbandonedUploads(ctx)).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('learning_uploads').select('id').where('id', '=', id).execute();
    expect(left).toEqual([]);
  });
});
