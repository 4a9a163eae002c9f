import type { FaqPage, SupportTicket, SupportTicketPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHeaders } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { seedDemo } from '../../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

async function as(username: string, client?: string) {
  const headers = await demoHeaders(t, username, client);
  return async <T>(url: string, language = 'pt-BR') =>
    (
      await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } })
    ).json() as T;
}

describe('the FAQ and support demo', () => {
  it('shows each demo client a FAQ in all four languages', async () => {
    for (const username of ['learner', 'seller.br']) {
      const get = await as(username);
      for (const language of ['pt-BR', 'en-US', 'es-ES', 'fr-FR']) {
        const page = await get<FaqPage>('/api/v1/faq', language);
        expect(page.language).toBe(language);
        expect(page.count).toBe(4);
        expect(page.categories).toHaveLength(2);
      }
    }
  });

  it('gives the learner an answered and a closed ticket, and the support team a queue', async () => {
    const learner = await as('learner');
    const mine = await learner<SupportTicketPage>('/api/v1/support/tickets');
    expect(mine.results.map((r) => r.status)).toEqual(['answered', 'closed']);
    const answered = await learner<SupportTicket>(`/api/v1/support/tickets/${mine.results[0]?.id}`);
    expect(answered.messages.map((m) => m.from_staff)).toEqual([false, true]);

    const support = await as('support', 'franchise-academy');
    const queue = await support<SupportTicketPage>('/api/v1/admin/support/tickets?status=answered');
    expect(queue.count).toBe(1);
  });
});
