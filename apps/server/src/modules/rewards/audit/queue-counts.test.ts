import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { insertSale, salesProgramme, staffMember } from '../../../../test/rewards-fixtures.ts';

/** The audit queue's counts kept for a second (AUDIT_QUEUE_COUNT_CACHE_MS), as a production instance keeps them. */

let t: TestContext;
beforeAll(async () => {
  // ten seconds (the most it takes), so that nothing here depends on how fast the test runs
  t = await createTestContext({ AUDIT_QUEUE_COUNT_CACHE_MS: '10000' });
});
afterAll(() => t.close());

async function setUp() {
  const p = await salesProgramme(t.app, t.db);
  const seller = await p.seller();
  const auditor = await staffMember(t.app, t.db, p.client.id);
  const behindTheServices = () =>
    insertSale(t.db, {
      clientId: p.client.id,
      campaignId: p.active.id,
      userId: seller.user.id,
      storeId: p.stores.a1.id,
      chainId: p.chains.a.id,
      date: '2026-11-20',
      status: 'under_audit',
      lines: [{ productId: p.products.notebook.id, quantity: 1, points: 100 }],
    });
  const page = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/rewards/audit/sales?${query}`,
      headers: auditor.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { count: number; results: { id: number }[] };
    return { count: body.count, rows: body.results.length };
  };
  return { ...p, auditor, behindTheServices, page };
}

describe('the audit queue’s kept counts', () => {
  it('keep a whole status’s count while its rows are read live; a store’s count is live', async () => {
    const p = await setUp();
    const first = await p.behindTheServices();
    expect(await p.page('status=under_audit')).toEqual({ count: 1, rows: 1 });
    await p.behindTheServices();
    // written behind the services: the rows show it at once, the kept count within the second
    expect(await p.page('status=under_audit')).toEqual({ count: 1, rows: 2 });
    expect(await p.page(`status=under_audit&store_id=${p.stores.a1.id}`)).toEqual({ count: 2, rows: 2 });

    // a decision on this instance drops the client's counts
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/rewards/audit/sales/decisions',
      headers: p.auditor.headers,
      payload: { ids: [first.id], decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await p.page('status=under_audit')).toEqual({ count: 1, rows: 1 });
    expect(await p.page('status=approved')).toEqual({ count: 1, rows: 1 });
  });
});
