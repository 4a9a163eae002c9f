import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFaqCategory, buildFaqEntry, faqSite } from '../../../../test/faq-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date('2026-11-27T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
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
const questions = (body: { results: { question: string }[] }) => body.results.map((r) => r.question);

describe('GET /api/v1/faq', () => {
  it('lists the published questions in the reader’s language, by category order and position', async () => {
    const site = await faqSite(t);
    const c = site.client.id;
    const second = await buildFaqCategory(t.db, c, { 'en-US': 'Points', 'pt-BR': 'Pontos' }, 2);
    const first = await buildFaqCategory(t.db, c, { 'en-US': 'Account', 'pt-BR': 'Conta' }, 1);
    await buildFaqEntry(t.db, { clientId: c, categoryId: second.id, question: 'When are points credited?' });
    await buildFaqEntry(t.db, { clientId: c, categoryId: first.id, question: 'B reset', position: 2 });
    await buildFaqEntry(t.db, { clientId: c, categoryId: first.id, question: 'A sign in', position: 1 });
    await buildFaqEntry(t.db, { clientId: c, categoryId: first.id, question: 'Draft', published: false });
    await buildFaqEntry(t.db, {
      clientId: c,
      categoryId: first.id,
      question: 'Em português',
      language: 'pt-BR',
    });

    const res = await get('/api/v1/faq', site.learner.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.language).toBe('en-US');
    expect(questions(body)).toEqual(['A sign in', 'B reset', 'When are points credited?']);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Account', 'Points']);

    const inCategory = await get(`/api/v1/faq?category=${second.id}`, site.learner.headers);
    expect(questions(inCategory.json())).toEqual(['When are points credited?']);

    // a pt-BR reader gets the pt-BR version, categories named in pt-BR
    const pt = await get('/api/v1/faq', site.learner.headers, 'pt-BR');
    expect(pt.json().language).toBe('pt-BR');
    expect(questions(pt.json())).toEqual(['Em português']);
    expect(pt.json().categories[0].name).toBe('Conta');
  });

  it('falls back to the client’s language when the reader’s has no FAQ', async () => {
    const site = await faqSite(t, { defaultLanguageId: 1 });
    const category = await buildFaqCategory(t.db, site.client.id, { 'pt-BR': 'Geral' });
    await buildFaqEntry(t.db, {
      clientId: site.client.id,
      categoryId: category.id,
      language: 'pt-BR',
      question: 'Como funciona?',
    });
    const res = await get('/api/v1/faq', site.learner.headers, 'fr-FR');
    expect(res.json().language).toBe('pt-BR');
    expect(questions(res.json())).toEqual(['Como funciona?']);
  });

  it('searches question and answer with accents and case ignored', async () => {
    const site = await faqSite(t);
    const category = await buildFaqCategory(t.db, site.client.id, { 'pt-BR': 'Geral' });
    const base = { clientId: site.client.id, categoryId: category.id, language: 'pt-BR' };
    await buildFaqEntry(t.db, { ...base, question: 'Como funciona a pontuação?' });
    await buildFaqEntry(t.db, { ...base, question: 'Prazo', answer: '<p>Até sete <b>DIAS ÚTEIS</b>.</p>' });
    await buildFaqEntry(t.db, { ...base, question: 'Outra coisa' });
    const by = async (search: string) =>
      questions(
        (await get(`/api/v1/faq?search=${encodeURIComponent(search)}`, site.learner.headers, 'pt-BR')).json(),
      );
    expect(await by('PONTUACAO')).toEqual(['Como funciona a pontuação?']);
    expect(await by('dias uteis')).toEqual(['Prazo']);
    expect(await by('100%_')).toEqual([]);
  });

  it('is not found without the faq module, and shows nothing of another client', async () => {
    const site = await faqSite(t);
    const other = await faqSite(t);
    const category = await buildFaqCategory(t.db, other.client.id, { 'en-US': 'Other' });
    await buildFaqEntry(t.db, { clientId: other.client.id, categoryId: category.id, question: 'Theirs' });
    const res = await get('/api/v1/faq', site.learner.headers);
    expect(res.json().results).toEqual([]);
    expect(res.json().categories).toEqual([]);
    // filtering by another client's category shows nothing either
    expect((await get(`/api/v1/faq?category=${category.id}`, site.learner.headers)).json().count).toBe(0);

    const closed = await faqSite(t, { modules: ['profile'] });
    expect((await get('/api/v1/faq', closed.learner.headers)).statusCode).toBe(404);
  });
});

describe('FAQ editing', () => {
  it('creates, edits, publishes and deletes a question, its answer sanitized', async () => {
    const site = await faqSite(t);
    const category = await buildFaqCategory(t.db, site.client.id, { 'en-US': 'General' });
    const created = await send('POST', '/api/v1/admin/faq', site.admin.headers, {
      language: 'en-US',
      category_id: category.id,
      question: 'How do I start?',
      answer: '<p onclick="steal()">Open <a href="javascript:alert(1)">this</a><script>alert(1)</script></p>',
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry.published).toBe(false);
    expect(entry.position).toBe(1);
    expect(entry.answer).not.toMatch(/script|onclick|javascript/);
    // unpublished: not for learners yet
    expect((await get('/api/v1/faq', site.learner.headers)).json().results).toEqual([]);

    const published = await send('PATCH', `/api/v1/admin/faq/${entry.id}`, site.admin.headers, {
      published: true,
      question: 'How do I begin?',
    });
    expect(published.statusCode).toBe(200);
    expect(questions((await get('/api/v1/faq?search=begin', site.learner.headers)).json())).toEqual([
      'How do I begin?',
    ]);

    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_type', '=', 'faq_entry')
      .where('entity_id', '=', entry.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['content.faq.created', 'content.faq.updated']);

    expect((await send('DELETE', `/api/v1/admin/faq/${entry.id}`, site.admin.headers)).statusCode).toBe(200);
    expect((await get('/api/v1/faq', site.learner.headers)).json().results).toEqual([]);
  });

  it('reorders the questions of one category and language', async () => {
    const site = await faqSite(t);
    const category = await buildFaqCategory(t.db, site.client.id, { 'en-US': 'General' });
    const base = { clientId: site.client.id, categoryId: category.id };
    const a = await buildFaqEntry(t.db, { ...base, question: 'A', position: 1 });
    const b = await buildFaqEntry(t.db, { ...base, question: 'B', position: 2 });
    const c = await buildFaqEntry(t.db, { ...base, question: 'C', position: 3 });
    const res = await send('POST', '/api/v1/admin/faq/reorder', site.admin.headers, {
      ids: [c.id, a.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(questions((await get('/api/v1/faq', site.learner.headers)).json())).toEqual(['C', 'A', 'B']);
    const editor = await get('/api/v1/admin/faq?language=en-US', site.admin.headers);
    expect(editor.json().results.map((e: { position: number }) => e.position)).toEqual([1, 2, 3]);

    // a list mixing languages is refused
    const pt = await buildFaqEntry(t.db, { ...base, question: 'Pt', language: 'pt-BR' });
    const mixed = await send('POST', '/api/v1/admin/faq/reorder', site.admin.headers, { ids: [a.id, pt.id] });
    expect(mixed.statusCode).toBe(400);
  });

  it('refuses learners and support (403), another client’s question (404) and category (400)', async () => {
    const site = await faqSite(t);
    const other = await faqSite(t);
    const theirs = await buildFaqCategory(t.db, other.client.id, { 'en-US': 'Theirs' });
    const theirEntry = await buildFaqEntry(t.db, {
      clientId: other.client.id,
      categoryId: theirs.id,
      question: 'X',
    });
    const ours = await buildFaqCategory(t.db, site.client.id, { 'en-US': 'Ours' });
    const body = { language: 'en-US', category_id: ours.id, question: 'Q', answer: '' };

    expect((await send('POST', '/api/v1/admin/faq', site.learner.headers, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/admin/faq', site.support.headers, body)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/faq?language=en-US', site.learner.headers)).statusCode).toBe(403);
    const foreign = await send('POST', '/api/v1/admin/faq', site.admin.headers, {
      ...body,
      category_id: theirs.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details[0].message).toBe('Choose one of this client’s FAQ categories.');
    expect(
      (await send('PATCH', `/api/v1/admin/faq/${theirEntry.id}`, site.admin.headers, { published: false }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/v1/admin/faq/${theirEntry.id}`, site.admin.headers)).statusCode).toBe(
      404,
    );
  });

  it('adds a category named in the four languages', async () => {
    const site = await faqSite(t);
    const names = { 'pt-BR': 'Pagamentos', 'en-US': 'Payments', 'es-ES': 'Pagos', 'fr-FR': 'Paiements' };
    const res = await send('POST', '/api/v1/admin/faq/categories', site.admin.headers, { names });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Payments');
    const missing = await send('POST', '/api/v1/admin/faq/categories', site.admin.headers, {
      names: { 'pt-BR': 'Só um' },
    });
    expect(missing.statusCode).toBe(400);
  });
});
