import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  bearer,
  buildClient,
  buildModuleItem,
  buildUser,
  login,
} from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { MAINTENANCE_TTL_MS } from '../tenancy/maintenance.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const REWARDS = ['online_courses', 'profile', 'ranking', 'reward_store', 'campaigns', 'insert_sales'];

async function rewardsClient() {
  const client = await buildClient(t.db, { modules: REWARDS });
  const [brazil = 0, mexico = 0, canada = 0] = await addClientCountries(t.db, client.id, ['BR', 'MX', 'CA']);
  for (const [position, module] of ['home', 'campaigns', 'insert_sales', 'reward_store'].entries())
    await buildModuleItem(t.db, client.id, { module, titles: { 'pt-BR': module }, position });
  return { client, brazil, mexico, canada };
}

async function member(clientId: number, role: 'salesperson' | 'promoter' | 'support', countryId: number) {
  const user = await buildUser(t.db, { clients: [{ id: clientId, role }] });
  await t.db.updateTable('users').set({ country_id: countryId }).where('id', '=', user.id).execute();
  return { ...user, tokens: await login(t.app, user.username, 'Secret@123') };
}

async function session(tokens: { access_token: string }) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const menuOf = (body: { module_items: { module: string }[] }) => body.module_items.map((m) => m.module);

describe('the module predicate in the session', () => {
  it('offers sales reporting to a group 1 salesperson, not to the Mexican promoter (group 2)', async () => {
    const { client, brazil, mexico } = await rewardsClient();
    const seller = await member(client.id, 'salesperson', brazil);
    const promoter = await member(client.id, 'promoter', mexico);

    const sellerSession = await session(seller.tokens);
    expect(sellerSession.country_group).toBe(1);
    expect(menuOf(sellerSession)).toEqual(['home', 'campaigns', 'insert_sales', 'reward_store']);

    const promoterSession = await session(promoter.tokens);
    expect(promoterSession.country_group).toBe(2);
    expect(menuOf(promoterSession)).toEqual(['home', 'campaigns', 'reward_store']);
  });

  it("decides part of Canada by the user's country area", async () => {
    const { client, canada } = await rewardsClient();
    const [ontario, britishColumbia] = await t.db
      .insertInto('country_areas')
      .values([
        { country_id: canada, name: 'Ontario', group: 1 },
        { country_id: canada, name: 'British Columbia', group: 2 },
      ])
      .returning('id')
      .execute();
    const east = await member(client.id, 'salesperson', canada);
    const west = await member(client.id, 'salesperson', canada);
    await t.db.updateTable('users').set({ country_area_id: ontario?.id }).where('id', '=', east.id).execute();
    await t.db
      .updateTable('users')
      .set({ country_area_id: britishColumbia?.id })
      .where('id', '=', west.id)
      .execute();

    expect(menuOf(await session(east.tokens))).toContain('insert_sales');
    const westSession = await session(west.tokens);
    expect(westSession.country_group).toBe(2);
    expect(menuOf(westSession)).not.toContain('insert_sales');
  });
});

describe('maintenance', () => {
  async function setMaintenance(clientId: number, on: boolean) {
    await t.db
      .updateTable('login_settings')
      .set({ under_maintenance: on })
      .where('client_id', '=', clientId)
      .execute();
    // every instance reads the flag again within its cache's lifetime
    t.clock.advance(MAINTENANCE_TTL_MS);
  }

  it('holds signed-in learners with 503 and Retry-After, keeps the session readable, and lets staff work', async () => {
    const { client, brazil } = await rewardsClient();
    const seller = await member(client.id, 'salesperson', brazil);
    const support = await member(client.id, 'support', brazil);
    const balance = (tokens: { access_token: string }) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/points/balance',
        headers: { ...bearer(tokens), 'accept-language': 'en-US' },
      });
    expect((await balance(seller.tokens)).statusCode).toBe(200);

    await setMaintenance(client.id, true);
    try {
      const held = await balance(seller.tokens);
      expect(held.statusCode).toBe(503);
      expect(held.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(held.json().error).toMatchObject({
        code: 'tenancy.under_maintenance',
        message: 'We are under maintenance. Please try again in a few minutes.',
      });
      expect((await session(seller.tokens)).under_maintenance).toBe(true);
      expect((await balance(support.tokens)).statusCode).toBe(200);
      expect((await session(support.tokens)).under_maintenance).toBe(true);
    } finally {
      await setMaintenance(client.id, false);
    }
    expect((await balance(seller.tokens)).statusCode).toBe(200);
    expect((await session(seller.tokens)).under_maintenance).toBe(false);
  });

  it('does not hold a user acting in another client, and lets a held user log out', async () => {
    const { client, brazil } = await rewardsClient();
    const other = await buildClient(t.db);
    const elsewhere = await buildUser(t.db, { clients: [{ id: other.id, role: 'learner' }] });
    const elsewhereTokens = await login(t.app, elsewhere.username, 'Secret@123');
    const seller = await member(client.id, 'salesperson', brazil);
    await setMaintenance(client.id, true);
    try {
      const balance = await t.app.inject({
        method: 'GET',
        url: '/api/v1/points/balance',
        headers: bearer(elsewhereTokens),
      });
      expect(balance.statusCode).toBe(200);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/logout',
        headers: bearer(seller.tokens),
        payload: {},
      });
      expect(logout.statusCode).toBeLessThan(300);
    } finally {
      await setMaintenance(client.id, false);
    }
  });

  it("is switched by the client's programme administrator, at once on this instance; others are refused", async () => {
    const { client, brazil } = await rewardsClient();
    const seller = await member(client.id, 'salesperson', brazil);
    const admin = await buildUser(t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const adminTokens = await login(t.app, admin.username, 'Secret@123');
    const put = (tokens: { access_token: string }, on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/maintenance',
        headers: bearer(tokens),
        payload: { under_maintenance: on },
      });
    const balance = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/points/balance', headers: bearer(seller.tokens) });

    expect((await put(seller.tokens, true)).statusCode).toBe(403);
    expect((await balance()).statusCode).toBe(200);

    const on = await put(adminTokens, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ under_maintenance: true });
    expect((await balance()).statusCode).toBe(503);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/maintenance',
      headers: bearer(adminTokens),
    });
    expect(read.json()).toEqual({ under_maintenance: true });

    expect((await put(adminTokens, false)).json()).toEqual({ under_maintenance: false });
    expect((await balance()).statusCode).toBe(200);
  });
});
