import { beforeAll, describe, it } from 'vitest';
import { buildUser } from './factories.ts';
import { forumSite } from './forum-fixtures.ts';
import type { TestContext } from './harness.ts';
import { N, paged, queryBudget, range, results } from './query-budget.ts';

// The query budget (query-budget.ts) for the forum: the topic list, a topic's replies, the report queue, the
// blocked members and the mention suggestions.
const budget = queryBudget('community');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

describe('the query budget: the forum', () => {
  it('lists one topic, reply or report or 25 with the same statements', async () => {
    const site = await forumSite(t);
    const topic = await t.db
      .insertInto('forum_topics')
      .values({ client_id: site.client.id, author_id: site.learner.id, title: 'Topic 0', body: '<p>b</p>' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const i of range(N)) {
      if (i > 0)
        await t.db
          .insertInto('forum_topics')
          .values({
            client_id: site.client.id,
            author_id: site.other.id,
            title: `Topic ${i}`,
            body: '<p>b</p>',
          })
          .execute();
      const reply = await t.db
        .insertInto('forum_replies')
        .values({
          topic_id: topic.id,
          client_id: site.client.id,
          author_id: site.other.id,
          body: `<p>${i}</p>`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('forum_reports')
        .values({
          client_id: site.client.id,
          topic_id: topic.id,
          reply_id: reply.id,
          reporter_id: site.learner.id,
          reason: 'Spam',
        })
        .execute();
    }
    await expectSameStatements(...paged('/api/v1/forum/topics', site.learner.headers), results);
    await expectSameStatements(
      ...paged(`/api/v1/forum/topics/${topic.id}/replies`, site.learner.headers),
      results,
    );
    await expectSameStatements(...paged('/api/v1/admin/forum/reports', site.moderator.headers), results);
  });

  it('lists one blocked member or mention suggestion or 25 with the same statements', async () => {
    const site = await forumSite(t);
    for (const i of range(N)) {
      const member = await buildUser(t.db, {
        clients: [{ id: site.client.id, role: 'learner' }],
        username: `budget.member${site.client.id}.${i}`,
      });
      await t.db
        .insertInto('forum_blocks')
        .values({ client_id: site.client.id, user_id: member.id, blocked_by: site.moderator.id })
        .execute();
    }
    await expectSameStatements(...paged('/api/v1/admin/forum/blocks', site.moderator.headers), results);
    await expectSameStatements(
      ...paged(`/api/v1/forum/members?search=budget.member${site.client.id}.`, site.learner.headers),
      results,
    );
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
