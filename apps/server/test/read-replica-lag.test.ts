import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openPostgres } from '../src/db/connection.ts';
import { publishCatalogueChanged } from '../src/modules/rewards/store/catalogue-cache.ts';
import { buildCourse } from './course-fixtures.ts';
import { bearer, buildCampaign, buildClient, buildUser, login } from './factories.ts';
import {
  createTestContext,
  onTestServer,
  statementCounter,
  type TestContext,
  testDatabaseUrl,
} from './harness.ts';
import { setExperience } from './ranking-fixtures.ts';
import { signedIn } from './registration.ts';
import { readOnReplica } from './replica-fixtures.ts';
import { storeMember, storeProgramme } from './store-fixtures.ts';

/**
 * A read replica that lags (docs/DEPLOY.md "Read replicas"): a second PostgreSQL database copied from the primary
 * after the data was written (`create database … template …`), so whatever the primary changes afterwards is what a
 * replica would not have replayed yet. The rankings and the catalogues read their shared lists there, yet nobody sees
 * their own points or place contradicted, no catalogue is answered from before a change the instance knows of, and no
 * per-instance cache keeps what the replica had. PostgreSQL only: the copy is a second database of one server.
 */

const onPostgres = inject('testDatabase').kind === 'postgres';
const databases = `elevar_lag_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
const PRIMARY = databases;
const REPLICA = `${databases}_replica`;
/** The caches on, as in production: a ranking's first page kept for a second, the store's lists too. */
const ENV = { ACTOR_CACHE_MS: '60000', STORE_CATALOGUE_CACHE_MS: '1000' };

type Headers = Record<string, string>;

/** What the test writes before the copy: a ranking, a learner's catalogue and a store, each on a client of its own. */
async function seed(s: TestContext) {
  const rankingClient = await buildClient(s.db);
  const campaign = (await buildCampaign(s.db, rankingClient.id, { begin: '2026-10-01', end: '2026-12-31' }))
    .id;
  const experiences = { leader: 500, second: 400, third: 300, fourth: 200, fifth: 100 };
  const users = {} as Record<keyof typeof experiences, { id: number; headers: Headers }>;
  for (const [name, experience] of Object.entries(experiences) as [keyof typeof experiences, number][]) {
    const user = await buildUser(s.db, { clients: [{ id: rankingClient.id }] });
    await setExperience(
      s.db,
      { clientId: rankingClient.id, userId: user.id, campaignId: campaign },
      experience,
    );
    users[name] = { id: user.id, headers: bearer(await login(s.app, user.username, user.password)) };
  }
  const learningClient = await buildClient(s.db, { modules: ['online_courses', 'profile'] });
  const learner = await signedIn(s.app, s.db, { clients: [{ id: learningClient.id, role: 'learner' }] });
  const older = await buildCourse(s.db, { clientId: learningClient.id });
  const p = await storeProgramme(s.db);
  const camera = await p.reward({
    names: ['Câmera', 'Camera', 'Cámara', 'Appareil photo'],
    price: 100,
    stock: { brazil: 4 },
  });
  const tango = await p.reward({
    names: ['Tango', 'Tango', 'Tango', 'Tango'],
    price: 200,
    stock: { argentina: 7 },
  });
  const seller = await storeMember(s.app, s.db, p);
  const operator = await storeMember(s.app, s.db, p, { role: 'program_admin' });
  return {
    ranking: { clientId: rankingClient.id, campaign, users },
    learning: { clientId: learningClient.id, learner, older: older.id },
    store: { p, camera, tango, seller, operator },
  };
}

describe.runIf(onPostgres)('a read replica behind the primary', () => {
  const replica = statementCounter();
  let t: TestContext;
  let closeReplica: () => Promise<void> = async () => {};
  let data: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    await onTestServer(`create database ${PRIMARY} template ${inject('testDatabase').template}`);
    // the data written through an app of its own, closed so the primary can be copied (no session on it)
    const seeding = await createTestContext(ENV, {
      database: await openPostgres(testDatabaseUrl(PRIMARY), 5),
    });
    data = await seed(seeding);
    await seeding.close();
    await onTestServer(`create database ${REPLICA} template ${PRIMARY}`);
    const copy = await openPostgres(testDatabaseUrl(REPLICA), 5);
    closeReplica = () => copy.close();
    t = await createTestContext(ENV, {
      database: await openPostgres(testDatabaseUrl(PRIMARY), 10),
      replica: () => copy.db.withPlugin(replica.plugin),
    });
  });

  afterAll(async () => {
    await t?.close();
    await closeReplica();
    await onTestServer(`drop database if exists ${REPLICA} with (force)`);
    await onTestServer(`drop database if exists ${PRIMARY} with (force)`);
  });

  const read = <B>(url: string, headers: Headers) => readOnReplica<B>(t.app, replica, { url, headers });

  type Ranking = { results: { user_id: number; position: number; score: number }[]; me: unknown };
  const rankingPage = async (who: Headers, page: number) => {
    const { body, onReplica } = await read<Ranking>(
      `/api/v1/rankings?campaign_id=${data.ranking.campaign}&page_size=2&page=${page}`,
      who,
    );
    return { rows: body.results.map((r) => [r.user_id, r.position, r.score]), me: body.me, onReplica };
  };

  it('shows a user their own points from the primary, and reads again there a page that contradicts them', async () => {
    const { clientId, campaign, users } = data.ranking;
    const { leader, second, third, fourth, fifth } = users;
    const points = (user: { id: number }, experience: number) =>
      setExperience(t.db, { clientId, userId: user.id, campaignId: campaign }, experience);
    // on the primary only: the third overtakes everyone, the fifth earns a little
    await points(third, 900);
    await points(fifth, 150);

    // the fifth's first page: others' rows from the replica (a moment behind), their own standing from the primary
    const behind = await rankingPage(fifth.headers, 1);
    expect(behind.onReplica).toBe(1);
    expect(behind.rows).toEqual([
      [leader.id, 1, 500],
      [second.id, 2, 400],
    ]);
    expect(behind.me).toEqual({ position: 5, score: 150 });

    // the third's standing contradicts the page kept: read again on the primary, never on the replica, and kept
    const own = await rankingPage(third.headers, 1);
    expect(own.onReplica).toBe(0);
    expect(own.me).toEqual({ position: 1, score: 900 });
    expect(own.rows).toEqual([
      [third.id, 1, 900],
      [leader.id, 2, 500],
    ]);
    // so the fifth now sees the primary's page: the instance keeps no page older than one a user found out
    const after = await rankingPage(fifth.headers, 1);
    expect(after.rows).toEqual(own.rows);
    expect(after.onReplica).toBe(0);

    // once the kept page is over, the replica's page (which contradicts the third) is neither shown nor kept
    t.clock.advance(1000);
    const again = await rankingPage(third.headers, 1);
    expect(again.onReplica).toBe(1);
    expect(again.rows).toEqual(own.rows);
    expect((await rankingPage(fifth.headers, 1)).rows).toEqual(own.rows);

    // a deeper page holding the user's row with points the replica lacks: read again on the primary
    await points(fourth, 450);
    const deeper = await rankingPage(fourth.headers, 2);
    expect(deeper.onReplica).toBe(3);
    expect(deeper.me).toEqual({ position: 3, score: 450 });
    expect(deeper.rows).toEqual([
      [fourth.id, 3, 450],
      [second.id, 4, 400],
    ]);
  });

  it('reads the learner’s catalogue on the primary once the replica is behind its generation, and keeps that', async () => {
    const { clientId, learner, older } = data.learning;
    type Catalogue = { results: { id: number }[] };
    const before = await read<Catalogue>('/api/v1/learning/courses', learner.headers);
    // caught up: the generation with the list, the generation with the name book
    expect(before.onReplica).toBe(4);
    expect(before.body.results.map((c) => c.id)).toEqual([older]);

    // published on the primary only: its generation moves past the replica's
    const newer = await buildCourse(t.db, { clientId });
    const after = await read<Catalogue>('/api/v1/learning/courses', learner.headers);
    // the replica's generation alone, for the list and for the name book: behind, so both read on the primary
    expect(after.onReplica).toBe(2);
    expect(after.body.results.map((c) => c.id)).toEqual([newer.id, older]);
    // the page kept under the new generation is the primary's
    const kept = await read<Catalogue>('/api/v1/learning/courses', learner.headers);
    expect(kept.onReplica).toBe(0);
    expect(kept.body.results.map((c) => c.id)).toEqual([newer.id, older]);
  });

  it('reads the store’s lists on the primary after a change the instance heard of, and keeps that', async () => {
    const { p, camera, tango, seller, operator } = data.store;
    type Store = { count: number; results: { id: number; stock: number }[] };
    const page = () => read<Store>('/api/v1/rewards/store', seller.headers);
    const before = await page();
    // no change heard of yet: the country's rewards, the client's departments and categories, each read there
    // after the catalogue's generation
    expect(before.onReplica).toBe(5);
    expect(before.body.results.map((r) => r.id)).toEqual([camera]);

    // the operator offers the tango in Brazil too: the replica has not seen it
    const stock = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/rewards/catalogue/${tango}/stock`,
      headers: operator.headers,
      payload: {
        stock: [
          { country_id: p.brazil, stock: 5 },
          { country_id: p.argentina, stock: 7 },
        ],
      },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    const after = await page();
    // the replica's generation is behind the change's: both lists read on the primary
    expect(after.onReplica).toBe(2);
    expect(after.body.count).toBe(2);
    expect(after.body.results.map((r) => [r.id, r.stock])).toEqual([
      [camera, 4],
      [tango, 5],
    ]);
    const kept = await page();
    expect(kept.onReplica).toBe(0);
    expect(kept.body.count).toBe(2);

    // another instance's change, heard of through its event: the kept lists dropped, the replica passed over
    await t.db.updateTable('rewards').set({ active: false }).where('id', '=', camera).execute();
    await publishCatalogueChanged(t.db, p.client.id);
    await vi.waitFor(async () => {
      const changed = await page();
      expect(changed.body.count).toBe(1);
      expect(changed.body.results.map((r) => r.id)).toEqual([tango]);
    });
    t.clock.advance(1000);
    const later = await page();
    expect(later.onReplica).toBe(2);
    expect(later.body.count).toBe(1);
  });
});
