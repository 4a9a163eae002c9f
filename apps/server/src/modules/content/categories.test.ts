import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFaqCategory, buildFaqEntry, faqSite } from '../../../test/faq-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildArticle, buildNewsCategory, newsSite } from '../../../test/news-fixtures.ts';

// The editors' news and FAQ categories (docs/content.md "Categories"), on PGlite and on PostgreSQL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const names = (en: string) => ({
  'pt-BR': `${en} (pt)`,
  'en-US': en,
  'es-ES': `${en} (es)`,
  'fr-FR': `${en} (fr)`,
});
const listed = (body: { results: { name: string }[] }) => body.results.map((row) => row.name);

async function auditActions(clientId: number) {
  const rows = await t.db
    .selectFrom('audit_events')
    .select(['action', 'entity_type'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.action}:${row.entity_type}`);
}

describe('news categories', () => {
  it('are created, renamed, reordered and deleted by an editor, audited; the articles stay', async () => {
    const site = await newsSite(t);
    const base = '/api/v1/admin/news/categories';
    const created = await call('POST', base, site.admin.headers, { names: names('Events') });
    expect(created.statusCode).toBe(201);
    const events = created.json();
    expect(events).toMatchObject({ name: 'Events', position: 1, item_count: 0 });
    const tips = (await call('POST', base, site.admin.headers, { names: names('Tips') })).json();
    expect(tips.position).toBe(2);
    await buildArticle(t.db, { clientId: site.client.id, categoryId: events.id, title: { 'en-US': 'Fair' } });

    const renamed = await call('PATCH', `${base}/${events.id}`, site.admin.headers, {
      names: names('Agenda'),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Agenda', item_count: 1 });
    expect(renamed.json().names['fr-FR']).toBe('Agenda (fr)');

    const reordered = await call('POST', `${base}/reorder`, site.admin.headers, {
      ids: [tips.id, events.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(listed(reordered.json())).toEqual(['Tips', 'Agenda']);
    // the learners' list follows the new order and names
    const learners = await call('GET', '/api/v1/news/categories', site.learner.headers);
    expect(listed(learners.json())).toEqual(['Tips', 'Agenda']);

    const removed = await call('DELETE', `${base}/${events.id}`, site.admin.headers);
    expect(removed.statusCode).toBe(200);
    expect(listed((await call('GET', base, site.admin.headers)).json())).toEqual(['Tips']);
    const articles = (await call('GET', '/api/v1/admin/news', site.admin.headers)).json();
    expect(articles.results).toHaveLength(1);
    expect(articles.results[0].category_id ?? null).toBeNull();

    expect(await auditActions(site.client.id)).toEqual(
      expect.arrayContaining([
        'content.news_category.created:news_category',
        'content.news_category.updated:news_category',
        'content.news_category.reordered:news_category',
        'content.news_category.deleted:news_category',
      ]),
    );
  });

  it('refuse a reorder that leaves one out, repeats one or names another client’s', async () => {
    const site = await newsSite(t);
    const other = await newsSite(t);
    const a = await buildNewsCategory(t.db, site.client.id, { 'en-US': 'A' });
    const b = await buildNewsCategory(t.db, site.client.id, { 'en-US': 'B' });
    const foreign = await buildNewsCategory(t.db, other.client.id, { 'en-US': 'Foreign' });
    const url = '/api/v1/admin/news/categories/reorder';
    for (const ids of [[a.id], [a.id, a.id], [a.id, foreign.id], [a.id, b.id, foreign.id]]) {
      const res = await call('POST', url, site.admin.headers, { ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({
        field: 'ids',
        message: 'The new order must name every category once.',
      });
    }
  });

  it('are the editors’ only (403) and the client’s only (404)', async () => {
    const site = await newsSite(t);
    const other = await newsSite(t);
    const foreign = await buildNewsCategory(t.db, other.client.id, { 'en-US': 'Theirs' });
    const base = '/api/v1/admin/news/categories';
    for (const who of [site.learner, site.instructor]) {
      expect((await call('GET', base, who.headers)).statusCode).toBe(403);
      expect((await call('POST', base, who.headers, { names: names('X') })).statusCode).toBe(403);
    }
    expect(
      (await call('PATCH', `${base}/${foreign.id}`, site.admin.headers, { names: names('X') })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${base}/${foreign.id}`, site.admin.headers)).statusCode).toBe(404);
    expect(listed((await call('GET', base, site.admin.headers)).json())).toEqual([]);
    // a name missing in a language is the contract's 400
    const partial = await call('POST', base, site.admin.headers, { names: { 'en-US': 'Only English' } });
    expect(partial.statusCode).toBe(400);
  });
});

describe('FAQ categories', () => {
  it('are listed with their questions, renamed, reordered and deleted when empty (409 with questions)', async () => {
    const site = await faqSite(t);
    const c = site.client.id;
    const account = await buildFaqCategory(t.db, c, { 'en-US': 'Account' }, 1);
    const points = await buildFaqCategory(t.db, c, { 'en-US': 'Points' }, 2);
    await buildFaqEntry(t.db, { clientId: c, categoryId: account.id, question: 'How do I sign in?' });
    await buildFaqEntry(t.db, {
      clientId: c,
      categoryId: account.id,
      question: 'Entrar?',
      language: 'pt-BR',
    });
    const base = '/api/v1/admin/faq/categories';

    const list = await call('GET', base, site.admin.headers);
    expect(
      list.json().results.map((row: { name: string; item_count: number }) => [row.name, row.item_count]),
    ).toEqual([
      ['Account', 2],
      ['Points', 0],
    ]);
    const renamed = await call('PATCH', `${base}/${points.id}`, site.admin.headers, {
      names: names('Rewards'),
    });
    expect(renamed.json()).toMatchObject({ name: 'Rewards', item_count: 0 });
    const reordered = await call('POST', `${base}/reorder`, site.admin.headers, {
      ids: [points.id, account.id],
    });
    expect(listed(reordered.json())).toEqual(['Rewards', 'Account']);
    // the learners' FAQ lists its categories in the new order
    expect(
      listed({ results: (await call('GET', '/api/v1/faq', site.learner.headers)).json().categories }),
    ).toEqual(['Rewards', 'Account']);

    const refused = await call('DELETE', `${base}/${account.id}`, site.admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('faq.category_not_empty');
    expect(refused.json().error.message).toBe(
      'This category still has questions. Move or delete them before deleting the category.',
    );
    expect((await call('DELETE', `${base}/${points.id}`, site.admin.headers)).statusCode).toBe(200);
    expect(listed((await call('GET', base, site.admin.headers)).json())).toEqual(['Account']);

    expect(await auditActions(c)).toEqual([
      'content.faq_category.updated:faq_category',
      'content.faq_category.reordered:faq_category',
      'content.faq_category.deleted:faq_category',
    ]);
  });

  it('are the FAQ editors’ only and the client’s only', async () => {
    const site = await faqSite(t);
    const other = await faqSite(t);
    const foreign = await buildFaqCategory(t.db, other.client.id, { 'en-US': 'Theirs' });
    const base = '/api/v1/admin/faq/categories';
    for (const who of [site.learner, site.support]) {
      expect((await call('GET', base, who.headers)).statusCode).toBe(403);
      expect((await call('POST', `${base}/reorder`, who.headers, { ids: [foreign.id] })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await call('PATCH', `${base}/${foreign.id}`, site.admin.headers, { names: names('X') })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${base}/${foreign.id}`, site.admin.headers)).statusCode).toBe(404);
    const theirs = await call('GET', base, other.admin.headers);
    expect(listed(theirs.json())).toEqual(['Theirs']);
  });
});
