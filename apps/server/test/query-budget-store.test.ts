import { beforeAll, describe, it } from 'vitest';
import type { TestContext } from './harness.ts';
import { N, paged, queryBudget, range, results } from './query-budget.ts';
import { storeMember, storeProgramme } from './store-fixtures.ts';

// The query budget (query-budget.ts) for the reward store: the catalogue, the user's orders, the operators' queue.
const budget = queryBudget('store');
const { expectSameStatements } = budget;
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

async function redeem(rewardId: number, headers: Record<string, string>, key: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/store/${rewardId}/redemptions`,
    headers: { ...headers, 'idempotency-key': key },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

describe('the query budget: reward store', () => {
  it('lists one reward or 25, one order or 25 (with their histories), for the user and the operators', async () => {
    const p = await storeProgramme(t.db);
    const rewards = [];
    for (const i of range(N))
      rewards.push(
        await p.reward({
          names: [`Prêmio ${i}`, `Reward ${i}`, `Premio ${i}`, `Récompense ${i}`],
          price: 10 + i,
          stock: { brazil: 5 },
          department: i % 2 ? p.departments.travel : p.departments.electronics,
          category: p.categories.open,
        }),
      );
    const member = await storeMember(t.app, t.db, p, { points: 10_000 });
    const admin = await storeMember(t.app, t.db, p, { role: 'program_admin' });
    await expectSameStatements(...paged('/api/v1/rewards/store?sort=name', member.headers), results);
    await expectSameStatements(
      ...paged('/api/v1/rewards/store?sort=popularity&search=reward', member.headers),
      results,
    );

    for (const [i, reward] of rewards.entries()) await redeem(reward, member.headers, `budget-${i}`);
    const [first] = (
      await t.db
        .selectFrom('reward_orders')
        .select('id')
        .where('client_id', '=', p.client.id)
        .orderBy('id')
        .execute()
    ).map((o) => o.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/rewards/orders/${first}/approve`,
      headers: admin.headers,
    });
    await expectSameStatements(...paged('/api/v1/rewards/orders', member.headers), results);
    await expectSameStatements(...paged('/api/v1/admin/rewards/orders', admin.headers), results);
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
