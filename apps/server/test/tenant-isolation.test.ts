import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  bearer,
  buildBranch,
  buildCampaign,
  buildClient,
  buildModuleItem,
  buildNamed,
  buildUser,
  login,
  type Tokens,
} from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;

/** Everything tenant-owned one client has, by id and by name, as an API client would spot it. */
interface Tenant {
  id: number;
  name: string;
  branches: number[];
  campaigns: number[];
  moduleItems: number[];
  userGroups: number[];
  tags: number[];
  wildcardPages: number[];
  countries: string[];
  areas: string[];
  /** Names that only this tenant's data carries: none may appear in another tenant's answers. */
  names: string[];
}

let a: Tenant;
let b: Tenant;

async function buildTenant(
  name: string,
  prefix: string,
  countries: string[],
  menu: string[],
): Promise<Tenant> {
  // the menu's modules are switched on: a menu lists only those (the module predicate)
  const client = await buildClient(t.db, { name, modules: menu.filter((module) => module !== 'home') });
  const countryIds = await addClientCountries(t.db, client.id, countries);
  const branches = [
    await buildBranch(t.db, client.id, { name: `${prefix} Loja Centro`, countryId: countryIds[0] }),
    await buildBranch(t.db, client.id, { name: `${prefix} Loja Sul`, countryId: countryIds[0] }),
  ];
  const campaigns = [
    await buildCampaign(t.db, client.id, {
      name: `${prefix} Campanha Q4`,
      begin: '2026-10-01',
      end: '2026-12-15',
      reward: true,
    }),
    await buildCampaign(t.db, client.id, {
      name: `${prefix} Integração`,
      begin: '2026-01-01',
      end: '2026-12-31',
    }),
  ];
  const moduleItems = await Promise.all(
    menu.map((module, position) =>
      buildModuleItem(t.db, client.id, {
        module,
        titles: { 'pt-BR': `${prefix} menu ${module}`, 'en-US': `${prefix} menu ${module} (en)` },
        position,
      }),
    ),
  );
  const userGroups = [
    await buildNamed(t.db, 'user_groups', client.id, `${prefix} Gerentes`),
    await buildNamed(t.db, 'user_groups', client.id, `${prefix} Vendedores`),
  ];
  const tags = [
    await buildNamed(t.db, 'tags', client.id, `${prefix} Atendimento`),
    await buildNamed(t.db, 'tags', client.id, `${prefix} Processadores`),
  ];
  const wildcard = await t.db
    .insertInto('wildcard_pages')
    .values({
      client_id: client.id,
      slug: `${prefix.toLowerCase()}-hotsite`,
      titles: JSON.stringify({ 'pt-BR': `${prefix} Hotsite` }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const areas = countryIds.map((id, i) => ({ country_id: id, name: `${prefix} Área ${i + 1}`, group: 1 }));
  await t.db.insertInto('country_areas').values(areas).execute();
  return {
    id: client.id,
    name,
    branches: branches.map((r) => r.id),
    campaigns: campaigns.map((r) => r.id),
    moduleItems: moduleItems.map((r) => r.id),
    userGroups: userGroups.map((r) => r.id),
    tags: tags.map((r) => r.id),
    wildcardPages: [wildcard.id],
    countries,
    areas: areas.map((r) => r.name),
    names: [
      name,
      ...branches.map((r) => r.name),
      ...campaigns.map((r) => r.name),
      ...menu.map((m) => `${prefix} menu ${m}`),
      ...userGroups.map((r) => r.name),
      ...tags.map((r) => r.name),
      `${prefix} Hotsite`,
      ...areas.map((r) => r.name),
    ],
  };
}

beforeAll(async () => {
  t = await createTestContext();
  a = await buildTenant('Alfa Franquias', 'Alfa', ['BR'], ['home', 'online_courses', 'library']);
  b = await buildTenant(
    'Beta Rewards',
    'Beta',
    ['AR', 'MX'],
    ['home', 'reward_store', 'campaigns', 'events'],
  );
});
afterAll(() => t.close());

const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((x, y) => x - y);
const sorted = (list: number[]) => [...list].sort((x, y) => x - y);

async function read(tokens: Tokens) {
  const [session, lists] = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) }),
    t.app.inject({ method: 'GET', url: '/api/v1/site-lists', headers: bearer(tokens) }),
  ]);
  expect(session.statusCode).toBe(200);
  expect(lists.statusCode).toBe(200);
  return { session: session.json(), lists: lists.json(), text: session.body + lists.body };
}

/** The session and site lists show exactly `own`'s data and nothing of `other`'s. */
async function expectOnly(tokens: Tokens, own: Tenant, other: Tenant) {
  const { session, lists, text } = await read(tokens);
  expect(session.id_user_client_selected).toBe(own.id);
  expect(session.client.name).toBe(own.name);
  expect(ids(session.branches)).toEqual(sorted(own.branches));
  expect(ids(session.campaigns)).toEqual(sorted(own.campaigns));
  expect(ids(session.module_items)).toEqual(sorted(own.moduleItems));
  expect(sorted([session.campaign.id, session.reward_campaign.id])).toEqual(sorted(own.campaigns));
  expect(session.countries.map((c: { code: string }) => c.code).sort()).toEqual([...own.countries].sort());

  expect(ids(lists.user_groups)).toEqual(sorted(own.userGroups));
  expect(ids(lists.tags)).toEqual(sorted(own.tags));
  expect(ids(lists.wildcard_pages)).toEqual(sorted(own.wildcardPages));
  expect(lists.countries.map((c: { code: string }) => c.code).sort()).toEqual([...own.countries].sort());
  expect(lists.country_areas.map((r: { name: string }) => r.name).sort()).toEqual([...own.areas].sort());

  // a member of both clients legitimately sees the other client's name in its client list, and nothing more
  const memberOfOther = session.clients.some((c: { id: number }) => c.id === other.id);
  for (const name of other.names) {
    if (name === other.name && memberOfOther) continue;
    expect(text).not.toContain(name);
  }
}

describe('tenant isolation', () => {
  it("a user of A sees A's data and none of B's in the session and the site lists", async () => {
    const user = await buildUser(t.db, { clients: [{ id: a.id }] });
    const tokens = await login(t.app, user.username, user.password);
    await expectOnly(tokens, a, b);
    const { session } = await read(tokens);
    expect(session.clients.map((c: { id: number }) => c.id)).toEqual([a.id]);
  });

  it('a user of B sees only B', async () => {
    const user = await buildUser(t.db, { clients: [{ id: b.id, role: 'salesperson' }] });
    await expectOnly(await login(t.app, user.username, user.password), b, a);
  });

  it('a user of A cannot select B and keeps seeing only A', async () => {
    const user = await buildUser(t.db, { clients: [{ id: a.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers: bearer(tokens),
      payload: { client_id: b.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('tenancy.client_not_allowed');
    expect(response.body).not.toContain('Beta');
    await expectOnly(tokens, a, b);
  });

  it('an admin of both sees neither until one is selected, then only the selected one', async () => {
    const admin = await buildUser(t.db, {
      clients: [
        { id: a.id, role: 'program_admin' },
        { id: b.id, role: 'program_admin' },
      ],
    });
    const tokens = await login(t.app, admin.username, admin.password);

    const none = await read(tokens);
    expect(none.session.client).toBeNull();
    expect(none.session.clients.map((c: { id: number }) => c.id).sort()).toEqual(sorted([a.id, b.id]));
    for (const list of ['branches', 'campaigns', 'module_items', 'countries'] as const) {
      expect(none.session[list]).toEqual([]);
    }
    for (const list of ['user_groups', 'tags', 'wildcard_pages', 'countries', 'country_areas'] as const) {
      expect(none.lists[list]).toEqual([]);
    }

    const select = (clientId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/session/client',
        headers: bearer(tokens),
        payload: { client_id: clientId },
      });
    expect((await select(a.id)).statusCode).toBe(200);
    await expectOnly(tokens, a, b);
    expect((await select(b.id)).statusCode).toBe(200);
    await expectOnly(tokens, b, a);
    expect((await select(a.id)).statusCode).toBe(200);
    await expectOnly(tokens, a, b);
  });

  it('a stored selection of a client the user has left is not honoured', async () => {
    const user = await buildUser(t.db, { clients: [{ id: a.id }, { id: b.id }] });
    const tokens = await login(t.app, user.username, user.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers: bearer(tokens),
      payload: { client_id: b.id },
    });
    await t.db
      .deleteFrom('user_clients')
      .where('user_id', '=', user.id)
      .where('client_id', '=', b.id)
      .execute();

    await expectOnly(tokens, a, b);
  });
});
