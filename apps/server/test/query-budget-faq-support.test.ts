import { beforeAll, describe, it } from 'vitest';
import { buildFaqCategory, buildFaqEntry, faqSite } from './faq-fixtures.ts';
import type { TestContext } from './harness.ts';
import { N, paged, queryBudget, range, results } from './query-budget.ts';

// The query budget (query-budget.ts) for the FAQ and support: the learners' FAQ, its editors' list, a user's
// tickets and the support queue.
const budget = queryBudget('faqSupport');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

describe('the query budget: FAQ and support', () => {
  it('lists one question or 25, one ticket or 25, with the same statements', async () => {
    const site = await faqSite(t);
    for (const i of range(N)) {
      const category = await buildFaqCategory(t.db, site.client.id, { 'en-US': `Category ${i}` }, i);
      await buildFaqEntry(t.db, { clientId: site.client.id, categoryId: category.id, question: `Q ${i}` });
      const ticket = await t.db
        .insertInto('support_tickets')
        .values({
          client_id: site.client.id,
          user_id: site.learner.id,
          country_code: 'BR',
          subject: `Ticket ${i}`,
          respond_by: '2026-12-01',
          language: 'en-US',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('support_messages')
        .values({ ticket_id: ticket.id, author_id: site.learner.id, from_staff: false, body: 'Hello' })
        .execute();
    }
    await expectSameStatements(...paged('/api/v1/faq', site.learner.headers), results);
    await expectSameStatements(...paged('/api/v1/admin/faq?language=en-US', site.admin.headers), results);
    await expectSameStatements(...paged('/api/v1/support/tickets', site.learner.headers), results);
    await expectSameStatements(...paged('/api/v1/admin/support/tickets', site.support.headers), results);
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
