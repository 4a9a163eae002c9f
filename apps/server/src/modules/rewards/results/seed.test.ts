import type { RewardResultPage } from '@elevar/contract';
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

describe('the mystery-shopper and event results demo', () => {
  it('shows the admin the posted results, each with its ledger entry and reason, and opens no level change', async () => {
    const headers = await demoHeaders(t, 'admin', 'chip-rewards');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/rewards/results', headers });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as RewardResultPage;
    expect(page.count).toBe(4);
    expect(page.results.map((r) => [r.user.username, r.kind, r.date, r.origin])).toEqual([
      ['lucia.ar', 'event', '2026-11-14', 'import'],
      ['mateo.mx', 'event', '2026-11-14', 'import'],
      ['mateo.mx', 'mystery_shopper', '2026-11-12', 'import'],
      ['mateo.mx', 'event', '2026-10-24', 'form'],
    ]);
    const entries = await t.db
      .selectFrom('reward_results as x')
      .innerJoin('point_entries as e', 'e.id', 'x.entry_id')
      .select(['x.points', 'e.amount', 'e.reason', 'x.description', 'e.source_type', 'x.kind'])
      .execute();
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      expect(entry.amount).toBe(entry.points);
      expect(entry.reason).toBe(entry.description);
      expect(entry.source_type).toBe(entry.kind);
    }
    const changes = await t.db
      .selectFrom('level_changes as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('campaigns as k', 'k.id', 'c.campaign_id')
      .select('u.username')
      .where('u.username', 'in', ['mateo.mx', 'lucia.ar'])
      .where('k.name', '=', 'Q4 2026')
      .where('c.created_at', '>=', new Date('2026-10-24T00:00:00Z'))
      .execute();
    expect(changes).toEqual([]);
  });

  it('tells diego.ar, blocked from the programme, by notification', async () => {
    const headers = await demoHeaders(t, 'diego.ar', 'chip-rewards');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.map((n: { kind: string }) => n.kind)).toContain('rewards_blocked');
  });
});
