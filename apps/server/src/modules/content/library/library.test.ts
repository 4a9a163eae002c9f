import { FILE_KIND_EXTENSIONS, type FileKind } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildNamed, buildUser, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  createLibraryCategory,
  librarySite,
  sampleFiles,
  uploadLibraryFile,
} from '../../../../test/library-fixtures.ts';
import { tempDataDir } from '../../../../test/profile-fixtures.ts';
import { contentDisposition } from './download.ts';

const dataDir = tempDataDir();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: dataDir.dir });
  t.clock.set(new Date('2026-12-02T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}, language = 'en-US') =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);

/** A site whose editor uploaded one pdf to a new category, and the learner's link to it. */
async function sharedPdf(categoryName: string) {
  const site = await librarySite(t);
  const category = await createLibraryCategory(t, site.admin.headers, categoryName);
  const pdf = (
    await uploadLibraryFile(t, site.admin.headers, {
      name: 'a.pdf',
      data: (await sampleFiles()).pdf,
      categoryId: category.id,
    })
  ).json() as { id: number };
  const url: string = (await get(`/api/v1/library/files/${pdf.id}`, site.learner.headers)).json()
    .download_url;
  return { site, category, pdf, url };
}

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

describe('the learners’ library', () => {
  it('shows each learner the files of their client, language and groups', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Guides');
    const pdf = (await sampleFiles()).pdf;
    const upload = async (title: string) =>
      (
        await uploadLibraryFile(t, site.admin.headers, {
          name: 'guide.pdf',
          data: pdf,
          categoryId: category.id,
          title,
        })
      ).json().id as number;
    const everyone = await upload('For everyone');
    const spanish = await upload('Only in Spanish');
    const grouped = await upload('Only for sellers');
    const sellers = await buildNamed(t.db, 'user_groups', site.client.id, 'Sellers');
    const patched = await send('PATCH', `/api/v1/admin/library/files/${spanish}`, site.admin.headers, {
      languages: ['es-ES'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(
      (
        await send('PATCH', `/api/v1/admin/library/files/${grouped}`, site.admin.headers, {
          group_ids: [sellers.id],
        })
      ).json().group_ids,
    ).toEqual([sellers.id]);

    const list = (language: string) =>
      get(`/api/v1/library/categories/${category.slug}/files`, site.learner.headers, language).then((r) =>
        r.json(),
      );
    expect(titles(await list('en-US'))).toEqual(['For everyone']);
    expect(titles(await list('es-ES'))).toEqual(['For everyone', 'Only in Spanish']);
    expect((await get(`/api/v1/library/files/${spanish}`, site.learner.headers, 'en-US')).statusCode).toBe(
      404,
    );
    expect((await get(`/api/v1/library/files/${grouped}`, site.learner.headers)).statusCode).toBe(404);

    await t.db
      .insertInto('user_group_members')
      .values({ group_id: sellers.id, user_id: site.learner.id })
      .execute();
    expect(titles(await list('en-US'))).toEqual(['For everyone', 'Only for sellers']);
    const categories = (await get('/api/v1/library/categories', site.learner.headers)).json();
    expect(categories.results).toEqual([
      { id: category.id, slug: category.slug, name: 'Guides', file_count: 2 },
    ]);
    expect((await get(`/api/v1/library/files/${everyone}`, site.learner.headers)).json()).toMatchObject({
      title: 'For everyone',
      kind: 'pdf',
      preview: true,
      content_type: 'application/pdf',
      category: { slug: category.slug, name: 'Guides' },
    });

    const unknownGroup = await send('PATCH', `/api/v1/admin/library/files/${grouped}`, site.admin.headers, {
      group_ids: [sellers.id, 99_999_999],
    });
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().error.details[0].field).toBe('group_ids.1');
  });

  it('searches by words (accents ignored) and filters by kind, in pages', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Mixed');
    const samples = await sampleFiles();
    for (const [name, title] of [
      ['a.pdf', 'Manual de preços'],
      ['b.pdf', 'Catálogo'],
      ['c.docx', 'Preços antigos'],
    ] as const)
      await uploadLibraryFile(t, site.admin.headers, {
        name,
        data: (samples as Record<string, Buffer>)[name.split('.')[1] ?? ''] ?? Buffer.alloc(0),
        categoryId: category.id,
        title,
      });
    const list = (query: string) =>
      get(`/api/v1/library/categories/${category.slug}/files?${query}`, site.learner.headers).then((r) =>
        r.json(),
      );
    expect(titles(await list('search=precos'))).toEqual(['Manual de preços', 'Preços antigos']);
    expect(titles(await list('kind=pdf'))).toEqual(['Catálogo', 'Manual de preços']);
    expect(titles(await list('kind=pdf&search=PREÇO'))).toEqual(['Manual de preços']);
    const paged = await list('page=2&page_size=2');
    expect({ count: paged.count, titles: titles(paged) }).toEqual({ count: 3, titles: ['Preços antigos'] });
    expect(
      (await get(`/api/v1/library/categories/${category.slug}/files?kind=exe`, site.learner.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await get('/api/v1/library/categories/no-such-category/files', site.learner.headers)).statusCode,
    ).toBe(404);
  });

  it('keeps clients apart: another client’s category, file and editing are not found', async () => {
    const site = await librarySite(t);
    const other = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Private');
    const file = (
      await uploadLibraryFile(t, site.admin.headers, {
        name: 'p.pdf',
        data: (await sampleFiles()).pdf,
        categoryId: category.id,
      })
    ).json();
    expect((await get('/api/v1/library/categories', other.learner.headers)).json().results).toEqual([]);
    expect(
      (await get(`/api/v1/library/categories/${category.slug}/files`, other.learner.headers)).statusCode,
    ).toBe(404);
    expect((await get(`/api/v1/library/files/${file.id}`, other.learner.headers)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/v1/admin/library/files/${file.id}`, other.admin.headers, { title: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/v1/admin/library/files/${file.id}`, other.admin.headers)).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/v1/admin/library/categories/${category.id}`, other.admin.headers))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/v1/admin/library/files', other.admin.headers)).json().count).toBe(0);
    // a client without the library module: not found, as every module
    const bare = await buildClient(t.db, { modules: ['profile'] });
    const user = await buildUser(t.db, { clients: [{ id: bare.id, role: 'learner' }] });
    const headers = bearer(await login(t.app, user.username, user.password));
    expect((await get('/api/v1/library/categories', headers)).statusCode).toBe(404);
  });
});

describe('downloads', () => {
  it('streams the file with its type, inline for previews, as an attachment otherwise, counting each', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Downloads');
    const samples = await sampleFiles();
    const pdf = (
      await uploadLibraryFile(t, site.admin.headers, {
        name: 'Guia prático.pdf',
        data: samples.pdf,
        categoryId: category.id,
      })
    ).json();
    const docx = (
      await uploadLibraryFile(t, site.admin.headers, {
        name: 'letter.docx',
        data: samples.docx,
        categoryId: category.id,
      })
    ).json();
    const link = async (id: number) =>
      (await get(`/api/v1/library/files/${id}`, site.learner.headers)).json().download_url;

    const inline = await get(await link(pdf.id));
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Guia pr_tico.pdf"; filename*=UTF-8''Guia%20pr%C3%A1tico.pdf`,
    );
    expect(inline.rawPayload.equals(samples.pdf)).toBe(true);
    // only the app's own pages frame it (the app's policy says 'none' for its pages)
    expect(inline.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    const attached = await get(`${await link(pdf.id)}&attachment=1`);
    expect(attached.headers['content-disposition']).toMatch(/^attachment;/);
    const word = await get(await link(docx.id));
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.headers['content-disposition']).toMatch(/^attachment; filename="letter.docx"/);
    expect(word.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    const svg = (
      await uploadLibraryFile(t, site.admin.headers, {
        name: 'logo.svg',
        data: samples.svg,
        categoryId: category.id,
      })
    ).json();
    const drawing = await get(await link(svg.id));
    expect([drawing.headers['content-type'], drawing.headers['content-security-policy']]).toEqual([
      'image/svg+xml',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ]);
    // a media element seeking (a range not from the first byte) does not count again
    const seek = await t.app.inject({
      method: 'GET',
      url: await link(pdf.id),
      headers: { range: 'bytes=5-9' },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.body).toBe(samples.pdf.subarray(5, 10).toString());

    const counts = (
      await get(`/api/v1/library/categories/${category.slug}/files`, site.learner.headers)
    ).json();
    expect(
      Object.fromEntries(
        counts.results.map((r: { title: string; download_count: number }) => [r.title, r.download_count]),
      ),
    ).toEqual({
      'Guia prático': 2,
      letter: 1,
      logo: 1,
    });
  });

  it('names the file for every browser (RFC 6266)', () => {
    expect(contentDisposition('attachment', "Plano (v2) d'água.pdf")).toBe(
      `attachment; filename="Plano (v2) d'_gua.pdf"; filename*=UTF-8''Plano%20%28v2%29%20d%27%C3%A1gua.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c.txt')).toBe(
      `inline; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });

  it('refuses a forged, another file’s or an expired link', async () => {
    const { pdf, url } = await sharedPdf('Links');
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    expect(
      (await get(`/api/v1/library/files/${pdf.id}/download?token=${token.slice(0, -2)}xx`)).statusCode,
    ).toBe(403);
    expect((await get(`/api/v1/library/files/${pdf.id + 1}/download?token=${token}`)).statusCode).toBe(403);
    expect((await get(`/api/v1/library/files/${pdf.id}/download`)).statusCode).toBe(400);
    t.clock.advance(61 * 60 * 1000);
    try {
      const expired = await get(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.code).toBe('content.library_link_expired');
    } finally {
      t.clock.set(new Date('2026-12-02T12:00:00Z'));
    }
  });

  it('counts concurrent downloads atomically', async () => {
    const { site, pdf, url } = await sharedPdf('Busy');
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect((await get(`/api/v1/library/files/${pdf.id}`, site.learner.headers)).json().download_count).toBe(
      20,
    );
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
    const { site, pdf: file, url } = await sharedPdf('Temp');
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
