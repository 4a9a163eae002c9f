import { PROFILE_FIELDS } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  buildBranch,
  buildCampaign,
  buildClient,
  buildModuleItem,
  buildUser,
  login,
} from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { post, setLevel } from '../../../../test/points-fixtures.ts';
import { call, setProfileFields, signedInMember } from '../../../../test/profile-fixtures.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/v1/profile', () => {
  it('answers every Profile field of the signed-in user; no reward campaign running: no level, points outside campaigns', async () => {
    const { user, tokens } = await signedInMember(t);
    await t.db
      .updateTable('users')
      .set({ name: 'Ana', last_name: 'Souza', nickname: 'Aninha', birthday: '1990-05-10', gender: 'female' })
      .where('id', '=', user.id)
      .execute();
    const response = await call(t, 'GET', '/api/v1/profile', tokens);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: user.id,
      username: user.username,
      email: `${user.username}@example.test`,
      name: 'Ana',
      last_name: 'Souza',
      nickname: 'Aninha',
      birthday: '1990-05-10',
      gender: 'female',
      image: null,
      phone_verified: false,
      communication_consent: false,
      branch_id: null,
      level: null,
      experience_points: 0,
      available_points: 0,
    });
    for (const field of PROFILE_FIELDS) expect(profile, field).toHaveProperty(field);
    expect(profile).not.toHaveProperty('password_hash');
  });

  it("answers the programme fields from the ledger: the reward campaign's points and the level there", async () => {
    const { clientId, user, tokens } = await signedInMember(t);
    const campaign = await buildCampaign(t.db, clientId, {
      begin: '2026-10-01',
      end: '2026-12-15',
      reward: true,
    });
    const ended = await buildCampaign(t.db, clientId, {
      begin: '2026-07-01',
      end: '2026-09-15',
      reward: true,
    });
    await setLevel(t.db, { clientId, userId: user.id, campaignId: campaign.id }, 'intermediate');
    const at = (campaignId: number | null) => ({ clientId, userId: user.id, campaignId });
    await post(t.db, { ...at(campaign.id), amount: 20 });
    await post(t.db, { ...at(campaign.id), kind: 'redemption', amount: -12 });
    await post(t.db, { ...at(ended.id), amount: 50 });
    await post(t.db, { ...at(null), programme: 'training', kind: 'training', amount: 4 });
    const profile = (await call(t, 'GET', '/api/v1/profile', tokens)).json();
    expect(profile).toMatchObject({ level: 'intermediate', experience_points: 30, available_points: 18 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
  });

  it('without a client config shows every field and requires the name and the e-mail', async () => {
    const { tokens } = await signedInMember(t);
    const { config } = (await call(t, 'GET', '/api/v1/profile', tokens)).json();
    expect(config.map((r: { name: string }) => r.name)).toEqual([...PROFILE_FIELDS]);
    expect(config.every((r: { visible: boolean }) => r.visible)).toBe(true);
    expect(
      config.filter((r: { required: boolean }) => r.required).map((r: { name: string }) => r.name),
    ).toEqual(['name', 'last_name', 'email']);
  });

  it("applies the selected client's config over the defaults and ignores unknown names", async () => {
    const { clientId, tokens } = await signedInMember(t);
    await setProfileFields(t.db, clientId, [
      { name: 'nickname', visible: false, required: false },
      { name: 'birthday', visible: true, required: true },
      { name: 'email', visible: true, required: false },
      { name: 'zip', visible: false, required: true },
      { name: 'gmin', visible: true, required: true },
    ]);
    const { config } = (await call(t, 'GET', '/api/v1/profile', tokens)).json();
    const rule = (name: string) => config.find((r: { name: string }) => r.name === name);
    expect(rule('nickname')).toEqual({ name: 'nickname', visible: false, required: false });
    expect(rule('birthday')).toEqual({ name: 'birthday', visible: true, required: true });
    expect(rule('email')).toEqual({ name: 'email', visible: true, required: false });
    expect(rule('name')).toEqual({ name: 'name', visible: true, required: true });
    // a hidden field cannot be required: nobody could fill it
    expect(rule('zip')).toEqual({ name: 'zip', visible: false, required: false });
    expect(rule('gmin')).toBeUndefined();
  });
});

describe('profile config on PATCH', () => {
  it('refuses to clear a required field and ignores writes to hidden fields', async () => {
    const { clientId, user, tokens } = await signedInMember(t);
    await setProfileFields(t.db, clientId, [
      { name: 'nickname', visible: false, required: false },
      { name: 'birthday', visible: true, required: true },
      { name: 'city', visible: true, required: true },
    ]);
    await t.db
      .updateTable('users')
      .set({ nickname: 'Kept', city: 'Recife', birthday: '1990-01-01', name: 'Ana' })
      .where('id', '=', user.id)
      .execute();

    const cleared = await call(
      t,
      'PATCH',
      '/api/v1/profile',
      tokens,
      { name: '  ', city: null, birthday: { year: '', month: null, day: '' } },
      'en-US',
    );
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.code).toBe('common.validation');
    expect(cleared.json().error.details).toEqual([
      { field: 'name', message: 'Required field' },
      { field: 'city', message: 'Required field' },
      { field: 'birthday', message: 'Required field' },
    ]);

    const hidden = await call(t, 'PATCH', '/api/v1/profile', tokens, { nickname: 'Changed', city: 'Olinda' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ nickname: 'Kept', city: 'Olinda' });
    const row = await t.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.nickname).toBe('Kept');
  });

  it('saves another field while a required one is still empty in the stored profile', async () => {
    const { clientId, user, tokens } = await signedInMember(t);
    await setProfileFields(t.db, clientId, [{ name: 'birthday', visible: true, required: true }]);
    await t.db.updateTable('users').set({ birthday: null }).where('id', '=', user.id).execute();
    const response = await call(t, 'PATCH', '/api/v1/profile', tokens, { nickname: 'Aninha' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nickname: 'Aninha', birthday: null });
  });

  it('lets an optional field be cleared', async () => {
    const { user, tokens } = await signedInMember(t);
    await t.db.updateTable('users').set({ profession: 'Painter' }).where('id', '=', user.id).execute();
    const response = await call(t, 'PATCH', '/api/v1/profile', tokens, { profession: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profession).toBeNull();
  });
});

describe('tenant isolation', () => {
  it("stores the branch on the selected client's membership and refuses another client's branch", async () => {
    const clientA = await buildClient(t.db);
    const clientB = await buildClient(t.db);
    const branchA = await buildBranch(t.db, clientA.id);
    const branchB = await buildBranch(t.db, clientB.id);
    const user = await buildUser(t.db, { clients: [{ id: clientA.id }, { id: clientB.id }] });
    const tokens = await login(t.app, user.username, user.password);
    await call(t, 'POST', '/api/v1/session/client', tokens, { client_id: clientA.id });

    const foreign = await call(t, 'PATCH', '/api/v1/profile', tokens, { branch_id: branchB.id }, 'en-US');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([
      { field: 'branch_id', message: expect.stringMatching(/not found/i) },
    ]);

    const own = await call(t, 'PATCH', '/api/v1/profile', tokens, { branch_id: branchA.id });
    expect(own.statusCode).toBe(200);
    expect(own.json().branch_id).toBe(branchA.id);
    const memberships = await t.db
      .selectFrom('user_clients')
      .select(['client_id', 'branch_id'])
      .where('user_id', '=', user.id)
      .orderBy('client_id')
      .execute();
    expect(memberships).toEqual([
      { client_id: clientA.id, branch_id: branchA.id },
      { client_id: clientB.id, branch_id: null },
    ]);

    // in client B the membership has no branch yet, and B's own branch is accepted there
    await call(t, 'POST', '/api/v1/session/client', tokens, { client_id: clientB.id });
    expect((await call(t, 'GET', '/api/v1/profile', tokens)).json().branch_id).toBeNull();
    const inB = await call(t, 'PATCH', '/api/v1/profile', tokens, { branch_id: branchB.id });
    expect(inB.json().branch_id).toBe(branchB.id);
  });

  it("shows only the caller's own data and writes only their row", async () => {
    const client = await buildClient(t.db);
    const [br] = await addClientCountries(t.db, client.id, ['BR']);
    const a = await signedInMember(t, client.id);
    const b = await signedInMember(t, client.id);
    await call(t, 'PATCH', '/api/v1/profile', a.tokens, { city: 'Curitiba', country_id: br });
    const profileB = (await call(t, 'GET', '/api/v1/profile', b.tokens)).json();
    expect(profileB.id).toBe(b.user.id);
    expect(profileB.city).toBeNull();
    expect(profileB.username).toBe(b.user.username);
    const rowB = await t.db.selectFrom('users').select('city').where('id', '=', b.user.id).executeTakeFirst();
    expect(rowB?.city).toBeNull();
  });

  it('refuses any branch without a selected client', async () => {
    const clientA = await buildClient(t.db);
    const clientB = await buildClient(t.db);
    const branch = await buildBranch(t.db, clientA.id);
    const user = await buildUser(t.db, { clients: [{ id: clientA.id }, { id: clientB.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const response = await call(t, 'PATCH', '/api/v1/profile', tokens, { branch_id: branch.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('branch_id');
  });
});

describe('country area (SPEC §9: part of Canada reports sales)', () => {
  /** A rewards client in Canada and Brazil with a sales menu, its areas, and a Canadian salesperson of it. */
  async function canadianSeller() {
    const client = await buildClient(t.db, { modules: ['profile', 'campaigns', 'insert_sales'] });
    const [canada = 0, brazil = 0, mexico = 0] = await addClientCountries(t.db, client.id, [
      'CA',
      'BR',
      'MX',
    ]);
    for (const [position, module] of ['campaigns', 'insert_sales'].entries())
      await buildModuleItem(t.db, client.id, { module, titles: { 'pt-BR': module }, position });
    const areas = await t.db
      .insertInto('country_areas')
      .values([
        { country_id: canada, name: 'Ontario', group: 1 },
        { country_id: canada, name: 'British Columbia', group: 2 },
        { country_id: brazil, name: 'Sudeste', group: 1 },
      ])
      .returning('id')
      .execute();
    const [ontario = 0, britishColumbia = 0, southeast = 0] = areas.map((area) => area.id);
    const user = await buildUser(t.db, { clients: [{ id: client.id, role: 'salesperson' }] });
    await t.db.updateTable('users').set({ country_id: canada }).where('id', '=', user.id).execute();
    const tokens = await login(t.app, user.username, user.password);
    return { client, user, tokens, canada, brazil, mexico, ontario, britishColumbia, southeast };
  }

  async function menu(tokens: { access_token: string }) {
    const session = (await call(t, 'GET', '/api/v1/session', tokens)).json();
    return {
      group: session.country_group,
      modules: session.module_items.map((item: { module: string }) => item.module),
    };
  }

  it("sets an area of the user's country, which decides the country group: British Columbia does not report sales, Ontario does", async () => {
    const { tokens, ontario, britishColumbia } = await canadianSeller();
    expect((await call(t, 'GET', '/api/v1/profile', tokens)).json().country_area_id).toBeNull();

    const west = await call(t, 'PATCH', '/api/v1/profile', tokens, { country_area_id: britishColumbia });
    expect(west.statusCode).toBe(200);
    expect(west.json().country_area_id).toBe(britishColumbia);
    expect(await menu(tokens)).toEqual({ group: 2, modules: ['campaigns'] });

    const east = await call(t, 'PATCH', '/api/v1/profile', tokens, { country_area_id: ontario });
    expect(east.json().country_area_id).toBe(ontario);
    expect(await menu(tokens)).toEqual({ group: 1, modules: ['campaigns', 'insert_sales'] });
  });

  it("refuses an area of another country as not found on the field, in the user's language", async () => {
    const { user, tokens, brazil, ontario, southeast } = await canadianSeller();
    const foreign = await call(
      t,
      'PATCH',
      '/api/v1/profile',
      tokens,
      { country_area_id: southeast },
      'en-US',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([
      { field: 'country_area_id', message: 'Not found or you do not have permission to access it.' },
    ]);
    // the area must be one of the country the profile will have, not the one it had
    const moving = await call(t, 'PATCH', '/api/v1/profile', tokens, {
      country_id: brazil,
      country_area_id: ontario,
    });
    expect(moving.statusCode).toBe(400);
    expect(moving.json().error.details).toEqual([
      { field: 'country_area_id', message: 'Não encontrado ou não possui permissão para acessar.' },
    ]);
    const row = await t.db
      .selectFrom('users')
      .select(['country_area_id'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.country_area_id).toBeNull();

    const moved = await call(t, 'PATCH', '/api/v1/profile', tokens, {
      country_id: brazil,
      country_area_id: southeast,
    });
    expect(moved.json()).toMatchObject({ country_id: brazil, country_area_id: southeast });
  });

  it('clears the area of the old country when the country changes without naming one', async () => {
    const { tokens, mexico, britishColumbia } = await canadianSeller();
    await call(t, 'PATCH', '/api/v1/profile', tokens, { country_area_id: britishColumbia });
    const moved = await call(t, 'PATCH', '/api/v1/profile', tokens, { country_id: mexico });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ country_id: mexico, country_area_id: null });
    // Mexico's own group now, not British Columbia's
    expect(await menu(tokens)).toEqual({ group: 2, modules: ['campaigns'] });
  });

  it("follows the client's config: a required area where the country has areas, a hidden one left alone", async () => {
    const { client, user, tokens, mexico, ontario } = await canadianSeller();
    await setProfileFields(t.db, client.id, [{ name: 'country_area_id', visible: true, required: true }]);
    await call(t, 'PATCH', '/api/v1/profile', tokens, { country_area_id: ontario });
    const cleared = await call(t, 'PATCH', '/api/v1/profile', tokens, { country_area_id: null }, 'en-US');
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.details).toEqual([{ field: 'country_area_id', message: 'Required field' }]);
    // Mexico has no areas to choose from
    const toMexico = await call(t, 'PATCH', '/api/v1/profile', tokens, { country_id: mexico });
    expect(toMexico.json()).toMatchObject({ country_id: mexico, country_area_id: null });

    await setProfileFields(t.db, client.id, [{ name: 'country_area_id', visible: false, required: false }]);
    const hidden = await call(t, 'PATCH', '/api/v1/profile', tokens, {
      country_area_id: ontario,
      city: 'Toronto',
    });
    expect(hidden.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['country_area_id', 'city'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country_area_id: null, city: 'Toronto' });
  });
});
