import { errorMessage } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { salesProgramme, staffMember } from '../../../../test/rewards-fixtures.ts';

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

/** The same text in the four languages. */
const texts = (text: string) => ({ 'pt-BR': text, 'en-US': text, 'es-ES': text, 'fr-FR': text });

/** An upcoming campaign's set-up (far in the future, so nothing of it has begun whatever day the tests run). */
const upcoming = (extra: object = {}) => ({
  name: 'Q1 2999',
  begin_date: '2999-01-01',
  end_date: '2999-03-31',
  photo_reset_day: 1,
  country_ids: [p.brazil],
  store_ids: [p.stores.a1.id, p.stores.b1.id],
  agency_ids: [p.agencyX.id],
  products: [
    {
      id: null,
      product_type: 'Notebook',
      brand: 'Acme',
      processor: 'Core Ultra 7',
      generation: 'Series 2',
      form_factor: 'Thin',
      sku: 'NB-1',
      base_points: 120,
    },
  ],
  photo_types: [{ id: null, names: texts('Vitrine'), base_points: 30 }],
  ...extra,
});

describe('campaign set-up', () => {
  it('creates a campaign with its catalogue priced by new points-table rules, audited, and lists it', async () => {
    const created = await send('POST', CAMPAIGNS, admin.headers, upcoming());
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({
      name: 'Q1 2999',
      phase: 'upcoming',
      has_begun: false,
      photo_reset_day: 1,
      country_ids: [p.brazil],
      agency_ids: [p.agencyX.id],
      products: [{ sku: 'NB-1', base_points: 120 }],
      photo_types: [{ names: texts('Vitrine'), base_points: 30 }],
    });
    const rules = await t.db
      .selectFrom('point_rules')
      .select(['kind', 'base_points'])
      .where('campaign_id', '=', campaign.id)
      .orderBy('kind')
      .execute();
    expect(rules).toEqual([
      { kind: 'photo', base_points: 30 },
      { kind: 'sale', base_points: 120 },
    ]);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'fields'])
      .where('entity_type', '=', 'campaign')
      .where('entity_id', '=', campaign.id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'rewards.campaign.created',
        actor_id: admin.user.id,
        fields: expect.arrayContaining(['products']),
      },
    ]);

    const list = await send('GET', CAMPAIGNS, admin.headers);
    expect(list.statusCode).toBe(200);
    const names = list.json().results.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Q1 2999', 'Q4 2026', 'Q3 2026']);
    expect(list.json().results[1]).toMatchObject({ phase: 'active', has_begun: true, products: 2 });
  });

  it('edits an upcoming campaign’s catalogue: a changed value, a new product, a removed photo type', async () => {
    const campaign = (await send('POST', CAMPAIGNS, admin.headers, upcoming({ name: 'Edit me' }))).json();
    const [product] = campaign.products;
    const edited = await send(
      'PUT',
      `${CAMPAIGNS}/${campaign.id}`,
      admin.headers,
      upcoming({
        name: 'Edited',
        products: [
          { ...product, base_points: 150 },
          { ...product, id: null, sku: 'NB-2', base_points: 90 },
        ],
        photo_types: [],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Edited',
      products: [
        { id: product.id, sku: 'NB-1', base_points: 150 },
        { sku: 'NB-2', base_points: 90 },
      ],
      photo_types: [],
    });
    const event = await t.db
      .selectFrom('audit_events')
      .select(['action', 'fields'])
      .where('entity_id', '=', campaign.id)
      .where('action', '=', 'rewards.campaign.updated')
      .executeTakeFirstOrThrow();
    expect(event.fields).toEqual(['name', 'products', 'photo_types']);
  });

  it('refuses to change a begun campaign’s catalogue or begin date, in the request’s language; the rest may change', async () => {
    const current = (await send('GET', `${CAMPAIGNS}/${p.active.id}`, admin.headers)).json();
    expect(current.has_begun).toBe(true);
    const [first] = current.products;
    const body = {
      name: current.name,
      begin_date: current.begin_date,
      end_date: current.end_date,
      photo_reset_day: current.photo_reset_day,
      country_ids: current.country_ids,
      store_ids: current.store_ids,
      agency_ids: current.agency_ids,
      products: current.products,
      photo_types: current.photo_types,
    };
    for (const [language, change] of [
      [
        'fr-FR',
        { products: [{ ...first, base_points: first.base_points + 1 }, ...current.products.slice(1)] },
      ],
      ['es-ES', { products: current.products.slice(1) }],
      ['en-US', { photo_types: [{ id: null, names: texts('New'), base_points: 5 }] }],
      ['pt-BR', { begin_date: '2026-10-02' }],
    ] as const) {
      const refused = await send(
        'PUT',
        `${CAMPAIGNS}/${p.active.id}`,
        { ...admin.headers, 'accept-language': language },
        { ...body, ...change },
      );
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'rewards.catalogue_frozen',
        message: errorMessage('rewards.catalogue_frozen', language),
      });
    }
    const after = await t.db
      .selectFrom('point_rules')
      .select('base_points')
      .where('campaign_id', '=', p.active.id)
      .where('kind', '=', 'sale')
      .orderBy('base_points')
      .execute();
    expect(after.map((r) => r.base_points)).toEqual([40, 100]);
    const renamed = await send('PUT', `${CAMPAIGNS}/${p.active.id}`, admin.headers, {
      ...body,
      name: 'Q4 2026 (extended)',
      end_date: '2026-12-20',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Q4 2026 (extended)', end_date: '2026-12-20' });
    await send('PUT', `${CAMPAIGNS}/${p.active.id}`, admin.headers, body);
  });

  it('checks the rules: dates in order, SKUs once, only the client’s choices, stores in the chosen countries', async () => {
    const cases: [object, string, string][] = [
      [{ end_date: '2998-12-31' }, 'rewards.campaign_dates', 'end_date'],
      [
        { products: [...upcoming().products, { ...upcoming().products[0], sku: ' nb-1' }] },
        'rewards.sku_repeated',
        'products',
      ],
      [{ store_ids: [p.stores.c1.id] }, 'rewards.store_outside_countries', 'store_ids'],
      [{ agency_ids: [999_999_999] }, 'rewards.setup_unknown_choice', 'agency_ids'],
      [
        { products: [{ ...upcoming().products[0], id: 999_999_999 }] },
        'rewards.setup_unknown_choice',
        'products',
      ],
    ];
    for (const [change, code, field] of cases) {
      const refused = await send('POST', CAMPAIGNS, admin.headers, upcoming(change));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error.code).toBe(code);
      expect(refused.json().error.details[0].field).toBe(field);
    }
    const odd = await send('POST', CAMPAIGNS, admin.headers, upcoming({ photo_reset_day: 7 }));
    expect(odd.statusCode).toBe(400);
  });

  it('is for programme administrators of the client only, and never shows another client’s campaign', async () => {
    const auditor = await staffMember(t.app, t.db, p.client.id, 'auditor');
    for (const url of [CAMPAIGNS, `${CAMPAIGNS}/${p.active.id}`, '/api/v1/admin/rewards/setup-options'])
      expect((await send('GET', url, auditor.headers)).statusCode).toBe(403);
    expect((await send('POST', CAMPAIGNS, auditor.headers, upcoming())).statusCode).toBe(403);
    const other = await salesProgramme(t.app, t.db);
    const otherAdmin = await staffMember(t.app, t.db, other.client.id, 'program_admin');
    expect((await send('GET', `${CAMPAIGNS}/${p.active.id}`, otherAdmin.headers)).statusCode).toBe(404);
    const put = await send('PUT', `${CAMPAIGNS}/${p.active.id}`, otherAdmin.headers, upcoming());
    expect(put.statusCode).toBe(404);
    const mine = (await send('GET', CAMPAIGNS, otherAdmin.headers)).json().results;
    expect(mine.map((c: { id: number }) => c.id).sort()).toEqual([other.active.id, other.previous.id].sort());
    // another client's store cannot be made eligible
    const foreign = await send('POST', CAMPAIGNS, otherAdmin.headers, {
      ...upcoming(),
      country_ids: [other.brazil],
      store_ids: [p.stores.a1.id],
      agency_ids: [],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.details[0].field).toBe('store_ids');
    const options = (await send('GET', '/api/v1/admin/rewards/setup-options', otherAdmin.headers)).json();
    expect(options.stores.map((s: { id: number }) => s.id)).not.toContain(p.stores.a1.id);
  });
});

describe('stores from CSV', () => {
  const IMPORT = '/api/v1/admin/rewards/stores/import';
  const csv = [
    'name;registration_number;chain;country;time_zone',
    'Loja Nova;11.222.333/0001-44;Rede Nova;BR;America/Sao_Paulo',
    'A1 renamed;12.345.678/0001-90;Rede A;br;America/Sao_Paulo',
    'Sem zona;55.666.777/0001-88;Rede Nova;PE;Mars/Olympus',
    ';;;;',
    'Repetida;11222333000144;Rede Nova;BR;America/Sao_Paulo',
  ].join('\n');

  it('previews each row with its errors and writes nothing while one is wrong', async () => {
    const before = await t.db
      .selectFrom('branches')
      .select('id')
      .where('client_id', '=', p.client.id)
      .execute();
    const preview = await send('POST', IMPORT, admin.headers, { csv, confirm: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ valid: 2, invalid: 2, imported: 0, header_error: null });
    expect(preview.json().rows).toEqual([
      expect.objectContaining({ line: 2, action: 'create', errors: [] }),
      expect.objectContaining({ line: 3, action: 'update', errors: [] }),
      expect.objectContaining({
        line: 4,
        action: null,
        errors: [
          { column: 'country', code: 'unknown_country' },
          { column: 'time_zone', code: 'bad_time_zone' },
        ],
      }),
      expect.objectContaining({
        line: 6,
        action: null,
        errors: [{ column: 'registration_number', code: 'duplicate' }],
      }),
    ]);
    const after = await t.db
      .selectFrom('branches')
      .select('id')
      .where('client_id', '=', p.client.id)
      .execute();
    expect(after).toHaveLength(before.length);
    const header = await send('POST', IMPORT, admin.headers, { csv: 'name,chain\nx,y' });
    expect(header.json()).toMatchObject({ header_error: 'missing_columns', rows: [] });
  });

  it('confirmed with every row valid, creates and updates stores by their digits, with their chains; audited', async () => {
    const good = csv.split('\n').slice(0, 3).join('\n');
    const done = await send('POST', IMPORT, admin.headers, { csv: good, confirm: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ valid: 2, invalid: 0, imported: 2 });
    const stores = await t.db
      .selectFrom('branches')
      .innerJoin('retail_chains', 'retail_chains.id', 'branches.retail_chain_id')
      .select(['branches.id', 'branches.name', 'retail_chains.name as chain', 'branches.time_zone'])
      .where('branches.client_id', '=', p.client.id)
      .where('registration_digits', 'in', ['11222333000144', '12345678000190'])
      .orderBy('branches.name')
      .execute();
    expect(stores).toEqual([
      { id: p.stores.a1.id, name: 'A1 renamed', chain: 'Rede A', time_zone: 'America/Sao_Paulo' },
      { id: expect.any(Number), name: 'Loja Nova', chain: 'Rede Nova', time_zone: 'America/Sao_Paulo' },
    ]);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('client_id', '=', p.client.id)
      .where('action', '=', 'rewards.stores.imported')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('is for programme administrators only', async () => {
    const auditor = await staffMember(t.app, t.db, p.client.id, 'auditor');
    expect((await send('POST', IMPORT, auditor.headers, { csv })).statusCode).toBe(403);
  });
});

describe('blocking a participant (SPEC §8 Campaign access)', () => {
  const PARTICIPANTS = '/api/v1/admin/rewards/participants';
  const register = (headers: Headers, language = 'es-ES') =>
    send(
      'POST',
      `/api/v1/rewards/campaigns/${p.active.id}/registration`,
      { ...headers, 'accept-language': language },
      {
        chain_ids: [p.chains.b.id],
        store_ids: [p.stores.b1.id],
        agency_ids: [p.agencyX.id],
        brand_ids: [p.agencyX.brands.x1],
        accepted_terms: true,
      },
    );

  it('blocks a participant once, who is then refused with SPEC §8’s message, and unblocks them; audited', async () => {
    const seller = await p.seller({ register: false });
    const listed = await send('GET', `${PARTICIPANTS}?search=${seller.user.username}`, admin.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results).toEqual([
      {
        id: seller.user.id,
        name: expect.any(String),
        username: seller.user.username,
        country_code: 'BR',
        blocked_at: null,
      },
    ]);

    const blocked = await send('POST', `${PARTICIPANTS}/${seller.user.id}/block`, admin.headers);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().blocked_at).toEqual(expect.any(String));
    expect(
      (await send('POST', `${PARTICIPANTS}/${seller.user.id}/block`, admin.headers)).json().blocked_at,
    ).toBe(blocked.json().blocked_at);
    const refused = await register(seller.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'rewards.account_blocked',
      message: errorMessage('rewards.account_blocked', 'es-ES'),
    });
    const onlyBlocked = await send('GET', `${PARTICIPANTS}?blocked=true`, admin.headers);
    expect(onlyBlocked.json().results.map((r: { id: number }) => r.id)).toContain(seller.user.id);
    const notBlocked = await send('GET', `${PARTICIPANTS}?blocked=false`, admin.headers);
    expect(notBlocked.json().results.map((r: { id: number }) => r.id)).not.toContain(seller.user.id);

    const unblocked = await send('POST', `${PARTICIPANTS}/${seller.user.id}/unblock`, admin.headers);
    expect(unblocked.json().blocked_at).toBeNull();
    expect((await register(seller.headers)).statusCode).toBe(201);
    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id'])
      .where('entity_type', '=', 'account')
      .where('entity_id', '=', seller.user.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { action: 'rewards.participant.blocked', actor_id: admin.user.id },
      { action: 'rewards.participant.unblocked', actor_id: admin.user.id },
    ]);
    // told once each time (the repeated block changed nothing and told nothing), in their notifications
    const told = await send('GET', '/api/v1/notifications', seller.headers);
    expect(told.statusCode, told.body).toBe(200);
    expect(
      told
        .json()
        .results.filter((n: { kind: string }) => n.kind.startsWith('rewards_'))
        .map((n: { kind: string; data: object }) => [n.kind, n.data]),
    ).toEqual([
      ['rewards_unblocked', { client_id: p.client.id }],
      ['rewards_blocked', { client_id: p.client.id }],
    ]);
  });

  it('is for programme administrators of the user’s client only', async () => {
    const seller = await p.seller({ register: false });
    const auditor = await staffMember(t.app, t.db, p.client.id, 'auditor');
    expect((await send('POST', `${PARTICIPANTS}/${seller.user.id}/block`, auditor.headers)).statusCode).toBe(
      403,
    );
    expect((await send('GET', PARTICIPANTS, auditor.headers)).statusCode).toBe(403);
    const other = await salesProgramme(t.app, t.db);
    const otherAdmin = await staffMember(t.app, t.db, other.client.id, 'program_admin');
    expect(
      (await send('POST', `${PARTICIPANTS}/${seller.user.id}/block`, otherAdmin.headers)).statusCode,
    ).toBe(404);
    const theirs = (
      await send('GET', `${PARTICIPANTS}?search=${seller.user.username}`, otherAdmin.headers)
    ).json();
    expect(theirs.results).toEqual([]);
    // a member without a partner account is no participant
    expect((await send('POST', `${PARTICIPANTS}/${auditor.user.id}/block`, admin.headers)).statusCode).toBe(
      404,
    );
    const member = await t.db
      .selectFrom('user_clients')
      .select('rewards_blocked_at')
      .where('user_id', '=', seller.user.id)
      .executeTakeFirstOrThrow();
    expect(member.rewards_blocked_at).toBeNull();
  });
});
