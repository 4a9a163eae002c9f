import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { buildArticle, buildNewsCategory, newsSite } from '../../../../test/news-fixtures.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';

const { t } = withDataDir();
beforeAll(async () => {
  t.clock.set(new Date('2026-11-27T12:00:00Z'));
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers, language = 'en-US') =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);
const at = (iso: string) => new Date(iso);

describe('GET /api/v1/news', () => {
  it('lists the client’s published articles, pinned first, then newest, with a "new" flag until read', async () => {
    const site = await newsSite(t);
    const c = site.client.id;
    const old = await buildArticle(t.db, {
      clientId: c,
      title: { 'en-US': 'Old' },
      publishAt: at('2026-11-01T00:00:00Z'),
    });
    await buildArticle(t.db, {
      clientId: c,
      title: { 'en-US': 'Recent' },
      publishAt: at('2026-11-26T00:00:00Z'),
    });
    await buildArticle(t.db, {
      clientId: c,
      title: { 'en-US': 'Pinned' },
      pinned: true,
      publishAt: at('2026-10-01T00:00:00Z'),
    });
    // not visible: a draft, a scheduled one, an expired one (expiry exactly now), another client's
    await buildArticle(t.db, { clientId: c, title: { 'en-US': 'Draft' }, publishAt: null });
    await buildArticle(t.db, {
      clientId: c,
      title: { 'en-US': 'Scheduled' },
      publishAt: at('2026-11-27T12:00:01Z'),
    });
    await buildArticle(t.db, {
      clientId: c,
      title: { 'en-US': 'Expired' },
      publishAt: at('2026-11-01T00:00:00Z'),
      expiresAt: at('2026-11-27T12:00:00Z'),
    });
    await buildArticle(t.db, {
      clientId: c,
      title: { 'en-US': 'Until tomorrow' },
      publishAt: at('2026-11-27T12:00:00Z'),
      expiresAt: at('2026-11-28T12:00:00Z'),
    });
    const other = await newsSite(t);
    await buildArticle(t.db, { clientId: other.client.id, title: { 'en-US': 'Elsewhere' } });

    const response = await get('/api/v1/news', site.learner.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(titles(body)).toEqual(['Pinned', 'Until tomorrow', 'Recent', 'Old']);
    expect(body.count).toBe(4);
    expect(body.results.every((r: { is_new: boolean }) => r.is_new)).toBe(true);

    const opened = await get(`/api/v1/news/${old.id}`, site.learner.headers);
    expect(opened.statusCode).toBe(200);
    const after = (await get('/api/v1/news', site.learner.headers)).json();
    expect(after.results.map((r: { title: string; is_new: boolean }) => [r.title, r.is_new])).toEqual([
      ['Pinned', true],
      ['Until tomorrow', true],
      ['Recent', true],
      ['Old', false],
    ]);
    // another learner's markers are their own
    const second = await buildUser(t.db, { clients: [{ id: c }] });
    const secondHeaders = bearer(await login(t.app, second.username, second.password));
    const theirs = (await get('/api/v1/news', secondHeaders)).json();
    expect(theirs.results.every((r: { is_new: boolean }) => r.is_new)).toBe(true);

    // pages
    const page2 = (await get('/api/v1/news?page=2&page_size=3', site.learner.headers)).json();
    expect({ count: page2.count, titles: titles(page2) }).toEqual({ count: 4, titles: ['Old'] });
  });

  it('filters by category and searches titles in any language, accents ignored', async () => {
    const site = await newsSite(t);
    const c = site.client.id;
    const events = await buildNewsCategory(t.db, c, { 'pt-BR': 'Eventos', 'en-US': 'Events' });
    await buildArticle(t.db, {
      clientId: c,
      title: { 'pt-BR': 'Convenção anual', 'en-US': 'Annual convention' },
      categoryId: events.id,
    });
    await buildArticle(t.db, { clientId: c, title: { 'pt-BR': 'Novo curso', 'en-US': 'New course' } });

    const byCategory = (await get(`/api/v1/news?category=${events.id}`, site.learner.headers)).json();
    expect(titles(byCategory)).toEqual(['Annual convention']);
    expect(byCategory.results[0].category).toEqual({ id: events.id, name: 'Events' });
    expect(titles((await get('/api/v1/news?search=convencao', site.learner.headers)).json())).toEqual([
      'Annual convention',
    ]);
    expect(titles((await get('/api/v1/news?search=100%25', site.learner.headers)).json())).toEqual([]);
    const categories = (await get('/api/v1/news/categories', site.learner.headers, 'pt-BR')).json();
    expect(categories).toEqual({ results: [{ id: events.id, name: 'Eventos' }] });
  });

  it('gives each reader their language’s version, else the client’s default, else pt-BR, else the first written', async () => {
    const site = await newsSite(t, { defaultLanguageId: 3 });
    const c = site.client.id;
    const article = await buildArticle(t.db, {
      clientId: c,
      title: { 'pt-BR': 'Olá', 'es-ES': 'Hola', 'fr-FR': 'Salut' },
      body: { 'pt-BR': '<p>pt</p>', 'es-ES': '<p>es</p>', 'fr-FR': '<p>fr</p>' },
    });
    const read = async (language: string) => {
      const body = (await get(`/api/v1/news/${article.id}`, site.learner.headers, language)).json();
      return [body.language, body.title, body.body];
    };
    expect(await read('fr-FR')).toEqual(['fr-FR', 'Salut', '<p>fr</p>']);
    expect(await read('en-US')).toEqual(['es-ES', 'Hola', '<p>es</p>']);
    const onlyFrench = await buildArticle(t.db, { clientId: c, title: { 'fr-FR': 'Seulement' } });
    const listed = (await get('/api/v1/news', site.learner.headers, 'pt-BR')).json();
    expect(listed.results.find((r: { id: number }) => r.id === onlyFrench.id)).toMatchObject({
      language: 'fr-FR',
      title: 'Seulement',
    });
  });

  it('answers 404 for another client’s, a draft, an expired article, and a client without news', async () => {
    const site = await newsSite(t);
    const other = await newsSite(t);
    const theirs = await buildArticle(t.db, { clientId: other.client.id });
    const draft = await buildArticle(t.db, { clientId: site.client.id, publishAt: null });
    const expired = await buildArticle(t.db, {
      clientId: site.client.id,
      publishAt: at('2026-11-01T00:00:00Z'),
      expiresAt: at('2026-11-02T00:00:00Z'),
    });
    for (const id of [theirs.id, draft.id, expired.id, 999999999])
      expect((await get(`/api/v1/news/${id}`, site.learner.headers)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('news_reads').selectAll().where('article_id', '=', theirs.id).execute(),
    ).toEqual([]);

    const noNews = await buildClient(t.db, { modules: ['profile'] });
    const user = await buildUser(t.db, { clients: [{ id: noNews.id }] });
    const headers = bearer(await login(t.app, user.username, user.password));
    expect((await get('/api/v1/news', headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/news' })).statusCode).toBe(401);
  });
});

const version = (title: string, body = '') => ({ title, summary: `${title} summary`, body });

describe('news editors', () => {
  it('create, list with drafts, publish for learners, unpublish and delete, each audited', async () => {
    const site = await newsSite(t);
    const created = await send('POST', '/api/v1/admin/news', site.admin.headers, {
      versions: {
        'en-US': version('Launch', '<p>Hi</p>'),
        'pt-BR': version('Lançamento'),
        'fr-FR': version('  '),
      },
      pinned: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json();
    expect(article).toMatchObject({
      title: 'Launch',
      state: 'draft',
      pinned: true,
      languages: ['pt-BR', 'en-US'],
    });
    expect(Object.keys(article.versions)).toEqual(['pt-BR', 'en-US']);
    expect((await get('/api/v1/news', site.learner.headers)).json().count).toBe(0);
    expect(titles((await get('/api/v1/admin/news?state=draft', site.admin.headers)).json())).toEqual([
      'Launch',
    ]);

    const published = await send('POST', `/api/v1/admin/news/${article.id}/publish`, site.admin.headers);
    expect(published.json()).toMatchObject({ state: 'published', publish_at: '2026-11-27T12:00:00.000Z' });
    expect(titles((await get('/api/v1/news', site.learner.headers)).json())).toEqual(['Launch']);

    const edited = await send('PATCH', `/api/v1/admin/news/${article.id}`, site.admin.headers, {
      versions: { 'en-US': version('Launch day') },
    });
    expect(edited.json()).toMatchObject({ title: 'Launch day', languages: ['en-US'] });

    await send('POST', `/api/v1/admin/news/${article.id}/unpublish`, site.admin.headers);
    expect((await get('/api/v1/news', site.learner.headers)).json().count).toBe(0);
    expect((await send('DELETE', `/api/v1/admin/news/${article.id}`, site.admin.headers)).json()).toEqual({
      ok: true,
    });
    expect((await get(`/api/v1/admin/news/${article.id}`, site.admin.headers)).statusCode).toBe(404);

    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'client_id', 'entity_type', 'entity_id'])
      .where('entity_type', '=', 'news_article')
      .where('entity_id', '=', article.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual([
      'content.news.created',
      'content.news.published',
      'content.news.updated',
      'content.news.unpublished',
      'content.news.deleted',
    ]);
    expect(new Set(events.map((e) => `${e.actor_id}/${e.client_id}`))).toEqual(
      new Set([`${site.admin.id}/${site.client.id}`]),
    );
  });

  it('keeps the body to the allow-list before storing it', async () => {
    const site = await newsSite(t);
    const created = await send('POST', '/api/v1/admin/news', site.admin.headers, {
      versions: {
        'en-US': version(
          'XSS',
          '<p onclick="alert(1)">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
            '<a href="javascript:alert(1)">x</a><svg onload=alert(1)></svg><p style="x:expression(alert(1))">y</p>',
        ),
      },
      publish_at: '2026-11-27T00:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const stored = await t.db
      .selectFrom('news_articles')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // the javascript: href is gone (the link's target and rel stay, harmless without one)
    const clean = '<p>Hi</p><a target="_blank" rel="noopener noreferrer nofollow">x</a><p>y</p>';
    expect(stored.body['en-US']).toBe(clean);
    expect((await get(`/api/v1/news/${id}`, site.learner.headers)).json().body).toBe(clean);
  });

  it('refuses an article without a title, an expiry before publication and another client’s category', async () => {
    const site = await newsSite(t);
    const other = await newsSite(t);
    const theirs = await buildNewsCategory(t.db, other.client.id, { 'pt-BR': 'X' });
    const refused = async (payload: object) => {
      const response = await send('POST', '/api/v1/admin/news', site.admin.headers, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error.details.map((d: { field: string }) => d.field);
    };
    expect(await refused({ versions: { 'en-US': version(' ') } })).toEqual(['versions']);
    expect(
      await refused({
        versions: { 'en-US': version('A') },
        publish_at: '2026-11-27T00:00:00Z',
        expires_at: '2026-11-26T00:00:00Z',
      }),
    ).toEqual(['expires_at']);
    expect(await refused({ versions: { 'en-US': version('A') }, category_id: theirs.id })).toEqual([
      'category_id',
    ]);
    expect(
      await t.db.selectFrom('news_articles').select('id').where('client_id', '=', site.client.id).execute(),
    ).toEqual([]);
  });

  it('lets only the client’s editors in: 403 for learners and instructors, 404 for another client’s article', async () => {
    const site = await newsSite(t);
    const other = await newsSite(t);
    const theirs = await buildArticle(t.db, { clientId: other.client.id });
    for (const who of [site.learner, site.instructor]) {
      expect((await get('/api/v1/admin/news', who.headers)).statusCode).toBe(403);
      expect(
        (await send('POST', '/api/v1/admin/news', who.headers, { versions: { 'en-US': version('A') } }))
          .statusCode,
      ).toBe(403);
      expect((await send('POST', `/api/v1/admin/news/${theirs.id}/publish`, who.headers)).statusCode).toBe(
        403,
      );
    }
    for (const [method, path] of [
      ['PATCH', ''],
      ['POST', '/publish'],
      ['POST', '/unpublish'],
      ['DELETE', ''],
      ['DELETE', '/cover'],
    ] as const)
      expect(
        (
          await send(
            method,
            `/api/v1/admin/news/${theirs.id}${path}`,
            site.admin.headers,
            method === 'PATCH' ? {} : undefined,
          )
        ).statusCode,
      ).toBe(404);
    expect((await get(`/api/v1/admin/news/${theirs.id}`, site.admin.headers)).statusCode).toBe(404);
    const still = await t.db
      .selectFrom('news_articles')
      .select('publish_at')
      .where('id', '=', theirs.id)
      .executeTakeFirst();
    expect(still?.publish_at).not.toBeNull();
  });

  it('sets a cover checked by content, re-encoded as WebP, served by its signed URL; refuses what is no image', async () => {
    const site = await newsSite(t);
    const article = await buildArticle(t.db, { clientId: site.client.id, title: { 'en-US': 'Covered' } });
    const upload = (
      data: Buffer | string,
      filename: string,
      contentType: string,
      headers = site.admin.headers,
    ) => {
      const body = multipartBody([{ name: 'file', filename, contentType, data }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/news/${article.id}/cover`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'c.png', 'image/png', site.learner.headers)).statusCode).toBe(403);
    const response = await upload(png, 'cover.png', 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().cover_url;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 675,
    });
    expect((await get('/api/v1/news', site.learner.headers)).json().results[0].cover_url).toBe(url);

    expect((await upload('<svg onload="alert(1)"/>', 'x.png', 'image/png')).statusCode).toBe(400);
    expect((await upload('not an image', 'x.jpg', 'image/jpeg')).statusCode).toBe(400);

    const removed = await send('DELETE', `/api/v1/admin/news/${article.id}/cover`, site.admin.headers);
    expect(removed.json().cover_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
