import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildCourse } from './course-fixtures.ts';
import { bearer, buildCampaign, buildClient, buildNamed, buildUser, login } from './factories.ts';
import { createTestContext, statementCounter, type TestContext } from './harness.ts';
import { setExperience } from './ranking-fixtures.ts';
import { signedIn } from './registration.ts';
import { readOnReplica } from './replica-fixtures.ts';
import { salesProgramme, staffMember } from './rewards-fixtures.ts';
import { storeMember, storeProgramme } from './store-fixtures.ts';

/**
 * DATABASE_REPLICA_URL (docs/DEPLOY.md "Read replicas"): the staff's reports and the campaign dashboard read from the
 * replica, and so do the shared lists of the rankings and the catalogues; nothing a user reads of their own, nor any
 * check a request depends on, does. The replica here is the same database behind a statement counter (a replica with
 * no lag), so what each request read there is counted; read-replica-lag.test.ts has one that lags.
 */

const replica = statementCounter();
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({}, { replica: (database) => database.db.withPlugin(replica.plugin) });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
/** How many statements a request answered `status` read on the replica. */
const readThere = async (url: string, headers: Headers, request: { method?: 'POST'; status?: number } = {}) =>
  (
    await readOnReplica(
      t.app,
      replica,
      { url, headers, method: request.method ?? 'GET' },
      request.status ?? 200,
    )
  ).onReplica;

describe('a read replica', () => {
  it('answers the campaign dashboard’s figures, while the campaign and the caller are checked on the primary', async () => {
    const p = await salesProgramme(t.app, t.db);
    const admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
    const url = `/api/v1/admin/rewards/campaigns/${p.active.id}/dashboard`;
    let status = 0;
    const onReplica = await replica.during(async () => {
      status = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode;
    });
    expect(status).toBe(200);
    // the five figure sets (by country, store and week, the audit backlog, the registrations)
    expect(onReplica).toBe(5);
    // another client's campaign is refused before anything is read there
    const other = await salesProgramme(t.app, t.db);
    const foreign = `/api/v1/admin/rewards/campaigns/${other.active.id}/dashboard`;
    expect(
      await replica.during(async () => {
        status = (await t.app.inject({ method: 'GET', url: foreign, headers: admin.headers })).statusCode;
      }),
    ).toBe(0);
    expect(status).toBe(404);
  });

  it('answers a course’s progress report and its CSV, and never a learner’s own reads', async () => {
    const client = await buildClient(t.db, { modules: ['online_courses', 'profile', 'ranking'] });
    const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'video', duration: 60 }],
    });
    const report = `/api/v1/admin/learning/courses/${course.id}/report`;
    // the page and its counts per status
    expect(await readThere(report, admin.headers)).toBe(2);
    expect(await readThere(`${report}.csv`, admin.headers)).toBeGreaterThanOrEqual(1);
    for (const own of ['/api/v1/session', '/api/v1/points/balance', `/api/v1/learning/courses/${course.id}`])
      expect(await readThere(own, learner.headers), own).toBe(0);
  });

  it('answers a ranking’s pages, first and deeper, while the user’s own standing is read on the primary', async () => {
    const client = await buildClient(t.db);
    const campaign = (await buildCampaign(t.db, client.id, { begin: '2026-10-01', end: '2026-12-31' })).id;
    const ids: number[] = [];
    for (const experience of [500, 400, 300, 200, 100]) {
      const user = await buildUser(t.db, { clients: [{ id: client.id }] });
      await setExperience(t.db, { clientId: client.id, userId: user.id, campaignId: campaign }, experience);
      ids.push(user.id);
    }
    const fourth = await buildUser(t.db, { clients: [{ id: client.id }] });
    await setExperience(t.db, { clientId: client.id, userId: fourth.id, campaignId: campaign }, 250);
    const headers = bearer(await login(t.app, fourth.username, fourth.password));
    type Ranking = { results: { user_id: number; position: number }[]; me: unknown };
    const page = (n: number) =>
      readOnReplica<Ranking>(t.app, replica, {
        url: `/api/v1/rankings?campaign_id=${campaign}&page_size=2&page=${n}`,
        headers,
      });
    const first = await page(1);
    // the page with the ranking's size in one statement; the user's place is the primary's
    expect(first.onReplica).toBe(1);
    expect(first.body.results.map((r) => [r.user_id, r.position])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect(first.body.me).toEqual({ position: 4, score: 250 });
    const second = await page(2);
    // the size, the slice and the users above it, in one snapshot there
    expect(second.onReplica).toBe(3);
    expect(second.body.results.map((r) => [r.user_id, r.position])).toEqual([
      [ids[2], 3],
      [fourth.id, 4],
    ]);
    expect(second.body.me).toEqual({ position: 4, score: 250 });
  });

  it('answers a learner’s catalogue page’s shared list and names, never their own state', async () => {
    const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
    const tag = await buildNamed(t.db, 'tags', client.id, 'Vendas');
    await buildCourse(t.db, { clientId: client.id, tags: [tag.id] });
    // the client's generation with the list, then with the name book: each in a snapshot of the replica
    expect(await readThere('/api/v1/learning/courses', learner.headers)).toBe(4);
    // kept under the generation the primary reads with every page: nothing more there
    expect(await readThere('/api/v1/learning/courses', learner.headers)).toBe(0);
    expect(await readThere('/api/v1/learning/courses?search=curso', learner.headers)).toBe(2);
    // the learner's own: favourites, the home's rows
    expect(await readThere('/api/v1/learning/courses?favourite=true', learner.headers)).toBe(0);
    expect(await readThere('/api/v1/learning/home', learner.headers)).toBe(0);
  });

  it('answers the store catalogue’s shared lists, while the shopper, the stock and a redemption stay on the primary', async () => {
    const p = await storeProgramme(t.db);
    const camera = await p.reward({
      names: ['Câmera', 'Camera', 'Cámara', 'Appareil photo'],
      price: 100,
      stock: { brazil: 4 },
    });
    const seller = await storeMember(t.app, t.db, p, { points: 1000 });
    // the country's rewards (with the catalogue's generation) and the departments and categories (with it too)
    expect(await readThere('/api/v1/rewards/store', seller.headers)).toBe(5);
    // an A-Z page's ids besides
    expect(await readThere('/api/v1/rewards/store?sort=name', seller.headers)).toBe(7);
    // a search's matches besides the country's rewards (its orders are the list's, cut to the matches)
    expect(await readThere('/api/v1/rewards/store?search=camera', seller.headers)).toBe(7);
    expect(await readThere(`/api/v1/rewards/store/${camera}`, seller.headers)).toBe(0);
    const redeem = `/api/v1/rewards/store/${camera}/redemptions`;
    const key = { ...seller.headers, 'idempotency-key': 'replica-1' };
    expect(await readThere(redeem, key, { method: 'POST', status: 201 })).toBe(0);
  });

  it('takes a PostgreSQL address only', () => {
    expect(loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/elevar' }).DATABASE_REPLICA_URL).toBe(
      'postgres://replica/elevar',
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'mysql://replica/elevar' })).toThrow(
      'DATABASE_REPLICA_URL',
    );
  });
});
