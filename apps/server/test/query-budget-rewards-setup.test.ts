import { beforeAll, describe, it } from 'vitest';
import { buildClient } from './factories.ts';
import { lengths, N, paged, queryBudget, range, results } from './query-budget.ts';
import { buildStore, rewardsMember, rewardsProgramme, staffMember } from './rewards-fixtures.ts';

// The query budget (query-budget.ts) for the programme administrator's campaign set-up.
const budget = queryBudget('rewardsSetup');
const { expectSameStatements } = budget;
let t: ReturnType<typeof budget.context>;
beforeAll(() => {
  t = budget.context();
});

const product = (i: number) => ({
  id: null,
  product_type: 'Notebook',
  brand: 'Acme',
  processor: 'Core',
  generation: '1',
  form_factor: 'Thin',
  sku: `SKU-${i}`,
  base_points: 10 + i,
});

describe('the query budget: rewards campaign set-up', () => {
  it('lists, opens and offers one row or 25 with the same statements', async () => {
    // one programme whose campaign holds one of each; another with 25 stores, agencies, products and photo types
    const one = await rewardsProgramme(t.db);
    await t.db.deleteFrom('campaigns').where('id', '=', one.previous.id).execute();
    const many = await rewardsProgramme(t.db);
    await t.db.deleteFrom('campaigns').where('id', 'in', [many.active.id, many.previous.id]).execute();
    await t.db.deleteFrom('agencies').where('client_id', 'in', [one.client.id, many.client.id]).execute();
    await t.db.deleteFrom('branches').where('client_id', 'in', [one.client.id, many.client.id]).execute();
    await t.db
      .deleteFrom('retail_chains')
      .where('id', '<>', many.chains.a.id)
      .where('client_id', 'in', [one.client.id, many.client.id])
      .execute();
    const oneAdmin = await staffMember(t.app, t.db, one.client.id, 'program_admin');
    const manyAdmin = await staffMember(t.app, t.db, many.client.id, 'program_admin');
    const setUp = async (
      clientId: number,
      country: number,
      headers: Record<string, string>,
      count: number,
      campaigns: number,
    ) => {
      const stores = [];
      const agencies = [];
      const chain = await t.db
        .insertInto('retail_chains')
        .values({ client_id: clientId, name: `Chain ${clientId}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const i of range(count)) {
        stores.push(
          (
            await buildStore(t.db, clientId, {
              chainId: chain.id,
              countryId: country,
              zone: 'America/Sao_Paulo',
            })
          ).id,
        );
        agencies.push(
          (
            await t.db
              .insertInto('agencies')
              .values({ client_id: clientId, name: `Agency ${i}` })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      }
      const ids = [];
      for (const i of range(campaigns)) {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/rewards/campaigns',
          headers,
          payload: {
            name: `Campaign ${i}`,
            begin_date: '2999-01-01',
            end_date: '2999-02-01',
            photo_reset_day: 0,
            country_ids: [country],
            store_ids: i === 0 ? stores : [],
            agency_ids: i === 0 ? agencies : [],
            products: i === 0 ? range(count).map(product) : [],
            photo_types:
              i === 0
                ? range(count).map((n) => ({
                    id: null,
                    names: {
                      'pt-BR': `Tipo ${n}`,
                      'en-US': `Type ${n}`,
                      'es-ES': `Tipo ${n}`,
                      'fr-FR': `Type ${n}`,
                    },
                    base_points: 5,
                  }))
                : [],
          },
        });
        ids.push(created.json().id as number);
      }
      return ids;
    };
    const [oneCampaign] = await setUp(one.client.id, one.brazil, oneAdmin.headers, 1, 1);
    const [manyCampaign] = await setUp(many.client.id, many.brazil, manyAdmin.headers, N, N);

    const [first, page] = paged('/api/v1/admin/rewards/campaigns', manyAdmin.headers);
    await expectSameStatements(first, page, results);
    await expectSameStatements(
      { url: `/api/v1/admin/rewards/campaigns/${oneCampaign}`, headers: oneAdmin.headers },
      { url: `/api/v1/admin/rewards/campaigns/${manyCampaign}`, headers: manyAdmin.headers },
      lengths('store_ids', 'agency_ids', 'products', 'photo_types'),
    );
    await expectSameStatements(
      { url: '/api/v1/admin/rewards/setup-options', headers: oneAdmin.headers },
      { url: '/api/v1/admin/rewards/setup-options', headers: manyAdmin.headers },
      lengths('stores', 'agencies'),
    );
    // participants: one (the one with a partner account) or 25
    const onePart = await rewardsMember(t.app, t.db, one.client.id, { countryId: one.brazil });
    for (const _ of range(N)) await rewardsMember(t.app, t.db, many.client.id, { countryId: many.brazil });
    await t.db
      .updateTable('user_clients')
      .set({ rewards_blocked_at: new Date() })
      .where('user_id', '=', onePart.user.id)
      .execute();
    await expectSameStatements(
      { url: '/api/v1/admin/rewards/participants', headers: oneAdmin.headers },
      { url: `/api/v1/admin/rewards/participants?page_size=${N}`, headers: manyAdmin.headers },
      results,
    );
  });

  it('lists one chain or agency or 25 (each with two brands) with the same statements', async () => {
    const lists = async (count: number, brandsEach: number) => {
      const client = await buildClient(t.db, { modules: ['campaigns'] });
      await t.db
        .insertInto('retail_chains')
        .values(range(count).map((i) => ({ client_id: client.id, name: `Chain ${i}` })))
        .execute();
      const agencies = await t.db
        .insertInto('agencies')
        .values(range(count).map((i) => ({ client_id: client.id, name: `Agency ${i}` })))
        .returning('id')
        .execute();
      await t.db
        .insertInto('brands')
        .values(
          agencies.flatMap((agency) =>
            range(brandsEach).map((b) => ({
              client_id: client.id,
              agency_id: agency.id,
              name: `Brand ${b}`,
            })),
          ),
        )
        .execute();
      return (await staffMember(t.app, t.db, client.id, 'program_admin')).headers;
    };
    const one = await lists(1, 1);
    const many = await lists(N, 2);
    for (const list of ['chains', 'agencies'])
      await expectSameStatements(
        { url: `/api/v1/admin/rewards/${list}`, headers: one },
        { url: `/api/v1/admin/rewards/${list}?page_size=${N}`, headers: many },
        results,
      );
    budget.expectEveryListMeasured();
  });
});
