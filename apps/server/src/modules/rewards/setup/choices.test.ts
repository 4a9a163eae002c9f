import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientCountries } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { buildStore, rewardsMember, salesProgramme, staffMember } from '../../../../test/rewards-fixtures.ts';

// The campaign set-up's photo type names in the four languages and a country's group 1 areas (SPEC §9), as the
// seller's forms then see them.
let t: TestContext;
let p: Awaited<ReturnType<typeof salesProgramme>>;
let admin: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  t = await createTestContext();
  p = await salesProgramme(t.app, t.db);
  admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const CAMPAIGNS = '/api/v1/admin/rewards/campaigns';

/** Signs a seller up for the campaign with one store. */
async function register(headers: Headers, campaignId: number, chainId: number, storeId: number) {
  const response = await send('POST', `/api/v1/rewards/campaigns/${campaignId}/registration`, headers, {
    chain_ids: [chainId],
    store_ids: [storeId],
    agency_ids: [p.agencyX.id],
    brand_ids: [p.agencyX.brands.x1],
    accepted_terms: true,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('photo types named in the four languages', () => {
  it('stores every language, and the seller’s photo form shows the name in theirs', async () => {
    // begun by the database's day and running by the tests' clock (21 November 2026)
    const names = {
      'pt-BR': 'Vitrine',
      'en-US': 'Shop window',
      'es-ES': 'Escaparate',
      'fr-FR': 'Vitrine (fr)',
    };
    const created = await send('POST', CAMPAIGNS, admin.headers, {
      name: 'Novembro',
      begin_date: '2026-11-01',
      end_date: '2026-12-31',
      photo_reset_day: 0,
      country_ids: [p.brazil],
      area_ids: [],
      store_ids: [p.stores.a1.id],
      agency_ids: [p.agencyX.id],
      products: [],
      photo_types: [{ id: null, names, base_points: 25 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json();
    expect(campaign.photo_types).toEqual([{ id: expect.any(Number), names, base_points: 25 }]);
    const rule = await t.db
      .selectFrom('point_rules')
      .select('descriptions')
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(rule.descriptions).toEqual(names);

    const seller = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil });
    await register(seller.headers, campaign.id, p.chains.a.id, p.stores.a1.id);
    for (const [language, name] of Object.entries(names)) {
      const form = await send('GET', `/api/v1/rewards/campaigns/${campaign.id}/photo-form`, {
        ...seller.headers,
        'accept-language': language,
      });
      expect(form.statusCode, form.body).toBe(200);
      expect(form.json().photo_types.map((type: { name: string }) => type.name)).toEqual([name]);
    }
  });

  it('refuses a photo type without every language', async () => {
    const refused = await send('POST', CAMPAIGNS, admin.headers, {
      name: 'Sem idiomas',
      begin_date: '2999-01-01',
      end_date: '2999-02-01',
      photo_reset_day: 0,
      country_ids: [],
      store_ids: [],
      agency_ids: [],
      products: [],
      photo_types: [{ id: null, names: { 'pt-BR': 'Vitrine' }, base_points: 5 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('common.validation');
  });
});

describe('a country’s group 1 areas (SPEC §9)', () => {
  it('lets only the sellers of the areas the campaign names report sales there', async () => {
    const [canada = 0] = await addClientCountries(t.db, p.client.id, ['CA']);
    const area = async (name: string, group: number) =>
      (
        await t.db
          .insertInto('country_areas')
          .values({ country_id: canada, name, group })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ontario = await area('Ontario (test)', 1);
    const quebec = await area('Québec (test)', 1);
    const britishColumbia = await area('British Columbia (test)', 2);
    const toronto = await buildStore(t.db, p.client.id, {
      chainId: p.chains.a.id,
      countryId: canada,
      zone: 'America/Toronto',
      name: 'Toronto',
    });

    const options = (await send('GET', '/api/v1/admin/rewards/setup-options', admin.headers)).json();
    const offered = options.areas.map((a: { id: number }) => a.id);
    expect(offered).toEqual(expect.arrayContaining([ontario, quebec]));
    expect(offered).not.toContain(britishColumbia);

    const current = (await send('GET', `${CAMPAIGNS}/${p.active.id}`, admin.headers)).json();
    const body = (areaIds: number[], countryIds = [...current.country_ids, canada]) => ({
      name: current.name,
      begin_date: current.begin_date,
      end_date: current.end_date,
      photo_reset_day: current.photo_reset_day,
      country_ids: countryIds,
      area_ids: areaIds,
      store_ids: [...current.store_ids, toronto.id],
      agency_ids: current.agency_ids,
      products: current.products,
      photo_types: current.photo_types,
    });
    // a group 2 area, or an area of a country the campaign does not name, is refused
    for (const refusedBody of [body([britishColumbia]), body([ontario], current.country_ids)]) {
      const refused = await send('PUT', `${CAMPAIGNS}/${p.active.id}`, admin.headers, {
        ...refusedBody,
        store_ids: current.store_ids,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'rewards.setup_area_invalid',
        details: [{ field: 'area_ids' }],
      });
    }
    const saved = await send('PUT', `${CAMPAIGNS}/${p.active.id}`, admin.headers, body([ontario]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().area_ids).toEqual([ontario]);
    const event = await t.db
      .selectFrom('audit_events')
      .select('fields')
      .where('entity_type', '=', 'campaign')
      .where('entity_id', '=', p.active.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.fields).toEqual(expect.arrayContaining(['country_ids', 'area_ids', 'store_ids']));

    const sellerIn = async (areaId: number) => {
      const seller = await rewardsMember(t.app, t.db, p.client.id, { countryId: canada });
      await t.db
        .updateTable('users')
        .set({ country_area_id: areaId })
        .where('id', '=', seller.user.id)
        .execute();
      await register(seller.headers, p.active.id, p.chains.a.id, toronto.id);
      return seller;
    };
    const inOntario = await sellerIn(ontario);
    const inQuebec = await sellerIn(quebec);
    const saleForm = async (headers: Headers) =>
      (await send('GET', `/api/v1/rewards/campaigns/${p.active.id}/sale-form`, headers)).statusCode;
    expect(await saleForm(inOntario.headers)).toBe(200);
    // Québec is group 1 in Canada, but this campaign names only Ontario: group 2 here, no sales form
    expect(await saleForm(inQuebec.headers)).toBe(404);

    // no area named: the whole country reports sales
    const whole = await send('PUT', `${CAMPAIGNS}/${p.active.id}`, admin.headers, body([]));
    expect(whole.json().area_ids).toEqual([]);
    expect(await saleForm(inQuebec.headers)).toBe(200);
    expect(await saleForm(inOntario.headers)).toBe(200);
  });
});
