import type { ForumReportPage, ForumTopicPage } from '@elevar/contract';
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
});
