import { describe, expect, it } from 'vitest';
import { bearer, buildClient, buildNamed, buildUser, login } from '../../../../test/factories.ts';
import {
  createLibraryCategory,
  librarySite,
  librarySuite,
  sampleFiles,
  uploadLibraryFile,
} from '../../../../test/library-fixtures.ts';

// The learners' library: what each learner sees of their client's categories and files (docs/content.md "Library").

const { t, get, send } = librarySuite('2026-12-02T12:00:00Z');
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);

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
