import { randomUUID } from 'node:crypto';
import { beforeAll, describe, it } from 'vitest';
import type { TestContext } from './harness.ts';
import { N, paged, queryBudget, range, results } from './query-budget.ts';
import { publishedCourse, storeMember, storeProgramme } from './store-fixtures.ts';

// The query budget (query-budget.ts) for the reward store: the catalogue, the user's orders, the operators' queue
// and its CSV.
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
    await expectSameStatements(...paged('/api/v1/admin/rewards/catalogue', admin.headers), results);
    // the fulfilment partners' CSV: one approved order, or the other 24 awaiting approval (one chunk each)
    const csvRows = (body: string) => body.trim().split('\r\n').length - 1;
    const csv = '/api/v1/admin/rewards/orders.csv';
    await expectSameStatements(
      { url: `${csv}?status=approved`, headers: admin.headers },
      { url: `${csv}?status=awaiting_approval`, headers: admin.headers },
      csvRows,
      N - 1,
    );
  });

  it('lists one points transfer or the last 20, and the staff’s page of transfers', async () => {
    const p = await storeProgramme(t.db);
    await t.db
      .updateTable('clients')
      .set({ enabled_modules: ['reward_store', 'campaigns', 'profile', 'points_transfer'] })
      .where('id', '=', p.client.id)
      .execute();
    const transfers = async (count: number) => {
      const member = await storeMember(t.app, t.db, p);
      await t.db
        .insertInto('points_transfers')
        .values(
          range(count).map((i) => ({
            client_id: p.client.id,
            user_id: member.user.id,
            reference: randomUUID(),
            document: `${member.user.id}${String(i).padStart(3, '0')}`,
            points: 10,
            campaign_id: p.campaign.id,
            status: 'sent' as const,
            idempotency_key: `budget-${i}`,
          })),
        )
        .execute();
      return member.headers;
    };
    await expectSameStatements(
      { url: '/api/v1/rewards/transfers', headers: await transfers(1) },
      { url: '/api/v1/rewards/transfers', headers: await transfers(N) },
      (body) => JSON.parse(body).transfers.length,
      20,
    );
    // the staff list: one transfer or a page of 25 (of the 26 sent above)
    const admin = await storeMember(t.app, t.db, p, { role: 'program_admin' });
    await expectSameStatements(
      ...paged('/api/v1/admin/rewards/transfers?status=sent', admin.headers),
      results,
    );
  });

  it('lists one department, category or required course or 25, and the course picker’s 1 or 20', async () => {
    const few = await storeProgramme(t.db);
    await t.db.deleteFrom('reward_departments').where('id', '=', few.departments.travel).execute();
    await t.db.deleteFrom('reward_categories').where('id', '=', few.categories.limited).execute();
    const many = await storeProgramme(t.db);
    const names = (i: number) => JSON.stringify({ 'pt-BR': `Item ${i}` });
    await t.db
      .insertInto('reward_departments')
      .values(range(N - 2).map((i) => ({ client_id: many.client.id, names: names(i), position: 10 + i })))
      .execute();
    await t.db
      .insertInto('reward_categories')
      .values(range(N - 2).map((i) => ({ client_id: many.client.id, names: names(i), position: 10 + i })))
      .execute();
    const required = async (p: typeof few, count: number) => {
      const ids = [];
      for (const _ of range(count)) ids.push(await publishedCourse(t.db, p.client.id));
      await t.db
        .insertInto('reward_required_courses')
        .values(ids.map((course_id) => ({ client_id: p.client.id, course_id })))
        .execute();
    };
    await required(few, 1);
    await required(many, N);
    const fewAdmin = (await storeMember(t.app, t.db, few, { role: 'program_admin' })).headers;
    const manyAdmin = (await storeMember(t.app, t.db, many, { role: 'program_admin' })).headers;
    for (const url of [
      '/api/v1/admin/rewards/departments',
      '/api/v1/admin/rewards/categories',
      '/api/v1/admin/rewards/required-courses',
    ])
      await expectSameStatements({ url, headers: fewAdmin }, { url, headers: manyAdmin }, results);
    await expectSameStatements(
      { url: '/api/v1/admin/rewards/course-options?search=obrigatorio', headers: fewAdmin },
      { url: '/api/v1/admin/rewards/course-options', headers: manyAdmin },
      results,
      20,
    );
  });

  it('measures every list route it owns', () => {
    budget.expectEveryListMeasured();
  });
});
