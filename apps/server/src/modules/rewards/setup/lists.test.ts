import { errorMessage } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { rewardsMember, salesProgramme, staffMember } from '../../../../test/rewards-fixtures.ts';

// Retail chains, companies/agencies and brands (issue 13, operator screens; docs/rewards.md).
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
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const ADMIN = '/api/v1/admin/rewards';
const names = (pt: string, en = `${pt} (en)`) => ({
  'pt-BR': pt,
  'en-US': en,
  'es-ES': `${pt} (es)`,
  'fr-FR': `${pt} (fr)`,
});
const inEnglish = (headers: Headers) => ({ ...headers, 'accept-language': 'en-US' });

async function auditOf(entity: string, id: number) {
  return t.db
    .selectFrom('audit_events')
    .select(['action', 'actor_id', 'fields'])
    .where('entity_type', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
}

/** The brands the seller's registration form offers for an agency of the active campaign. */
async function offeredBrands(headers: Headers, agencyId: number) {
  const detail = await send('GET', `/api/v1/rewards/campaigns/${p.active.id}`, headers);
  expect(detail.statusCode, detail.body).toBe(200);
  const agency = detail.json().offer.agencies.find((a: { id: number }) => a.id === agencyId) as
    | { name: string; brands: { id: number; name: string }[] }
    | undefined;
  return agency;
}

describe('retail chains', () => {
  it('creates, renames, deactivates and deletes an unused chain, each change audited once', async () => {
    const created = await send('POST', `${ADMIN}/chains`, inEnglish(admin.headers), {
      names: names('Rede Nova', 'New Chain'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const chain = created.json();
    expect(chain).toMatchObject({
      name: 'New Chain',
      names: names('Rede Nova', 'New Chain'),
      active: true,
      stores: 0,
      in_use: false,
    });
    const stored = await t.db
      .selectFrom('retail_chains')
      .select('name')
      .where('id', '=', chain.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Rede Nova');

    const renamed = await send('PATCH', `${ADMIN}/chains/${chain.id}`, admin.headers, {
      names: names('Rede Renomeada'),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Rede Renomeada', active: true });
    const off = await send('PATCH', `${ADMIN}/chains/${chain.id}`, admin.headers, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    // the same again changes and records nothing
    expect(
      (await send('PATCH', `${ADMIN}/chains/${chain.id}`, admin.headers, { active: false })).statusCode,
    ).toBe(200);

    const list = await send('GET', `${ADMIN}/chains`, admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(4);
    expect(list.json().results.find((c: { id: number }) => c.id === p.chains.a.id)).toMatchObject({
      stores: 2,
      in_use: true,
    });

    expect((await send('DELETE', `${ADMIN}/chains/${chain.id}`, admin.headers)).json()).toEqual({ ok: true });
    expect(await auditOf('retail_chain', chain.id)).toEqual([
      { action: 'rewards.chain.created', actor_id: admin.user.id, fields: ['names'] },
      { action: 'rewards.chain.updated', actor_id: admin.user.id, fields: ['names'] },
      { action: 'rewards.chain.updated', actor_id: admin.user.id, fields: ['active'] },
      { action: 'rewards.chain.deleted', actor_id: admin.user.id, fields: [] },
    ]);
  });

  it('refuses to delete a chain with stores, and a taken Portuguese name, in the request’s language', async () => {
    const refused = await send('DELETE', `${ADMIN}/chains/${p.chains.a.id}`, {
      ...admin.headers,
      'accept-language': 'fr-FR',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'rewards.setup_in_use',
      message: errorMessage('rewards.setup_in_use', 'fr-FR'),
    });
    const taken = await send('POST', `${ADMIN}/chains`, admin.headers, { names: names(p.chains.b.name) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'rewards.setup_name_taken',
      details: [{ field: 'names.pt-BR' }],
    });
    expect(await auditOf('retail_chain', p.chains.a.id)).toEqual([]);
  });

  it('asks every language, non-empty', async () => {
    for (const body of [
      { names: { 'pt-BR': 'Só português' } },
      { names: { ...names('X'), 'fr-FR': ' ' } },
      {},
    ]) {
      const refused = await send('POST', `${ADMIN}/chains`, admin.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('common.validation');
    }
  });

  it('stops offering a deactivated chain’s stores in the registration, and offers them again once active', async () => {
    const seller = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil });
    const chainsOffered = async () =>
      (await send('GET', `/api/v1/rewards/campaigns/${p.active.id}`, seller.headers))
        .json()
        .offer.chains.map((c: { id: number }) => c.id);
    expect(await chainsOffered()).toContain(p.chains.b.id);
    await send('PATCH', `${ADMIN}/chains/${p.chains.b.id}`, admin.headers, { active: false });
    expect(await chainsOffered()).not.toContain(p.chains.b.id);
    const refused = await send(
      'POST',
      `/api/v1/rewards/campaigns/${p.active.id}/registration`,
      seller.headers,
      {
        chain_ids: [p.chains.b.id],
        store_ids: [p.stores.b1.id],
        agency_ids: [p.agencyX.id],
        brand_ids: [p.agencyX.brands.x1],
        accepted_terms: true,
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('rewards.store_not_participating');
    await send('PATCH', `${ADMIN}/chains/${p.chains.b.id}`, admin.headers, { active: true });
    expect(await chainsOffered()).toContain(p.chains.b.id);
  });
});

describe('companies/agencies and their brands', () => {
  it('adds a brand to an agency, which the campaign’s registration then offers in the seller’s language', async () => {
    const created = await send('POST', `${ADMIN}/agencies/${p.agencyX.id}/brands`, admin.headers, {
      names: names('Marca Nova', 'New Brand'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const brand = created.json();
    expect(brand).toMatchObject({
      agency_id: p.agencyX.id,
      name: 'Marca Nova',
      in_use: true,
      registrations: 0,
    });
    expect(await auditOf('brand', brand.id)).toEqual([
      { action: 'rewards.brand.created', actor_id: admin.user.id, fields: ['names'] },
    ]);

    const seller = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil });
    expect((await offeredBrands(inEnglish(seller.headers), p.agencyX.id))?.brands).toContainEqual({
      id: brand.id,
      name: 'New Brand',
    });
    // deactivated: no longer offered, nor accepted
    await send('PATCH', `${ADMIN}/brands/${brand.id}`, admin.headers, { active: false });
    expect((await offeredBrands(seller.headers, p.agencyX.id))?.brands.map((b) => b.id)).not.toContain(
      brand.id,
    );
    const refused = await send(
      'POST',
      `/api/v1/rewards/campaigns/${p.active.id}/registration`,
      seller.headers,
      {
        chain_ids: [p.chains.a.id],
        store_ids: [p.stores.a1.id],
        agency_ids: [p.agencyX.id],
        brand_ids: [brand.id],
        accepted_terms: true,
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('rewards.brand_per_agency');
    // the brand of an agency a campaign offers is in use: deleting it is refused
    expect((await send('DELETE', `${ADMIN}/brands/${brand.id}`, admin.headers)).statusCode).toBe(409);
  });

  it('lists agencies with their brands and uses; refuses deleting what a campaign or registration uses', async () => {
    const list = await send('GET', `${ADMIN}/agencies`, admin.headers);
    expect(list.statusCode).toBe(200);
    const x = list.json().results.find((a: { id: number }) => a.id === p.agencyX.id);
    expect(x).toMatchObject({ campaigns: 2, in_use: true });
    expect(x.brands.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['x1', 'x2']));
    for (const url of [`${ADMIN}/agencies/${p.agencyX.id}`, `${ADMIN}/brands/${p.agencyX.brands.x1}`]) {
      const refused = await send('DELETE', url, admin.headers);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error.code).toBe('rewards.setup_in_use');
    }
    // a registration names x1: still in use once no campaign lists the agency
    await p.seller();
    await t.db.deleteFrom('campaign_agencies').where('agency_id', '=', p.agencyX.id).execute();
    const brands = (await send('GET', `${ADMIN}/agencies`, admin.headers))
      .json()
      .results.find((a: { id: number }) => a.id === p.agencyX.id).brands;
    expect(brands.find((b: { id: number }) => b.id === p.agencyX.brands.x1)).toMatchObject({
      registrations: 1,
      in_use: true,
    });
    expect(brands.find((b: { id: number }) => b.id === p.agencyX.brands.x2)).toMatchObject({ in_use: false });
    expect((await send('DELETE', `${ADMIN}/brands/${p.agencyX.brands.x1}`, admin.headers)).statusCode).toBe(
      409,
    );
    expect((await send('DELETE', `${ADMIN}/agencies/${p.agencyX.id}`, admin.headers)).statusCode).toBe(409);
    expect((await send('DELETE', `${ADMIN}/brands/${p.agencyX.brands.x2}`, admin.headers)).statusCode).toBe(
      200,
    );
    await t.db
      .insertInto('campaign_agencies')
      .values([p.active.id, p.previous.id].map((campaign_id) => ({ campaign_id, agency_id: p.agencyX.id })))
      .execute();
  });

  it('creates, renames and deletes an unused agency with its brands', async () => {
    const agency = (
      await send('POST', `${ADMIN}/agencies`, admin.headers, { names: names('Agência Nova') })
    ).json();
    expect(agency).toMatchObject({ name: 'Agência Nova', brands: [], in_use: false, campaigns: 0 });
    const brand = (
      await send('POST', `${ADMIN}/agencies/${agency.id}/brands`, admin.headers, { names: names('Marca A') })
    ).json();
    expect(brand.in_use).toBe(false);
    // brand names are unique within their agency only
    const again = await send('POST', `${ADMIN}/agencies/${agency.id}/brands`, admin.headers, {
      names: names('Marca A'),
    });
    expect(again.statusCode).toBe(409);
    const renamed = await send('PATCH', `${ADMIN}/agencies/${agency.id}`, inEnglish(admin.headers), {
      names: names('Agência Renomeada', 'Renamed Agency'),
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed Agency', brands: [{ id: brand.id }] });
    expect((await send('DELETE', `${ADMIN}/agencies/${agency.id}`, admin.headers)).statusCode).toBe(200);
    expect(await t.db.selectFrom('brands').select('id').where('id', '=', brand.id).execute()).toEqual([]);
    expect((await auditOf('agency', agency.id)).map((e) => e.action)).toEqual([
      'rewards.agency.created',
      'rewards.agency.updated',
      'rewards.agency.deleted',
    ]);
  });

  it('does not let a campaign newly choose a deactivated agency', async () => {
    const agency = (
      await send('POST', `${ADMIN}/agencies`, admin.headers, { names: names('Agência Inativa') })
    ).json();
    await send('PATCH', `${ADMIN}/agencies/${agency.id}`, admin.headers, { active: false });
    const refused = await send('POST', `${ADMIN}/campaigns`, admin.headers, {
      name: 'Inactive choice',
      begin_date: '2999-01-01',
      end_date: '2999-02-01',
      photo_reset_day: 0,
      country_ids: [p.brazil],
      store_ids: [],
      agency_ids: [agency.id],
      products: [],
      photo_types: [],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'rewards.setup_inactive_choice',
      details: [{ field: 'agency_ids' }],
    });
    const options = (await send('GET', `${ADMIN}/setup-options`, admin.headers)).json();
    expect(options.agencies.find((a: { id: number }) => a.id === agency.id)).toMatchObject({ active: false });
  });
});

describe('who may', () => {
  it('is for programme administrators of the client: others 403, another client’s rows not found', async () => {
    for (const role of ['auditor', 'salesperson', 'support'] as const) {
      const member = await staffMember(t.app, t.db, p.client.id, role);
      expect((await send('GET', `${ADMIN}/chains`, member.headers)).statusCode, role).toBe(403);
      expect((await send('GET', `${ADMIN}/agencies`, member.headers)).statusCode, role).toBe(403);
      const refused = await send('POST', `${ADMIN}/chains`, member.headers, { names: names(`Rede ${role}`) });
      expect(refused.statusCode, role).toBe(403);
    }
    const other = await salesProgramme(t.app, t.db);
    const otherAdmin = await staffMember(t.app, t.db, other.client.id, 'program_admin');
    const ids = (await send('GET', `${ADMIN}/chains`, otherAdmin.headers))
      .json()
      .results.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(p.chains.a.id);
    const calls: [Parameters<typeof send>[0], string, object?][] = [
      ['PATCH', `${ADMIN}/chains/${p.chains.c.id}`, { active: false }],
      ['DELETE', `${ADMIN}/chains/${p.chains.c.id}`],
      ['PATCH', `${ADMIN}/agencies/${p.agencyY.id}`, { names: names('Tomada') }],
      ['DELETE', `${ADMIN}/agencies/${p.agencyY.id}`],
      ['POST', `${ADMIN}/agencies/${p.agencyY.id}/brands`, { names: names('Intrusa') }],
      ['PATCH', `${ADMIN}/brands/${p.agencyY.brands.y1}`, { active: false }],
      ['DELETE', `${ADMIN}/brands/${p.agencyY.brands.y1}`],
    ];
    for (const [method, url, body] of calls)
      expect((await send(method, url, otherAdmin.headers, body)).statusCode, `${method} ${url}`).toBe(404);
    const untouched = await t.db
      .selectFrom('agencies')
      .select(['name', 'active'])
      .where('id', '=', p.agencyY.id)
      .executeTakeFirstOrThrow();
    expect(untouched.active).toBe(true);
    expect(await auditOf('agency', p.agencyY.id)).toEqual([]);
  });
});
