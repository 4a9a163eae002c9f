import type { CompletedLibraryUpload } from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import { buildNamed } from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { createLibraryCategory, librarySite, sampleFiles } from '../../../../test/library-fixtures.ts';
import {
  completeUpload,
  LIBRARY_UPLOADS,
  partUrls,
  putToPartUrl,
  sendChunk,
  startUpload,
  UPLOADS,
  uploadStatus,
} from '../../../../test/upload-fixtures.ts';

// The library's files through the direct uploads on the disk store (docs/content.md "Library", docs/learning.md
// "Uploads"): declared with their texts, chunks straight to the store's signed URLs, added only on completion.

const { t, dataDir } = withDataDir();

const CHUNK = 64 * 1024;
type Headers = Record<string, string>;
const english = (headers: Headers) => ({ ...headers, 'accept-language': 'en-US' });

/** A pdf of `size` bytes: its signature, then spaces. */
function pdf(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return data;
}

const start = (headers: Headers, body: object) => startUpload(t.app, english(headers), body, LIBRARY_UPLOADS);
const send = (headers: Headers, id: number, index: number, data: Buffer) =>
  sendChunk(t.app, english(headers), id, index, data, LIBRARY_UPLOADS);
const complete = (headers: Headers, id: number) =>
  completeUpload<CompletedLibraryUpload>(t.app, english(headers), id);
const uploadRow = (id: number) =>
  t.db.selectFrom('learning_uploads').select('id').where('id', '=', id).executeTakeFirst();

describe('library uploads straight to the disk store', () => {
  it('adds the file with its texts and visibility only once completed, resumes, and answers the same again', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Direct');
    const sellers = await buildNamed(t.db, 'user_groups', site.client.id, 'Sellers');
    const data = pdf(CHUNK * 2 + 500);
    const started = await start(site.admin.headers, {
      name: 'Price list.pdf',
      size: data.length,
      chunk_size: CHUNK,
      category_id: category.id,
      description: 'Every price',
      published: false,
      languages: ['es-ES'],
      group_ids: [sellers.id, sellers.id],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ kind: 'pdf', chunk_count: 3, received: [], url: null });
    const { id } = started.body;
    const part = (i: number) => data.subarray(i * CHUNK, (i + 1) * CHUNK);

    const asked = await partUrls(t.app, site.admin.headers, id, [0], LIBRARY_UPLOADS);
    expect(asked.body.parts[0]?.url).toMatch(/^\/api\/v1\/library\/upload-parts\/[\w.-]+$/);
    expect((await send(site.admin.headers, id, 2, part(2))).status).toBe(200);
    expect((await send(site.admin.headers, id, 0, part(0))).status).toBe(200);
    // the broken upload resumes from what the server holds; nothing exists for the product before the completion
    expect((await uploadStatus(t.app, site.admin.headers, id, LIBRARY_UPLOADS)).body.received).toEqual([
      0, 2,
    ]);
    const early = await complete(site.admin.headers, id);
    expect([early.status, early.body.error?.code, early.body.error?.message]).toEqual([
      409,
      'upload.incomplete',
      'The upload has not received every part of the file yet.',
    ]);
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/library/files?category=${category.id}`,
          headers: site.admin.headers,
        })
      ).json().count;
    expect(await listed()).toBe(0);

    expect((await send(site.admin.headers, id, 1, part(1))).status).toBe(200);
    const filesBefore = dataDir.storedFiles().length;
    const done = await complete(site.admin.headers, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      purpose: 'library_file',
      id,
      kind: 'pdf',
      size: data.length,
      content_type: 'application/pdf',
      file: {
        title: 'Price list',
        description: 'Every price',
        file_name: 'Price list.pdf',
        extension: 'pdf',
        kind: 'pdf',
        size: data.length,
        category_id: category.id,
        languages: ['es-ES'],
        group_ids: [sellers.id],
        published: false,
      },
    });
    // the three chunks joined into one file
    expect(dataDir.storedFiles().length).toBe(filesBefore - 3 + 1);
    expect((await complete(site.admin.headers, id)).body).toEqual(done.body);
    expect(await listed()).toBe(1);
    // the editor previews it: the bytes sent
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/library/files/${done.body.file.id}`,
      headers: site.admin.headers,
    });
    const served = await t.app.inject({ method: 'GET', url: opened.json().download_url });
    expect(served.rawPayload.equals(data)).toBe(true);
    // a completed upload takes no more chunks
    const late = await send(site.admin.headers, id, 0, part(0));
    expect([late.status, late.body?.error?.code]).toEqual([409, 'upload.closed']);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type', 'entity_id', 'actor_id'])
      .where('client_id', '=', site.client.id)
      .where('entity_type', '=', 'library_file')
      .execute();
    expect(audit).toEqual([
      {
        action: 'content.library.file_uploaded',
        entity_type: 'library_file',
        entity_id: done.body.file.id,
        actor_id: site.admin.id,
      },
    ]);
  });

  it('refuses a file whose content does not match its name’s extension and keeps nothing of it', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Checked');
    const png = (await sampleFiles()).png;
    const filesBefore = dataDir.storedFiles().length;
    const started = await start(site.admin.headers, {
      name: 'report.pdf',
      size: png.length,
      chunk_size: CHUNK,
      category_id: category.id,
    });
    expect((await send(site.admin.headers, started.body.id, 0, png)).status).toBe(200);
    const refused = await complete(site.admin.headers, started.body.id);
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([
      422,
      'content.library_content_mismatch',
      'The file’s content does not match the extension of its name. Send the original file.',
    ]);
    expect(dataDir.storedFiles().length).toBe(filesBefore);
    expect(await uploadRow(started.body.id)).toBeUndefined();
    expect((await complete(site.admin.headers, started.body.id)).status).toBe(404);
    const files = await t.db
      .selectFrom('library_files')
      .select('id')
      .where('client_id', '=', site.client.id)
      .execute();
    expect(files).toEqual([]);
  });

  it('refuses a file over the library’s limit, or for a category not of the client, before any byte', async () => {
    const site = await librarySite(t);
    const other = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Limited');
    const theirs = await createLibraryCategory(t, other.admin.headers, 'Theirs');
    const declared = { name: 'film.mp4', chunk_size: 8 * 1024 * 1024 };
    const tooLarge = await start(site.admin.headers, {
      ...declared,
      size: 50 * 1024 * 1024 + 1,
      category_id: category.id,
    });
    expect([tooLarge.status, tooLarge.body.error?.code, tooLarge.body.error?.message]).toEqual([
      413,
      'content.library_file_too_large',
      'The file is larger than the library allows (50 MB).',
    ]);
    expect(
      (await start(site.admin.headers, { ...declared, size: 50 * 1024 * 1024, category_id: category.id }))
        .status,
    ).toBe(201);
    const foreign = await start(site.admin.headers, { ...declared, size: 10, category_id: theirs.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({ details: [{ field: 'category_id' }] });
    const unknownGroup = await start(site.admin.headers, {
      ...declared,
      size: 10,
      category_id: category.id,
      group_ids: [99_999_999],
    });
    expect(unknownGroup.status).toBe(400);
  });

  it('keeps uploads to their editor and client: others can neither see, send to nor complete them', async () => {
    const site = await librarySite(t);
    const other = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Mine');
    const data = pdf(2000);
    const declared = { name: 'a.pdf', size: data.length, chunk_size: CHUNK, category_id: category.id };
    // only the library's editors start one
    for (const who of [site.learner, site.instructor])
      expect((await start(who.headers, declared)).status).toBe(403);
    const { id } = (await start(site.admin.headers, declared)).body;
    expect((await send(site.admin.headers, id, 0, data)).status).toBe(200);

    // another client's editor: not found at every step; a learner of the client: not an editor, and not theirs
    const steps = async (headers: Headers) => [
      (await uploadStatus(t.app, headers, id, LIBRARY_UPLOADS)).status,
      (await partUrls(t.app, headers, id, [0], LIBRARY_UPLOADS)).status,
      (await complete(headers, id)).status,
    ];
    expect(await steps(other.admin.headers)).toEqual([404, 404, 404]);
    expect(await steps(site.learner.headers)).toEqual([403, 403, 404]);
    // the upload is the library's: learning's steps do not know it, nor its disk part URL
    expect((await uploadStatus(t.app, site.admin.headers, id, UPLOADS)).status).toBe(404);
    const url =
      (await partUrls(t.app, site.admin.headers, id, [0], LIBRARY_UPLOADS)).body.parts[0]?.url ?? '';
    const learningUrl = url.replace('/api/v1/library/', '/api/v1/learning/');
    expect((await putToPartUrl(t.app, learningUrl, data)).status).toBe(404);

    expect((await complete(site.admin.headers, id)).status).toBe(200);
  });

  it('keeps nothing when the file’s category is deleted before the completion', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Short-lived');
    const data = pdf(3000);
    const filesBefore = dataDir.storedFiles().length;
    const { id } = (
      await start(site.admin.headers, {
        name: 'a.pdf',
        size: data.length,
        chunk_size: CHUNK,
        category_id: category.id,
      })
    ).body;
    expect((await send(site.admin.headers, id, 0, data)).status).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/library/categories/${category.id}`,
      headers: site.admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const refused = await complete(site.admin.headers, id);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ details: [{ field: 'category_id' }] });
    expect(dataDir.storedFiles().length).toBe(filesBefore);
    expect(await uploadRow(id)).toBeUndefined();
  });
});
