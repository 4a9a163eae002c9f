import { beforeAll, describe, it } from 'vitest';
import { buildFaqCategory, buildFaqEntry, faqSite } from './faq-fixtures.ts';
import type { TestContext } from './harness.ts';
import { buildArticle, buildNewsCategory, newsSite } from './news-fixtures.ts';
import { N, paged, queryBudget, range, results } from './query-budget.ts';

// The query budget (query-budget.ts) for news: the learners' list and categories, the editors' list; the editors'
// news and FAQ categories.
const budget = queryBudget('content');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

describe('the query budget: news', () => {
  it('lists one article or 25, read or not, with categories and covers, with the same statements', async () => {
    const site = await newsSite(t);
    const categories = [];
    for (const i of range(N))
      categories.push(
        await buildNewsCategory(t.db, site.client.id, {
          'pt-BR': `Categoria ${i}`,
          'en-US': `Category ${i}`,
        }),
      );
    for (const i of range(N)) {
      const article = await buildArticle(t.db, {
        clientId: site.client.id,
        categoryId: categories[i]?.id ?? null,
        pinned: i % 5 === 0,
        title: { 'pt-BR': `Notícia ${i}`, 'fr-FR': `Actualité ${i}` },
      });
      if (i % 2 === 0)
        await t.db
          .insertInto('news_reads')
          .values({ article_id: article.id, user_id: site.learner.id })
          .execute();
    }
    const one = await newsSite(t);
    await buildNewsCategory(t.db, one.client.id, { 'pt-BR': 'Única' });

    await expectSameStatements(...paged('/api/v1/news', site.learner.headers), results);
    await expectSameStatements(
      { url: '/api/v1/news/categories', headers: one.learner.headers },
      { url: '/api/v1/news/categories', headers: site.learner.headers },
      results,
    );
    await expectSameStatements(...paged('/api/v1/admin/news', site.admin.headers), results);
    await expectSameStatements(
      { url: '/api/v1/admin/news/categories', headers: one.admin.headers },
      { url: '/api/v1/admin/news/categories', headers: site.admin.headers },
      results,
    );
  });

  it('lists one FAQ category or 25, with their question counts, with the same statements', async () => {
    const site = await faqSite(t);
    for (const i of range(N)) {
      const category = await buildFaqCategory(t.db, site.client.id, { 'pt-BR': `Categoria ${i}` }, i);
      await buildFaqEntry(t.db, { clientId: site.client.id, categoryId: category.id, question: `Q ${i}` });
    }
    const one = await faqSite(t);
    await buildFaqCategory(t.db, one.client.id, { 'pt-BR': 'Única' });
    await expectSameStatements(
      { url: '/api/v1/admin/faq/categories', headers: one.admin.headers },
      { url: '/api/v1/admin/faq/categories', headers: site.admin.headers },
      results,
    );
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
