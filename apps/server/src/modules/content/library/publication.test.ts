import { describe, expect, it } from 'vitest';
import { buildNamed } from '../../../../test/factories.ts';
import {
  createLibraryCategory,
  librarySite,
  librarySuite,
  sampleFiles,
  uploadLibraryFile,
} from '../../../../test/library-fixtures.ts';

// Library files published or not, and the learners' search across every category (docs/content.md "Library").

const { t, get, send } = librarySuite('2026-12-05T12:00:00Z');

const post = (url: string, headers: Record<string, string>) => send('POST', url, headers);
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);

async function upload(
  site: Awaited<ReturnType<typeof librarySite>>,
  categoryId: number,
  title: string,
  extra: { name?: string; published?: boolean } = {},
) {
  const name = extra.name ?? 'file.pdf';
  const samples = (await sampleFiles()) as Record<string, Buffer>;
  const response = await uploadLibraryFile(t, site.admin.headers, {
    name,
    data: samples[name.split('.').pop() ?? ''] ?? Buffer.alloc(0),
    categoryId,
    title,
    ...(extra.published !== undefined ? { published: extra.published } : {}),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as { id: number; published: boolean };
}

describe('publishing library files', () => {
  it('keeps an unpublished file from learners (by id, lists, search, counts, links) and shows it to its editors, marked', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Guides');
    const shown = await upload(site, category.id, 'Shown guide');
    const draft = await upload(site, category.id, 'Draft guide', { published: false });
    expect([shown.published, draft.published]).toEqual([true, false]);

    const learnerView = async () => ({
      list: titles(
        (await get(`/api/v1/library/categories/${category.slug}/files`, site.learner.headers)).json(),
      ),
      search: titles((await get('/api/v1/library/files?search=guide', site.learner.headers)).json()),
      count: (await get('/api/v1/library/categories', site.learner.headers)).json().results[0].file_count,
      byId: (await get(`/api/v1/library/files/${draft.id}`, site.learner.headers)).statusCode,
    });
    expect(await learnerView()).toEqual({
      list: ['Shown guide'],
      search: ['Shown guide'],
      count: 1,
      byId: 404,
    });

    // the editors see it in their list, marked, and preview it with a link that serves it
    const admin = (await get('/api/v1/admin/library/files', site.admin.headers)).json();
    expect(admin.results.map((f: { title: string; published: boolean }) => [f.title, f.published])).toEqual([
      ['Draft guide', false],
      ['Shown guide', true],
    ]);
    const preview = await get(`/api/v1/library/files/${draft.id}`, site.admin.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ title: 'Draft guide', published: false });
    expect((await get(preview.json().download_url)).statusCode).toBe(200);
    // an instructor is no editor: not found
    expect((await get(`/api/v1/library/files/${draft.id}`, site.instructor.headers)).statusCode).toBe(404);

    // published, the learner finds it; a learner's link made then stops serving once it is unpublished again
    const published = await post(`/api/v1/admin/library/files/${draft.id}/publish`, site.admin.headers);
    expect(published.json()).toMatchObject({ id: draft.id, published: true });
    expect(await learnerView()).toEqual({
      list: ['Draft guide', 'Shown guide'],
      search: ['Draft guide', 'Shown guide'],
      count: 2,
      byId: 200,
    });
    const link: string = (await get(`/api/v1/library/files/${draft.id}`, site.learner.headers)).json()
      .download_url;
    expect((await get(link)).statusCode).toBe(200);
    const unpublished = await post(`/api/v1/admin/library/files/${draft.id}/unpublish`, site.admin.headers);
    expect(unpublished.json()).toMatchObject({ published: false });
    expect((await get(link)).statusCode).toBe(404);
    expect((await get(link, {}, 'en-US')).statusCode).toBe(404);
    expect(await learnerView()).toEqual({
      list: ['Shown guide'],
      search: ['Shown guide'],
      count: 1,
      byId: 404,
    });
    // the editors' counts keep every file
    expect(
      (await get('/api/v1/admin/library/categories', site.admin.headers)).json().results[0].file_count,
    ).toBe(2);
  });

  it('lets only the client’s editors publish, audits each change once', async () => {
    const site = await librarySite(t);
    const other = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Audited');
    const file = await upload(site, category.id, 'Policy');
    for (const who of [site.learner, site.instructor])
      expect((await post(`/api/v1/admin/library/files/${file.id}/unpublish`, who.headers)).statusCode).toBe(
        403,
      );
    // another client's editor: not found, and the file stays published
    expect(
      (await post(`/api/v1/admin/library/files/${file.id}/unpublish`, other.admin.headers)).statusCode,
    ).toBe(404);
    expect((await get(`/api/v1/library/files/${file.id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await get(`/api/v1/library/files/${file.id}`, site.learner.headers)).statusCode).toBe(200);
    expect((await post('/api/v1/admin/library/files/99999999/publish', site.admin.headers)).statusCode).toBe(
      404,
    );

    await post(`/api/v1/admin/library/files/${file.id}/unpublish`, site.admin.headers);
    await post(`/api/v1/admin/library/files/${file.id}/unpublish`, site.admin.headers);
    await post(`/api/v1/admin/library/files/${file.id}/publish`, site.admin.headers);
    const actions = await t.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type', 'entity_id'])
      .where('client_id', '=', site.client.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => [a.action, a.entity_type, Number(a.entity_id)])).toEqual([
      ['content.library.category_created', 'library_category', category.id],
      ['content.library.file_uploaded', 'library_file', file.id],
      ['content.library.file_unpublished', 'library_file', file.id],
      ['content.library.file_published', 'library_file', file.id],
    ]);
  });
});

describe('searching the library across categories', () => {
  it('finds the visible files of every category by words, accents and case ignored, with the kind and pages', async () => {
    const site = await librarySite(t);
    const other = await librarySite(t);
    const guides = await createLibraryCategory(t, site.admin.headers, 'Guides');
    const media = await createLibraryCategory(t, site.admin.headers, 'Media');
    await upload(site, guides.id, 'Relatório de vendas');
    await upload(site, media.id, 'Vídeo do relatório', { name: 'clip.mp4' });
    await upload(site, media.id, 'Relatorio antigo', { name: 'old.docx', published: false });
    await upload(site, guides.id, 'Catálogo');
    const theirs = await createLibraryCategory(t, other.admin.headers, 'Theirs');
    await uploadLibraryFile(t, other.admin.headers, {
      name: 'r.pdf',
      data: (await sampleFiles()).pdf,
      categoryId: theirs.id,
      title: 'Relatório deles',
    });
    // a file shown to a group the learner is not in
    const sellers = await buildNamed(t.db, 'user_groups', site.client.id, 'Sellers');
    const grouped = await upload(site, guides.id, 'Relatório dos vendedores');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/library/files/${grouped.id}`,
      headers: site.admin.headers,
      payload: { group_ids: [sellers.id] },
    });

    const search = async (query: string, language = 'en-US') =>
      (await get(`/api/v1/library/files?${query}`, site.learner.headers, language)).json();
    for (const words of ['relatorio', 'RELATÓRIO', 'Relatório', 'relat'])
      expect(titles(await search(`search=${encodeURIComponent(words)}`)), words).toEqual([
        'Relatório de vendas',
        'Vídeo do relatório',
      ]);
    const found = await search('search=relatorio', 'pt-BR');
    expect(found.results.map((f: { category: { slug: string; name: string } }) => f.category)).toEqual([
      { id: guides.id, slug: guides.slug, name: 'Guides pt' },
      { id: media.id, slug: media.slug, name: 'Media pt' },
    ]);
    expect(titles(await search('search=relatorio&kind=video'))).toEqual(['Vídeo do relatório']);
    expect(titles(await search('kind=pdf'))).toEqual(['Catálogo', 'Relatório de vendas']);
    const paged = await search('search=relatorio&page=2&page_size=1');
    expect({ count: paged.count, titles: titles(paged) }).toEqual({
      count: 2,
      titles: ['Vídeo do relatório'],
    });
    expect(titles(await search('search=nada%20disso'))).toEqual([]);
    expect((await get('/api/v1/library/files?kind=exe', site.learner.headers)).statusCode).toBe(400);

    await t.db
      .insertInto('user_group_members')
      .values({ group_id: sellers.id, user_id: site.learner.id })
      .execute();
    expect(titles(await search('search=relatorio'))).toEqual([
      'Relatório de vendas',
      'Relatório dos vendedores',
      'Vídeo do relatório',
    ]);
  });

  it('is the library module’s: 404 without it', async () => {
    const site = await librarySite(t);
    await t.db
      .updateTable('clients')
      .set({ enabled_modules: ['profile'] })
      .where('id', '=', site.client.id)
      .execute();
    expect((await get('/api/v1/library/files?search=x', site.learner.headers)).statusCode).toBe(404);
  });
});
