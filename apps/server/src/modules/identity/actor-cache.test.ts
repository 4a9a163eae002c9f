import { setTimeout as sleep } from 'node:timers/promises';
import type { Role } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, buildClient, buildUser, login, type Tokens } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { secondInstance } from '../../../test/second-instance.ts';
import { openUserSocket } from '../../../test/sockets.ts';
import { SESSION_CHANNEL } from '../../platform/pubsub.ts';
import { ActorCache, type TokenSession } from './actor-cache.ts';
import { endSessions } from './revocation.ts';

/** Long enough that no entry ages out during a test: only the session channel can drop it. */
const CACHE = { ACTOR_CACHE_MS: '60000' };
/** The issue's promise: a change reaches every instance's cache within a second. */
const WITHIN_MS = 1000;

let t: TestContext;
let b: Awaited<ReturnType<typeof secondInstance>>;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext(CACHE);
  b = await secondInstance(t);
  clientId = (await buildClient(t.db)).id;
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string, tokens: Tokens) =>
  app.inject({ method: 'GET', url, headers: bearer(tokens) });

/** Signs a user in on the first instance and has the second serve them once, so it holds their actor. */
async function signedInOnBoth(clients: { id: number; role?: Role }[] = [{ id: clientId }]) {
  const user = await buildUser(t.db, { clients });
  const tokens = await login(t.app, user.username, user.password);
  expect((await get(b.app, '/api/v1/notifications/unread-count', tokens)).statusCode).toBe(200);
  return { user, tokens };
}

/** Asks the second instance until `done` holds for its answer, for at most a second; the last answer. */
async function secondAnswersWithinASecond(
  ask: () => Promise<{ statusCode: number }>,
  done: (status: number) => boolean,
) {
  const deadline = performance.now() + WITHIN_MS;
  let answer = await ask();
  while (!done(answer.statusCode) && performance.now() < deadline) {
    await sleep(20);
    answer = await ask();
  }
  return answer;
}

describe('the actor cache', () => {
  it("serves a signed-in request's session and actor from memory: no statement for them", async () => {
    const { tokens } = await signedInOnBoth();
    // the unread counts of a user are one statement; the token, user and memberships add none once cached
    const sent = await b.queries.during(() => get(b.app, '/api/v1/notifications/unread-count', tokens));
    expect(sent).toBe(1);
  });

  it("refuses a revoked session's cached actor on the second instance's next request", async () => {
    const { tokens } = await signedInOnBoth();
    const socket = await openUserSocket(b.app, tokens.user_firebase_token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/logout',
      headers: bearer(tokens),
      payload: {},
    });
    expect(logout.statusCode).toBeLessThan(300);
    // the second instance has heard the session end once its socket of that session is closed
    expect(await socket.closed(WITHIN_MS)).toBe(4401);
    const next = await get(b.app, '/api/v1/notifications/unread-count', tokens);
    expect(next.statusCode).toBe(401);
  });

  it("refuses a blocked user's cached actor on the second instance's next request", async () => {
    const { user, tokens } = await signedInOnBoth();
    const socket = await openUserSocket(b.app, tokens.user_firebase_token);
    // the block path: the status and the end of every session in one transaction
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ status: 'blocked' }).where('id', '=', user.id).execute();
      await endSessions(trx, { userId: user.id }, 'blocked', t.clock.now());
    });
    expect(await socket.closed(WITHIN_MS)).toBe(4401);
    const next = await get(b.app, '/api/v1/points/balance', tokens);
    expect(next.statusCode).toBe(401);
    expect(next.json().error.code).toBe('auth.unauthenticated');
  });

  it('refuses a revoked session on the next request on the instance that revoked it', async () => {
    const { tokens } = await signedInOnBoth();
    expect((await get(t.app, '/api/v1/notifications/unread-count', tokens)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/o/revoke_token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: tokens.access_token,
        client_id: t.config.WEB_APP_CLIENT_ID,
        client_secret: t.config.WEB_APP_CLIENT_SECRET,
      }).toString(),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/notifications/unread-count', tokens)).statusCode).toBe(401);
    const second = await secondAnswersWithinASecond(
      () => get(b.app, '/api/v1/notifications/unread-count', tokens),
      (status) => status === 401,
    );
    expect(second.statusCode).toBe(401);
  });

  it('acts in the newly chosen client on both instances after a client switch', async () => {
    const other = await buildClient(t.db);
    const { tokens } = await signedInOnBoth([
      { id: clientId, role: 'learner' },
      { id: other.id, role: 'program_admin' },
    ]);
    const choose = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/session/client',
        headers: bearer(tokens),
        payload: { client_id: id },
      });
    // a programme administrator's screen: refused as a learner, open as the other client's administrator
    const adminScreen = (app: FastifyInstance) => get(app, '/api/v1/admin/maintenance', tokens);

    expect((await choose(clientId)).statusCode).toBe(200);
    expect((await adminScreen(t.app)).statusCode).toBe(403);
    expect(
      (
        await secondAnswersWithinASecond(
          () => adminScreen(b.app),
          (status) => status === 403,
        )
      ).statusCode,
    ).toBe(403);

    expect((await choose(other.id)).statusCode).toBe(200);
    expect((await adminScreen(t.app)).statusCode).toBe(200);
    expect(
      (
        await secondAnswersWithinASecond(
          () => adminScreen(b.app),
          (status) => status === 200,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('lets a user everywhere on both instances once they changed the password they had to change', async () => {
    const user = await buildUser(t.db, { clients: [{ id: clientId }] });
    const tokens = await login(t.app, user.username, user.password);
    await t.db.updateTable('users').set({ must_change_password: true }).where('id', '=', user.id).execute();
    for (const app of [t.app, b.app]) {
      const refused = await get(app, '/api/v1/site-lists', tokens);
      expect(refused.json().error.code).toBe('auth.must_change_password');
    }

    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: bearer(tokens),
      payload: {
        current_password: user.password,
        new_password: 'N3w@Passw0rd!',
        new_password_confirmation: 'N3w@Passw0rd!',
      },
    });
    expect(change.statusCode).toBeLessThan(300);
    expect((await get(t.app, '/api/v1/site-lists', tokens)).statusCode).toBe(200);
    const second = await secondAnswersWithinASecond(
      () => get(b.app, '/api/v1/site-lists', tokens),
      (status) => status === 200,
    );
    expect(second.statusCode).toBe(200);
  });

  it("holds a client's members on both instances within a second of its maintenance switch", async () => {
    const client = await buildClient(t.db);
    const admin = await buildUser(t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const adminTokens = await login(t.app, admin.username, admin.password);
    const { tokens } = await signedInOnBoth([{ id: client.id }]);
    const unread = (app: FastifyInstance) => get(app, '/api/v1/notifications/unread-count', tokens);
    const put = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/maintenance',
        headers: bearer(adminTokens),
        payload: { under_maintenance: on },
      });
    try {
      expect((await put(true)).statusCode).toBe(200);
      expect((await unread(t.app)).statusCode).toBe(503);
      // the test clock stands still: only the switch's event can make the second instance read it again
      expect(
        (
          await secondAnswersWithinASecond(
            () => unread(b.app),
            (status) => status === 503,
          )
        ).statusCode,
      ).toBe(503);
      expect((await put(false)).statusCode).toBe(200);
      expect(
        (
          await secondAnswersWithinASecond(
            () => unread(b.app),
            (status) => status === 200,
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      await put(false);
    }
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'reads every session again while its listener connection is lost, and caches again once it listens',
    async () => {
      const { tokens } = await signedInOnBoth();
      const unread = () => b.queries.during(() => get(b.app, '/api/v1/notifications/unread-count', tokens));
      expect(await unread()).toBe(1);
      const listeners = await sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database() and query = ${`listen "${SESSION_CHANNEL}"`}`.execute(t.db);
      expect(listeners.rows.length).toBeGreaterThan(0);
      for (const { pid } of listeners.rows) await sql`select pg_terminate_backend(${pid})`.execute(t.db);
      // deaf: a revocation published now would be missed, so the session is read on every request
      const deadline = performance.now() + 5000;
      let sent = await unread();
      while (sent === 1 && performance.now() < deadline) {
        await sleep(20);
        sent = await unread();
      }
      expect(sent).toBeGreaterThan(1);
      // the listener reconnects by itself (first try after half a second); then the cache serves again
      let cached = false;
      while (!cached && performance.now() < deadline + 5000) {
        await sleep(100);
        await unread();
        cached = (await unread()) === 1;
      }
      expect(cached).toBe(true);
    },
  );
});

describe('an actor cache that cannot hear the session channel', () => {
  const session = (userId: number): TokenSession => ({
    auth: { userId, familyId: 1, kind: 'normal', boundClientId: null },
    mustChangePassword: false,
    actor: { userId, isSuperuser: false, clientId: null, role: null },
    expiresAt: Date.now() + 60_000,
  });

  it('serves nothing and keeps nothing while deaf, and nothing from before once it hears again', () => {
    const cache = new ActorCache(60_000);
    cache.store('a', session(1), cache.ticket());
    expect(cache.get('a', Date.now())?.auth.userId).toBe(1);
    const ticket = cache.ticket();
    cache.hearing(false);
    expect(cache.get('a', Date.now())).toBeUndefined();
    cache.store('b', session(2), cache.ticket());
    expect(cache.get('b', Date.now())).toBeUndefined();
    cache.hearing(true);
    // a read that began before it went deaf is not kept
    cache.store('a', session(1), ticket);
    expect(cache.get('a', Date.now())).toBeUndefined();
    cache.store('b', session(2), cache.ticket());
    expect(cache.get('b', Date.now())?.auth.userId).toBe(2);
  });
});
