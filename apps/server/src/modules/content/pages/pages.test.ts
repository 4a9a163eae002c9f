import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { newsSite } from '../../../../test/news-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date('2026-12-02T12:00:00Z'));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers, language = 'en-US') =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
const put = (url: string, headers: Headers, payload: object, language = 'en-US') =>
  t.app.inject({ method: 'PUT', url, headers: { ...headers, 'accept-language': language }, payload });

describe('the clients’ pages', () => {
  it('are written by the client’s editors and read by its members in their language, else the client’s', async () => {
    const site = await newsSite(t, { defaultLanguageId: 3 });
    expect((await get('/api/v1/pages/hotsite', site.learner.headers)).statusCode).toBe(404);

    const saved = await put('/api/v1/admin/pages/hotsite', site.admin.headers, {
      versions: {
        'es-ES': { title: ' Hola ', body: '<p>es</p>' },
        'fr-FR': { title: 'Salut', body: '<p>fr</p>' },
        'en-US': { title: '  ', body: '<p>no title: no version</p>' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      slug: 'hotsite',
      versions: {
        'es-ES': { title: 'Hola', body: '<p>es</p>' },
        'fr-FR': { title: 'Salut', body: '<p>fr</p>' },
      },
      updated_at: '2026-12-02T12:00:00.000Z',
    });
    expect(Object.keys(saved.json().versions)).toEqual(['es-ES', 'fr-FR']);

    const read = async (language: string) => {
      const body = (await get('/api/v1/pages/hotsite', site.learner.headers, language)).json();
      return [body.language, body.title, body.body];
    };
    expect(await read('fr-FR')).toEqual(['fr-FR', 'Salut', '<p>fr</p>']);
    // English not written: the client's default language (es-ES, id 3)
    expect(await read('en-US')).toEqual(['es-ES', 'Hola', '<p>es</p>']);

    const list = await get('/api/v1/admin/pages', site.admin.headers, 'fr-FR');
    expect(list.json()).toEqual({
      results: [
        {
          slug: 'hotsite',
          title: 'Salut',
          languages: ['es-ES', 'fr-FR'],
          updated_at: '2026-12-02T12:00:00.000Z',
          published: true,
        },
        ...[
          'about-the-team',
          'about',
          'terms-and-conditions',
          'privacy-policy',
          'cookies',
          'support',
          'contact-us',
        ].map((slug) => ({
          slug,
          title: null,
          languages: [],
          updated_at: null,
          published: true,
        })),
      ],
    });

    // a save replaces the versions whole: French left out is gone
    t.clock.set(new Date('2026-12-02T12:05:00Z'));
    await put('/api/v1/admin/pages/hotsite', site.admin.headers, {
      versions: { 'pt-BR': { title: 'Olá', body: '<p>pt</p>' } },
    });
    expect(await read('fr-FR')).toEqual(['pt-BR', 'Olá', '<p>pt</p>']);
    const page = (await get('/api/v1/admin/pages/hotsite', site.admin.headers)).json();
    expect(page).toEqual({
      slug: 'hotsite',
      versions: { 'pt-BR': { title: 'Olá', body: '<p>pt</p>' } },
      updated_at: '2026-12-02T12:05:00.000Z',
      published: true,
    });

    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'entity_type', 'fields'])
      .where('client_id', '=', site.client.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      {
        action: 'content.page.updated',
        actor_id: site.admin.id,
        entity_type: 'client_page',
        fields: ['hotsite', 'es-ES', 'fr-FR'],
      },
      {
        action: 'content.page.updated',
        actor_id: site.admin.id,
        entity_type: 'client_page',
        fields: ['hotsite', 'pt-BR'],
      },
    ]);
  });

  it('keeps what the sanitizer allows of a body and refuses a page without a title', async () => {
    const site = await newsSite(t);
    const saved = await put('/api/v1/admin/pages/about-the-team', site.admin.headers, {
      versions: {
        'pt-BR': {
          title: 'Equipe',
          body: '<p onclick="steal()">Oi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = (await get('/api/v1/pages/about-the-team', site.learner.headers, 'pt-BR')).json().body;
    expect(body).not.toMatch(/script|onclick|javascript:/);
    expect(body).toContain('Oi');

    const refused = await put(
      '/api/v1/admin/pages/about-the-team',
      site.admin.headers,
      { versions: { 'pt-BR': { title: ' ', body: '<p>x</p>' } } },
      'pt-BR',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { field: 'versions', message: 'Escreva o título em pelo menos um idioma.' },
    ]);
    expect((await get('/api/v1/pages/about-the-team', site.learner.headers)).json().title).toBe('Equipe');
    expect((await get('/api/v1/pages/elsewhere', site.learner.headers)).statusCode).toBe(400);
  });

  it('keeps a client’s copy of the main area’s institutional pages, sanitized, apart from the platform’s', async () => {
    const site = await newsSite(t);
    for (const slug of ['about', 'terms-and-conditions', 'privacy-policy', 'cookies']) {
      expect((await get(`/api/v1/pages/${slug}`, site.learner.headers)).statusCode).toBe(404);
      const saved = await put(`/api/v1/admin/pages/${slug}`, site.admin.headers, {
        versions: { 'en-US': { title: `Our ${slug}`, body: '<p>Ours<script>alert(1)</script></p>' } },
      });
      expect(saved.statusCode).toBe(200);
      const page = (await get(`/api/v1/pages/${slug}`, site.learner.headers)).json();
      expect(page).toMatchObject({ slug, title: `Our ${slug}`, body: '<p>Ours</p>' });
    }
    // the platform's institutional text is untouched
    const platform = await get('/api/v1/institutional/about', site.learner.headers);
    expect(platform.json().title).not.toBe('Our about');
    expect((await get('/api/v1/pages/unknown', site.learner.headers)).statusCode).toBe(400);
  });

  it('keeps the support and contact-us introductions per language, with the fallback, apart from each other', async () => {
    const site = await newsSite(t, { defaultLanguageId: 3 });
    const other = await newsSite(t);
    for (const slug of ['support', 'contact-us'])
      expect((await get(`/api/v1/pages/${slug}`, site.learner.headers)).statusCode).toBe(404);
    const saved = await put('/api/v1/admin/pages/support', site.admin.headers, {
      versions: {
        'pt-BR': { title: 'Fale com o suporte', body: '<p>Respondemos em 7 dias úteis.</p>' },
        'es-ES': {
          title: 'Hable con soporte',
          body: '<p>Respondemos <em>pronto</em>.<img src=x onerror=alert(1)></p>',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = async (slug: string, language: string, who = site.learner) => {
      const response = await get(`/api/v1/pages/${slug}`, who.headers, language);
      return response.statusCode === 200
        ? [response.json().language, response.json().title, response.json().body]
        : response.statusCode;
    };
    expect(await read('support', 'pt-BR')).toEqual([
      'pt-BR',
      'Fale com o suporte',
      '<p>Respondemos em 7 dias úteis.</p>',
    ]);
    // English and French not written: the client's default language (es-ES), sanitized
    for (const language of ['en-US', 'fr-FR'])
      expect(await read('support', language)).toEqual([
        'es-ES',
        'Hable con soporte',
        '<p>Respondemos <em>pronto</em>.</p>',
      ]);
    // contact-us is a page of its own, still unwritten; another client's members never see this one
    expect(await read('contact-us', 'pt-BR')).toBe(404);
    expect(await read('support', 'pt-BR', other.learner)).toBe(404);
    await put('/api/v1/admin/pages/contact-us', site.admin.headers, {
      versions: { 'en-US': { title: 'Write to us', body: '<p>We read everything.</p>' } },
    });
    expect(await read('contact-us', 'fr-FR')).toEqual(['en-US', 'Write to us', '<p>We read everything.</p>']);
    expect(
      (await put('/api/v1/admin/pages/contact-us', site.learner.headers, { versions: {} })).statusCode,
    ).toBe(403);
  });

  it('is taken down and published again by an editor, its versions kept, audited once each', async () => {
    const site = await newsSite(t);
    const send = (action: string, who = site.admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/pages/about/${action}`,
        headers: { ...who.headers, 'accept-language': 'en-US' },
      });
    expect((await send('unpublish')).statusCode).toBe(404);
    await put('/api/v1/admin/pages/about', site.admin.headers, {
      versions: { 'en-US': { title: 'Ours', body: '<p>x</p>' } },
    });
    expect((await send('unpublish', site.learner)).statusCode).toBe(403);
    const down = await send('unpublish');
    expect(down.json()).toMatchObject({
      slug: 'about',
      published: false,
      versions: { 'en-US': { title: 'Ours' } },
    });
    expect((await send('unpublish')).json().published).toBe(false);
    expect((await get('/api/v1/pages/about', site.learner.headers)).statusCode).toBe(404);
    const listed = (await get('/api/v1/admin/pages', site.admin.headers)).json().results;
    expect(listed.find((page: { slug: string }) => page.slug === 'about').published).toBe(false);
    // saving the texts keeps it down
    await put('/api/v1/admin/pages/about', site.admin.headers, {
      versions: { 'en-US': { title: 'Ours 2', body: '<p>y</p>' } },
    });
    expect((await get('/api/v1/pages/about', site.learner.headers)).statusCode).toBe(404);
    expect((await send('publish')).json().published).toBe(true);
    expect((await get('/api/v1/pages/about', site.learner.headers)).json().title).toBe('Ours 2');
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('client_id', '=', site.client.id)
      .where('action', 'in', ['content.page.published', 'content.page.unpublished'])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['content.page.unpublished', 'content.page.published']);
  });

  it('lets no one else write, and never shows a page of another client', async () => {
    const site = await newsSite(t);
    const other = await newsSite(t);
    await put('/api/v1/admin/pages/hotsite', other.admin.headers, {
      versions: { 'en-US': { title: 'Theirs', body: '' } },
    });
    expect((await get('/api/v1/pages/hotsite', site.learner.headers)).statusCode).toBe(404);
    expect((await get('/api/v1/pages/hotsite', other.learner.headers)).json().title).toBe('Theirs');
    for (const who of [site.learner, site.instructor]) {
      expect((await get('/api/v1/admin/pages', who.headers)).statusCode).toBe(403);
      expect((await get('/api/v1/admin/pages/hotsite', who.headers)).statusCode).toBe(403);
      const refused = await put('/api/v1/admin/pages/hotsite', who.headers, {
        versions: { 'en-US': { title: 'Mine', body: '' } },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await get('/api/v1/admin/pages/hotsite', site.admin.headers)).json().versions).toEqual({});
    expect((await get('/api/v1/pages/hotsite', {})).statusCode).toBe(401);
  });
});
