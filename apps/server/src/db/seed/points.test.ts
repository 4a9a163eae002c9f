import type { LevelChangePage, MyLevelStatus, PointsTable } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from './index.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

async function signIn(username: string) {
  const headers = bearer(await login(t.app, username, DEMO_PASSWORD));
  const session = (await t.app.inject({ method: 'GET', url: '/api/v1/session', headers })).json();
  const rewards = session.clients.find((c: { slug: string }) => c.slug === 'chip-rewards');
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/session/client',
    headers,
    payload: { client_id: rewards.id },
  });
  return headers;
}

function get(headers: Record<string, string>, url: string) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** Level and experience of a user in each demo campaign. */
async function history(username: string) {
  return t.db
    .selectFrom('users')
    .innerJoin('user_levels', 'user_levels.user_id', 'users.id')
    .innerJoin('campaigns', 'campaigns.id', 'user_levels.campaign_id')
    .leftJoin('point_balances', (join) =>
      join
        .onRef('point_balances.user_id', '=', 'user_levels.user_id')
        .onRef('point_balances.campaign_id', '=', 'user_levels.campaign_id'),
    )
    .select(['campaigns.name', 'user_levels.level', 'point_balances.experience'])
    .where('users.username', '=', username)
    .orderBy('campaigns.begin_date')
    .execute();
}

describe('the points, levels and ranking demo step', () => {
  it("gives the rewards client's Q4 campaign a points table and thresholds", async () => {
    const table: PointsTable = (await get(await signIn('seller.br'), '/api/v1/points-table')).json();
    expect(table.campaign).toMatchObject({ name: 'Q4 2026' });
    expect(table.levels.map((l) => l.min_experience)).toEqual([0, 1200, 3000]);
    expect(table.rules[0]).toMatchObject({
      code: 'sale.notebook',
      description: 'Venda de notebook',
      points: { junior: 120, intermediate: 180, highest: 240 },
    });
    expect(table.my_level).toBe('intermediate');
  });

  it('carries seller.br at intermediate into Q4, where his postings earn 1.5 times', async () => {
    expect(await history('seller.br')).toEqual([
      { name: 'Q3 2026', level: 'intermediate', experience: expect.any(Number) },
      { name: 'Q4 2026', level: 'intermediate', experience: expect.any(Number) },
    ]);
    const status: MyLevelStatus = (await get(await signIn('seller.br'), '/api/v1/levels/me')).json();
    expect(status).toMatchObject({ level: 'intermediate', multiplier: 1.5, pending_change: null });
    expect(status.experience).toBeGreaterThanOrEqual(900);
  });

  it('lets diego.ar fall from intermediate to junior after a reproved sale left Q3 below its minimum', async () => {
    const [q3, q4] = await history('diego.ar');
    expect(q3).toMatchObject({ level: 'intermediate' });
    expect(q3?.experience).toBeLessThan(1000);
    expect(q4).toMatchObject({ level: 'junior' });
  });

  it("shows the admin Q4's pending level changes, promoter.mx's among them, with her evidence", async () => {
    const admin = await signIn('admin');
    const page: LevelChangePage = (await get(admin, '/api/v1/admin/level-changes')).json();
    expect(page.results.map((c) => [c.user.username, c.to_level, c.campaign.name])).toEqual([
      ['promoter.mx', 'intermediate', 'Q4 2026'],
      ['rafael.br', 'intermediate', 'Q4 2026'],
      ['sofia.mx', 'highest', 'Q4 2026'],
    ]);
    const maria = page.results[0];
    const detail = (await get(admin, `/api/v1/admin/level-changes/${maria?.id}`)).json();
    expect(detail.evidence.count).toBeGreaterThan(5);
    const states = new Set(detail.totals.map((total: { status: string }) => total.status));
    expect(states).toEqual(new Set(['credited', 'under_audit']));
    const rejected: LevelChangePage = (
      await get(admin, '/api/v1/admin/level-changes?status=rejected')
    ).json();
    expect(rejected.results.map((c) => c.user.username)).toEqual(['valentina.mx']);
  });

  it('ranks sixteen salespeople in Q4 with varied experience (the points step’s fourteen, the audit queue’s two)', async () => {
    const balances = await t.db
      .selectFrom('point_balances')
      .innerJoin('campaigns', 'campaigns.id', 'point_balances.campaign_id')
      .select(['point_balances.experience', 'point_balances.country_id', 'point_balances.branch_id'])
      .where('campaigns.name', '=', 'Q4 2026')
      .where('point_balances.experience', '>', 0)
      .execute();
    expect(balances).toHaveLength(16);
    expect(new Set(balances.map((b) => b.experience)).size).toBeGreaterThan(10);
    expect(new Set(balances.map((b) => b.country_id)).size).toBe(4);
    expect(balances.every((b) => b.branch_id !== null)).toBe(true);
  });

  it('gives seller.br a Q4 catalogue and sales in every audit state, a reproved one’s points reversed', async () => {
    const headers = await signIn('seller.br');
    const sales = (await get(headers, '/api/v1/rewards/sales')).json();
    expect(sales.results.map((s: { status: string }) => s.status).sort()).toEqual([
      'approved',
      'approved',
      'reproved',
      'under_audit',
    ]);
    const reproved = sales.results.find((s: { status: string }) => s.status === 'reproved');
    expect(reproved.reason).toBe('A nota fiscal não corresponde à loja informada.');
    const entries = await t.db
      .selectFrom('point_entries')
      .select(['id', 'kind', 'reverses_entry_id'])
      .where('source_type', '=', 'sale')
      .where('source_id', '=', String(reproved.id))
      .execute();
    const reversals = await t.db
      .selectFrom('point_entries')
      .select('reverses_entry_id')
      .where(
        'reverses_entry_id',
        'in',
        entries.map((e) => e.id),
      )
      .execute();
    expect(reversals).toHaveLength(entries.length);
    const campaigns = (await get(headers, '/api/v1/rewards/campaigns')).json();
    const q4 = campaigns.active.find((c: { name: string }) => c.name === 'Q4 2026');
    expect(q4).toMatchObject({ registered: true, is_session_campaign: true });
    const form = (await get(headers, `/api/v1/rewards/campaigns/${q4.id}/sale-form`)).json();
    expect(form).toMatchObject({ level: 'intermediate', multiplier: 1.5 });
    expect(form.products).toHaveLength(6);
  });
});
