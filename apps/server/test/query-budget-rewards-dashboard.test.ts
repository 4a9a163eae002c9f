import { beforeAll, describe, it } from 'vitest';
import { buildUser } from './factories.ts';
import { lengths, N, queryBudget, range } from './query-budget.ts';
import { buildStore, insertSale, salesProgramme, staffMember } from './rewards-fixtures.ts';

// The query budget (query-budget.ts) for the programme administrator's campaign dashboard.
const budget = queryBudget('rewardsDashboard');
const { expectSameStatements } = budget;
let t: ReturnType<typeof budget.context>;
beforeAll(() => {
  t = budget.context();
});

/** The day `weeks` weeks after Sunday 2026-10-04 (each its own dashboard week). */
const weekDay = (weeks: number) => new Date(Date.UTC(2026, 9, 4 + 7 * weeks)).toISOString().slice(0, 10);

describe('the query budget: rewards campaign dashboard', () => {
  it('answers one store, week and registration or 25 with the same statements', async () => {
    const fill = async (count: number) => {
      const p = await salesProgramme(t.app, t.db);
      const admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
      const seller = await buildUser(t.db, { clients: [{ id: p.client.id, role: 'salesperson' }] });
      for (const i of range(count)) {
        const store = await buildStore(t.db, p.client.id, {
          chainId: p.chains.a.id,
          countryId: p.brazil,
          zone: 'America/Sao_Paulo',
        });
        await insertSale(t.db, {
          clientId: p.client.id,
          campaignId: p.active.id,
          userId: seller.id,
          storeId: store.id,
          chainId: p.chains.a.id,
          date: weekDay(i),
          status: i % 2 ? 'approved' : 'under_audit',
          lines: [{ productId: p.products.notebook.id, quantity: 1, points: 100 }],
        });
        const member = await buildUser(t.db, { clients: [{ id: p.client.id, role: 'salesperson' }] });
        const registration = await t.db
          .insertInto('campaign_registrations')
          .values({
            client_id: p.client.id,
            campaign_id: p.active.id,
            user_id: member.id,
            agency_id: p.agencyX.id,
            accepted_terms_at: new Date(),
            created_at: new Date(`${weekDay(i)}T15:00:00Z`),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('campaign_registration_stores')
          .values({ registration_id: registration.id, branch_id: store.id })
          .execute();
      }
      return {
        url: `/api/v1/admin/rewards/campaigns/${p.active.id}/dashboard`,
        headers: admin.headers,
        country: p.brazil,
      };
    };
    const one = await fill(1);
    const many = await fill(N);
    await expectSameStatements(one, many, lengths('by_week', 'registrations'));
    // the country filter: the same statements
    await expectSameStatements(
      one,
      { ...many, url: `${many.url}?country_id=${many.country}` },
      lengths('by_week', 'registrations'),
    );
    const storeLines = (body: string) =>
      body.split('\r\n').filter((line) => line.startsWith('store,')).length;
    await expectSameStatements(
      { ...one, url: `${one.url}.csv` },
      { ...many, url: `${many.url}.csv` },
      storeLines,
    );
    budget.expectEveryListMeasured();
  });
});
