import type { PointsTable } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { buildPointRule, levelsSite, REWARDS_SITE_MODULES, seller } from '../../../../test/level-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';

let t: TestContext;
let site: Awaited<ReturnType<typeof levelsSite>>;
let user: Awaited<ReturnType<typeof seller>>;

beforeAll(async () => {
  t = await createTestContext();
  site = await levelsSite(t.app, t.db);
  user = await seller(t.app, t.db, site.id);
  await buildPointRule(t.db, site.id, site.current.id, {
    code: 'photo.display',
    kind: 'photo',
    base: 3,
    labelKey: 'points.rules.photo',
    position: 2,
  });
  await buildPointRule(t.db, site.id, site.current.id, {
    code: 'sale.notebook',
    kind: 'sale',
    base: 100,
    descriptions: { 'pt-BR': 'Venda de notebook', 'en-US': 'Notebook sale' },
    position: 1,
  });
  await buildPointRule(t.db, site.id, site.current.id, {
    code: 'training.course',
    kind: 'training',
    base: 25,
    descriptions: { 'es-ES': 'Curso terminado' },
    position: 3,
  });
  await buildPointRule(t.db, site.id, site.previous.id, {
    code: 'sale.notebook',
    kind: 'sale',
    base: 80,
    labelKey: 'x',
  });
});
afterAll(() => t.close());

function table(headers: Record<string, string>, query = '', language = 'pt-BR') {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/points-table${query}`,
    headers: { ...headers, 'accept-language': language },
  });
}

describe('GET /api/v1/points-table', () => {
  it("shows the current campaign's rules in order with the points at each level, from the engine's multipliers", async () => {
    const response = await table(user.headers);
    expect(response.statusCode).toBe(200);
    const body: PointsTable = response.json();
    expect(body.campaign).toMatchObject({ id: site.current.id, is_active: true });
    expect(body.rules.map((r) => [r.code, r.kind, r.base_points, r.points])).toEqual([
      ['sale.notebook', 'sale', 100, { junior: 100, intermediate: 150, highest: 200 }],
      // 1.5 × 3 = 4.5 credits 5: a half point rounds up, as the ledger does
      ['photo.display', 'photo', 3, { junior: 3, intermediate: 5, highest: 6 }],
      ['training.course', 'training', 25, { junior: 25, intermediate: 38, highest: 50 }],
    ]);
    expect(body.my_level).toBe('junior');
  });

  it('gives the levels of the programme explanation with their thresholds and multipliers', async () => {
    const body: PointsTable = (await table(user.headers)).json();
    expect(body.levels.map((l) => [l.id, l.rank, l.multiplier, l.min_experience, l.event_name])).toEqual([
      ['junior', 1, 1, 0, null],
      ['intermediate', 2, 1.5, 100, 'creator'],
      ['highest', 3, 2, 300, 'influencer'],
    ]);
  });

  it("describes each rule in the request's language, else the default language, else any, else by label key", async () => {
    const english: PointsTable = (await table(user.headers, '', 'en-US')).json();
    expect(english.rules.map((r) => [r.description, r.label_key])).toEqual([
      ['Notebook sale', null],
      [null, 'points.rules.photo'],
      ['Curso terminado', null],
    ]);
    const french: PointsTable = (await table(user.headers, '', 'fr-FR')).json();
    expect(french.rules[0]?.description).toBe('Venda de notebook');
  });

  it('shows another campaign of the client when asked, and a campaign without thresholds as unreachable levels', async () => {
    const previous: PointsTable = (await table(user.headers, `?campaign_id=${site.previous.id}`)).json();
    expect(previous.campaign).toMatchObject({ id: site.previous.id, is_active: false });
    expect(previous.rules.map((r) => [r.code, r.base_points])).toEqual([['sale.notebook', 80]]);

    const bare = await buildCampaign(t.db, site.id, { begin: '2027-01-01', end: '2027-03-15', reward: true });
    const future: PointsTable = (await table(user.headers, `?campaign_id=${bare.id}`)).json();
    expect(future.rules).toEqual([]);
    expect(future.levels.map((l) => l.min_experience)).toEqual([0, null, null]);
  });

  it('is not found where the client has not switched the points table on', async () => {
    const academy = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    await buildCampaign(t.db, academy.id, { begin: '2026-01-01', end: '2026-12-31' });
    const learner = await signedIn(t.app, t.db, { clients: [{ id: academy.id, role: 'learner' }] });
    const response = await table(learner.headers, '', 'en-US');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('common.not_found');
  });

  it("does not show another client's campaign", async () => {
    const other = await levelsSite(t.app, t.db, 'Other');
    const response = await table(user.headers, `?campaign_id=${other.current.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('common.not_found');
  });

  it('answers 404 level.no_campaign for a client without campaigns, 403 without a selected client, 401 signed out', async () => {
    const empty = await buildClient(t.db, { modules: REWARDS_SITE_MODULES });
    const loner = await signedIn(t.app, t.db, { clients: [{ id: empty.id, role: 'learner' }] });
    const none = await table(loner.headers, '', 'en-US');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({
      code: 'level.no_campaign',
      message: 'There is no campaign to show.',
    });

    const twoClients = await signedIn(t.app, t.db, {
      clients: [
        { id: site.id, role: 'salesperson' },
        { id: empty.id, role: 'learner' },
      ],
    });
    expect((await table(twoClients.headers)).statusCode).toBe(403);
    expect((await table({})).statusCode).toBe(401);
  });
});
