import { errorMessage } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBranch, buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { openCampaign, rewardsMember, rewardsProgramme } from '../../../../test/rewards-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const register = (campaignId: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/campaigns/${campaignId}/registration`,
    headers,
    payload,
  });

async function setUp(options: Partial<Parameters<typeof rewardsMember>[3]> = {}) {
  const p = await rewardsProgramme(t.db);
  const member = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil, ...options });
  const valid = {
    chain_ids: [p.chains.a.id],
    store_ids: [p.stores.a1.id],
    agency_ids: [p.agencyX.id],
    brand_ids: [p.agencyX.brands.x1],
    accepted_terms: true,
  };
  return { ...p, ...member, valid };
}

describe('GET /api/v1/rewards/campaigns', () => {
  it('lists the active and previous campaigns of the client in the user’s country, bounds in a store zone', async () => {
    const p = await setUp();
    // a campaign of Argentina only, and one of another client, are not the Brazilian seller's
    const argentine = await t.db
      .insertInto('campaigns')
      .values({
        client_id: p.client.id,
        name: 'AR only',
        begin_date: '2026-10-01',
        end_date: '2026-12-15',
        is_reward_campaign: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openCampaign(t.db, argentine.id, [p.argentina], [p.stores.c1.id], []);
    const other = await rewardsProgramme(t.db);

    const response = await get('/api/v1/rewards/campaigns', p.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.active).toEqual([
      {
        id: p.active.id,
        name: 'Q4 2026',
        begin_date: '2026-10-01',
        end_date: '2026-12-15',
        begins_at: '2026-10-01T03:00:00.000Z',
        ends_before: '2026-12-16T03:00:00.000Z',
        time_zone: 'America/Sao_Paulo',
        phase: 'active',
        registered: false,
        is_session_campaign: false,
      },
    ]);
    expect(body.previous.map((c: { id: number }) => c.id)).toEqual([p.previous.id]);
    const ids = JSON.stringify(body);
    expect(ids).not.toContain(`"id":${other.active.id},`);
    expect(ids).not.toContain(`"id":${argentine.id},`);
  });

  it('explains the refusal to a seller without a partner retail-training account (SPEC §6)', async () => {
    const p = await setUp({ gmin: null });
    const response = await get('/api/v1/rewards/campaigns', p.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'rewards.no_partner_account',
      message: errorMessage('rewards.no_partner_account', 'pt-BR'),
    });
  });

  it('opens the list to an auditor without one, and is not found for a learner', async () => {
    const p = await rewardsProgramme(t.db);
    const auditor = await rewardsMember(t.app, t.db, p.client.id, {
      countryId: p.brazil,
      role: 'auditor',
      gmin: null,
    });
    expect((await get('/api/v1/rewards/campaigns', auditor.headers)).statusCode).toBe(200);
    const learner = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil, role: 'learner' });
    expect((await get('/api/v1/rewards/campaigns', learner.headers)).statusCode).toBe(404);
  });

  it('is not found in a client that has not switched campaigns on', async () => {
    const client = await buildClient(t.db, { modules: ['online_courses'] });
    const p = await rewardsProgramme(t.db);
    const member = await rewardsMember(t.app, t.db, client.id, { countryId: p.brazil });
    expect((await get('/api/v1/rewards/campaigns', member.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/rewards/campaigns/:id', () => {
  it('offers the eligible chains with the user’s country’s stores, and agencies with their brands', async () => {
    const p = await setUp();
    // another client's store listed for this campaign by mistake is never offered
    const foreign = await buildClient(t.db);
    const foreignStore = await buildBranch(t.db, foreign.id, { countryId: p.brazil, name: 'Foreign' });
    await t.db
      .updateTable('branches')
      .set({ retail_chain_id: p.chains.a.id })
      .where('id', '=', foreignStore.id)
      .execute();
    await t.db
      .insertInto('campaign_stores')
      .values({ campaign_id: p.active.id, branch_id: foreignStore.id })
      .execute();

    const response = await get(`/api/v1/rewards/campaigns/${p.active.id}`, p.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.registration).toBeNull();
    const store = ({ id, name }: { id: number; name: string }) => ({
      id,
      name,
      country_code: 'BR',
      time_zone: 'America/Sao_Paulo',
    });
    expect(body.offer.chains).toEqual([
      { id: p.chains.a.id, name: p.chains.a.name, stores: [store(p.stores.a1), store(p.stores.a2)] },
      { id: p.chains.b.id, name: p.chains.b.name, stores: [store(p.stores.b1)] },
    ]);
    expect(body.offer.agencies).toEqual([
      expect.objectContaining({
        id: p.agencyX.id,
        brands: [
          { id: p.agencyX.brands.x1, name: 'x1' },
          { id: p.agencyX.brands.x2, name: 'x2' },
        ],
      }),
      expect.objectContaining({ id: p.agencyY.id, brands: [{ id: p.agencyY.brands.y1, name: 'y1' }] }),
    ]);
  });

  it('is not found for another client’s campaign', async () => {
    const p = await setUp();
    const other = await rewardsProgramme(t.db);
    expect((await get(`/api/v1/rewards/campaigns/${other.active.id}`, p.headers)).statusCode).toBe(404);
    expect((await register(other.active.id, p.headers, p.valid)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/rewards/campaigns/:id/registration', () => {
  it('registers once, shows the registration, and makes the campaign the session’s', async () => {
    const p = await setUp();
    // a second active reward campaign, newer: the session shows it until the user registers for Q4
    const newer = await t.db
      .insertInto('campaigns')
      .values({
        client_id: p.client.id,
        name: 'Nov',
        begin_date: '2026-11-01',
        end_date: '2026-12-31',
        is_reward_campaign: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get('/api/v1/session', p.headers)).json().reward_campaign.id).toBe(newer.id);

    const response = await register(p.active.id, p.headers, {
      ...p.valid,
      brand_ids: [p.agencyX.brands.x1, p.agencyX.brands.x2],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.registration).toEqual({
      chain_ids: [p.chains.a.id],
      store_ids: [p.stores.a1.id],
      agency_id: p.agencyX.id,
      brand_ids: [p.agencyX.brands.x1, p.agencyX.brands.x2],
      registered_at: t.clock.now().toISOString(),
    });
    expect(body.campaign).toMatchObject({ registered: true, is_session_campaign: true });
    expect(body.offer).toEqual({ chains: [], agencies: [] });
    expect((await get('/api/v1/session', p.headers)).json().reward_campaign.id).toBe(p.active.id);
    const list = (await get('/api/v1/rewards/campaigns', p.headers)).json();
    expect(list.active.find((c: { id: number }) => c.id === p.active.id)).toMatchObject({ registered: true });

    const again = await register(p.active.id, p.headers, p.valid);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('rewards.already_registered');
  });

  it.each([
    [
      'a store the campaign does not list',
      'store_not_participating',
      'store_ids',
      'Loja não participante da campanha.',
    ],
    [
      'an agency the campaign does not list',
      'agency_not_participating',
      'agency_ids',
      'Empresa/agência não participante da campanha.',
    ],
    ['two agencies', 'one_agency', 'agency_ids', 'Escolha exatamente uma empresa/agência.'],
    [
      'a brand of another agency',
      'brand_per_agency',
      'brand_ids',
      'Escolha ao menos uma marca da empresa/agência escolhida.',
    ],
    [
      'a chain without a store',
      'store_per_chain',
      'store_ids',
      'Escolha ao menos uma loja de cada rede escolhida.',
    ],
    [
      'terms not accepted',
      'terms_required',
      'accepted_terms',
      'É preciso aceitar o regulamento da campanha.',
    ],
  ])('refuses %s with its message beside its field', async (_, code, field, message) => {
    const p = await setUp();
    const notListed = await buildBranch(t.db, p.client.id, { countryId: p.brazil });
    const unlisted = await t.db
      .insertInto('agencies')
      .values({ client_id: p.client.id, name: `Z ${p.client.id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const change: Record<string, object> = {
      store_not_participating: { store_ids: [p.stores.a1.id, notListed.id] },
      agency_not_participating: { agency_ids: [unlisted.id] },
      one_agency: {
        agency_ids: [p.agencyX.id, p.agencyY.id],
        brand_ids: [p.agencyX.brands.x1, p.agencyY.brands.y1],
      },
      brand_per_agency: { brand_ids: [p.agencyY.brands.y1] },
      store_per_chain: { chain_ids: [p.chains.a.id, p.chains.b.id] },
      terms_required: { accepted_terms: false },
    };
    const response = await register(p.active.id, p.headers, { ...p.valid, ...change[code] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: `rewards.${code}`,
      message,
      details: [{ field, message }],
    });
    const detail = (await get(`/api/v1/rewards/campaigns/${p.active.id}`, p.headers)).json();
    expect(detail.registration).toBeNull();
  });

  it('does not offer a store of another country of the client', async () => {
    const p = await setUp();
    const response = await register(p.active.id, p.headers, {
      ...p.valid,
      chain_ids: [p.chains.c.id],
      store_ids: [p.stores.c1.id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('rewards.store_not_participating');
  });

  it('refuses a user blocked for activity against the rules (SPEC §8)', async () => {
    const p = await setUp();
    await t.db
      .updateTable('user_clients')
      .set({ rewards_blocked_at: new Date('2026-11-01T00:00:00Z') })
      .where('user_id', '=', p.user.id)
      .execute();
    const response = await register(p.active.id, p.headers, p.valid);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'rewards.account_blocked',
      message: errorMessage('auth.user_blocked_rules', 'pt-BR'),
    });
  });

  it('refuses a previous campaign, and one whose first day has not come in the store’s zone', async () => {
    const p = await setUp();
    const previous = await register(p.previous.id, p.headers, p.valid);
    expect(previous.statusCode).toBe(409);
    expect(previous.json().error.code).toBe('rewards.campaign_not_open');

    // 02:30 UTC on 2026-10-01 is still 30 September in São Paulo
    t.clock.set(new Date('2026-10-01T02:30:00Z'));
    try {
      expect((await register(p.active.id, p.headers, p.valid)).json().error.code).toBe(
        'rewards.campaign_not_open',
      );
      t.clock.set(new Date('2026-10-01T03:00:00Z'));
      expect((await register(p.active.id, p.headers, p.valid)).statusCode).toBe(201);
    } finally {
      t.clock.set(new Date('2026-11-21T12:00:00Z'));
    }
  });

  it('keeps one registration when the same user registers concurrently', async () => {
    const p = await setUp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => register(p.active.id, p.headers, p.valid)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db
      .selectFrom('campaign_registrations')
      .select('id')
      .where('user_id', '=', p.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is deleted with the account when the user closes it', async () => {
    const p = await setUp();
    expect((await register(p.active.id, p.headers, p.valid)).statusCode).toBe(201);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/close',
      headers: p.headers,
      payload: { typed_name: `User ${p.user.username}`, confirm: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const rows = await t.db
      .selectFrom('campaign_registrations')
      .select('id')
      .where('user_id', '=', p.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
