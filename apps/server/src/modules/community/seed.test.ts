import type { ForumBlockedPage, ForumReportPage, ForumTopicPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHeaders } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { seedDemo } from '../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

async function as(username: string, client?: string) {
  const headers = await demoHeaders(t, username, client);
  return async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers })).json() as T;
}

describe('the forum demo', () => {
  it('gives each demo client an open and a closed topic, and its moderators a reported reply', async () => {
    for (const [username, moderator, client] of [
      ['learner', 'moderator', undefined],
      ['seller.br', 'admin', 'chip-rewards'],
    ] as const) {
      const topics = await (await as(username))<ForumTopicPage>('/api/v1/forum/topics');
      expect(topics.results.map((topic) => topic.status).sort()).toEqual(['closed', 'open']);
      const queue = await (await as(moderator, client))<ForumReportPage>('/api/v1/admin/forum/reports');
      expect(queue.results.map((report) => [report.target, report.hidden])).toEqual([['reply', false]]);
    }
  });

  it('has one member blocked from the academy’s forum, who reads it but is refused a post', async () => {
    const blocks = await (await as('moderator'))<ForumBlockedPage>('/api/v1/admin/forum/blocks');
    expect(blocks.results.map((block) => [block.username, block.blocked_by_name])).toEqual([
      ['muted', 'Marta Moderadora'],
    ]);
    const headers = await demoHeaders(t, 'muted');
    const topics = (await t.app.inject({ method: 'GET', url: '/api/v1/forum/topics', headers })).json();
    expect({ count: topics.count, may_post: topics.may_post }).toEqual({ count: 2, may_post: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forum/topics',
      headers: { ...headers, 'accept-language': 'pt-BR' },
      payload: { title: 'Posso postar?', body: '<p>Olá</p>' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forum.user_blocked');
  });
});
