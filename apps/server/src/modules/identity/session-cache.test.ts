import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildClient,
  buildModuleItem,
  buildUser,
  login,
  type Tokens,
} from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { secondInstance } from '../../../test/second-instance.ts';
import { CLIENT_VIEW_MAX_MS } from './session-cache.ts';

let t: TestContext;
let b: Awaited<ReturnType<typeof secondInstance>>;

/** A second instance on the same database with the caches on, its statements counted. */
beforeAll(async () => {
  t = await createTestContext({ ACTOR_CACHE_MS: '60000' });
  b = await secondInstance(t);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const session = async (app: FastifyInstance, tokens: Tokens) => {
  const response = await app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("the session's client views", () => {
  it("serve the session's client lists from memory: one statement, for the user", async () => {
    const client = await buildClient(t.db);
    await buildModuleItem(t.db, client.id, { module: 'home', titles: { 'pt-BR': 'Início' }, position: 1 });
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const first = await session(b.app, tokens);
    let again: unknown;
    const sent = await b.queries.during(async () => {
      again = await session(b.app, tokens);
    });
    expect(sent).toBe(1);
    expect(again).toEqual(first);
  });

  it("read an aged-out client view once for all of its members' sessions asking at the same moment", async () => {
    const client = await buildClient(t.db);
    const members = await Promise.all(
      Array.from({ length: 5 }, () => buildUser(t.db, { clients: [{ id: client.id }] })),
    );
    const tokens = await Promise.all(members.map((user) => login(t.app, user.username, user.password)));
    const first = await Promise.all(tokens.map((each) => session(b.app, each)));
    await sleep(CLIENT_VIEW_MAX_MS + 50);
    let again: unknown[] = [];
    const sent = await b.queries.during(async () => {
      again = await Promise.all(tokens.map((each) => session(b.app, each)));
    });
    // one statement per session (the user), and the client's view read once, not five times
    expect(sent).toBe(tokens.length + 1);
    expect(again).toEqual(first);
  });

  it("show a change nobody announced on every instance within a second, and a client's announced change at once", async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const titles = async (app: FastifyInstance) =>
      (await session(app, tokens)).module_items.map((item: { title: string }) => item.title);
    expect(await titles(b.app)).toEqual([]);
    expect(await titles(t.app)).toEqual([]);

    // written straight to the database, as a seed or another tool would: no event
    await buildModuleItem(t.db, client.id, { module: 'home', titles: { 'pt-BR': 'Início' }, position: 1 });
    const written = performance.now();
    for (const app of [t.app, b.app]) {
      let seen = await titles(app);
      while (seen.length === 0 && performance.now() - written < CLIENT_VIEW_MAX_MS + 200) {
        await sleep(20);
        seen = await titles(app);
      }
      expect(seen).toEqual(['Início']);
    }

    // the maintenance switch announces its change: the session says so on the next request of each instance
    const admin = await buildUser(t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const adminTokens = await login(t.app, admin.username, admin.password);
    expect((await session(b.app, tokens)).under_maintenance).toBe(false);
    const put = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/maintenance',
        headers: bearer(adminTokens),
        payload: { under_maintenance: on },
      });
    try {
      expect((await put(true)).statusCode).toBe(200);
      const switched = performance.now();
      let shown = (await session(b.app, adminTokens)).under_maintenance;
      while (!shown && performance.now() - switched < CLIENT_VIEW_MAX_MS) {
        await sleep(20);
        shown = (await session(b.app, adminTokens)).under_maintenance;
      }
      expect(shown).toBe(true);
    } finally {
      await put(false);
    }
  });
});
