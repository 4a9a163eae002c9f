import { FILE_KIND_EXTENSIONS, type FileKind } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import {
  createLibraryCategory,
  librarySite,
  librarySuite,
  sampleFiles,
  sharedLibraryPdf,
  uploadLibraryFile,
} from '../../../../test/library-fixtures.ts';

// The editors' library: each SPEC §3 kind checked on upload, categories and files edited (docs/content.md "Library").

const { t, dataDir, get, send } = librarySuite('2026-12-02T12:00:00Z');

describe('library uploads', () => {
  it('classifies every SPEC §3 extension by its kind, with the content checked', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Everything');
    const samples = await sampleFiles();
    const expected = Object.entries(FILE_KIND_EXTENSIONS).flatMap(([kind, extensions]) =>
      extensions.map((extension) => [extension, kind] as [string, FileKind]),
    );
    expect(Object.keys(samples).sort()).toEqual(expected.map(([ext]) => ext).sort());
    for (const [extension, kind] of expected) {
      const data = (samples as Record<string, Buffer>)[extension];
      if (!data) throw new Error(extension);
      const response = await uploadLibraryFile(t, site.admin.headers, {
        name: `Sample ${extension}.${extension.toUpperCase()}`,
        data,
        categoryId: category.id,
      });
      expect(response.statusCode, `${extension}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({
        kind,
        extension,
        title: `Sample ${extension}`,
        size: data.length,
        download_count: 0,
      });
    }
    const generic = await uploadLibraryFile(t, site.admin.headers, {
      name: 'contacts.csv',
      data: 'a;b\n',
      categoryId: category.id,
      title: 'Contacts',
    });
    expect(generic.json()).toMatchObject({ kind: 'file', content_type: 'application/octet-stream' });
    const page = (
      await get(`/api/v1/library/categories/${category.slug}/files?page_size=100`, site.learner.headers)
    ).json();
    expect(page.count).toBe(expected.length + 1);
  });

  it('refuses a file whose content does not match its extension, with a clear message, storing nothing', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Checked');
    const samples = await sampleFiles();
    const before = dataDir.storedFiles().length;
    for (const [name, data] of [
      ['report.pdf', samples.png],
      ['photo.png', samples.pdf],
      ['photo.jpg', samples.png],
      ['letter.docx', samples.xlsx],
      ['sheet.xlsx', samples.zip],
      ['deck.ppt', samples.doc],
      ['clip.mp4', samples.mp3],
      ['notes.txt', samples.png],
      ['drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ] as [string, Buffer][]) {
      const response = await uploadLibraryFile(t, site.admin.headers, {
        name,
        data,
        categoryId: category.id,
      });
      expect(response.statusCode, name).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'content.library_content_mismatch',
        message: 'The file’s content does not match the extension of its name. Send the original file.',
      });
    }
    expect(dataDir.storedFiles().length).toBe(before);
    expect(
      (await get(`/api/v1/library/categories/${category.slug}/files`, site.learner.headers)).json().count,
    ).toBe(0);
  });

  it('refuses uploads from anyone but the editors, and to another client’s category', async () => {
    const site = await librarySite(t);
    const other = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Mine');
    const pdf = (await sampleFiles()).pdf;
    for (const who of [site.learner, site.instructor])
      expect(
        (await uploadLibraryFile(t, who.headers, { name: 'a.pdf', data: pdf, categoryId: category.id }))
          .statusCode,
      ).toBe(403);
    const theirs = await uploadLibraryFile(t, other.admin.headers, {
      name: 'a.pdf',
      data: pdf,
      categoryId: category.id,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.details[0].field).toBe('category_id');
    const missing = await uploadLibraryFile(t, site.admin.headers, {
      name: 'a.pdf',
      data: pdf,
      categoryId: 'x',
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('editing the library', () => {
  it('creates, renames and deletes categories (one with files is kept), audited', async () => {
    const site = await librarySite(t);
    const first = await createLibraryCategory(t, site.admin.headers, 'Vídeos de Loja');
    const second = await createLibraryCategory(t, site.admin.headers, 'Vídeos de Loja');
    expect([first.slug, second.slug]).toEqual(['videos-de-loja-pt', 'videos-de-loja-pt-2']);
    const renamed = await send('PATCH', `/api/v1/admin/library/categories/${first.id}`, site.admin.headers, {
      names: { 'pt-BR': 'Filmes', 'en-US': 'Films', 'es-ES': 'Películas', 'fr-FR': 'Films' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Films', slug: first.slug });
    // nothing sent: nothing changes (and no empty update reaches the database)
    const unchanged = await send(
      'PATCH',
      `/api/v1/admin/library/categories/${first.id}`,
      site.admin.headers,
      {},
    );
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ name: 'Films', slug: first.slug });
    await uploadLibraryFile(t, site.admin.headers, {
      name: 'a.pdf',
      data: (await sampleFiles()).pdf,
      categoryId: first.id,
    });
    const refused = await send('DELETE', `/api/v1/admin/library/categories/${first.id}`, site.admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This category still has files. Move or delete them before deleting it.',
    );
    expect(
      (await send('DELETE', `/api/v1/admin/library/categories/${second.id}`, site.admin.headers)).statusCode,
    ).toBe(200);
    const listed = (await get('/api/v1/admin/library/categories', site.admin.headers)).json();
    expect(listed.results.map((c: { name: string; file_count: number }) => [c.name, c.file_count])).toEqual([
      ['Films', 1],
    ]);
    const missing = await send('POST', '/api/v1/admin/library/categories', site.admin.headers, {
      names: { 'pt-BR': 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (await send('POST', '/api/v1/admin/library/categories', site.learner.headers, { names: {} }))
        .statusCode,
    ).toBe(400);
    const actions = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('client_id', '=', site.client.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'content.library.category_created',
      'content.library.category_created',
      'content.library.category_updated',
      'content.library.category_updated',
      'content.library.file_uploaded',
      'content.library.category_deleted',
    ]);
  });

  it('deletes a file with its stored bytes', async () => {
    const before = dataDir.storedFiles().length;
    const { site, pdf: file, url } = await sharedLibraryPdf(t, 'Temp');
    expect(dataDir.storedFiles().length).toBe(before + 1);
    expect(
      (await send('DELETE', `/api/v1/admin/library/files/${file.id}`, site.learner.headers)).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/v1/admin/library/files/${file.id}`, site.admin.headers)).statusCode,
    ).toBe(200);
    expect(dataDir.storedFiles().length).toBe(before);
    expect((await get(url)).statusCode).toBe(404);
  });
});
