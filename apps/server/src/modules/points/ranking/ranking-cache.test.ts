import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, buildClient, buildUser, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { call } from '../../../../test/profile-fixtures.ts';
import { setExperience } from '../../../../test/ranking-fixtures.ts';

// the request path caches on (ACTOR_CACHE_MS > 0): a scope's first page is kept for a second of the service's clock
let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext({ ACTOR_CACHE_MS: '60000' });
  clientId = (await buildClient(t.db, { name: 'Kept ranking' })).id;
});
afterAll(() => t.close());

async function member(campaignId: number, experience: number) {
  const user = await buildUser(t.db, { clients: [{ id: clientId }] });
  await setExperience(t.db, { clientId, userId: user.id, campaignId }, experience);
  return { ...user, tokens: await login(t.app, user.username, user.password) };
}

async function top(user: Awaited<ReturnType<typeof member>>, campaignId: number) {
  const response = await call(
    t,
    'GET',
    `/api/v1/rankings?campaign_id=${campaignId}&page_size=2`,
    user.tokens,
  );
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return {
    rows: body.results.map((r: { user_id: number; position: number; score: number }) => [
      r.user_id,
      r.position,
      r.score,
    ]),
    me: body.me,
  };
}

describe('the first page kept for a second', () => {
  it('shows others their page up to a second old, then the new one', async () => {
    const campaign = (await buildCampaign(t.db, clientId, { begin: '2026-10-01', end: '2026-12-31' })).id;
    const leader = await member(campaign, 500);
    const second = await member(campaign, 300);
    const bystander = await member(campaign, 100);
    expect((await top(bystander, campaign)).rows).toEqual([
      [leader.id, 1, 500],
      [second.id, 2, 300],
    ]);

    // the second overtakes the leader: a bystander's page may lag a moment, their own place never does
    await setExperience(t.db, { clientId, userId: second.id, campaignId: campaign }, 900);
    await setExperience(t.db, { clientId, userId: bystander.id, campaignId: campaign }, 150);
    const soon = await top(bystander, campaign);
    expect(soon.rows).toEqual([
      [leader.id, 1, 500],
      [second.id, 2, 300],
    ]);
    expect(soon.me).toEqual({ position: 3, score: 150 });

    t.clock.advance(1000);
    expect((await top(bystander, campaign)).rows).toEqual([
      [second.id, 1, 900],
      [leader.id, 2, 500],
    ]);
  });

  it('reads the page again for a user on it whose own standing moved, so their row and place agree', async () => {
    const campaign = (await buildCampaign(t.db, clientId, { begin: '2026-10-01', end: '2026-12-31' })).id;
    const leader = await member(campaign, 500);
    const climber = await member(campaign, 100);
    const third = await member(campaign, 300);
    expect((await top(leader, campaign)).rows).toEqual([
      [leader.id, 1, 500],
      [third.id, 2, 300],
    ]);

    // the climber enters the kept page's places: their own read is fresh
    await setExperience(t.db, { clientId, userId: climber.id, campaignId: campaign }, 400);
    const own = await top(climber, campaign);
    expect(own.me).toEqual({ position: 2, score: 400 });
    expect(own.rows).toEqual([
      [leader.id, 1, 500],
      [climber.id, 2, 400],
    ]);

    // the leader, on the page, loses points: their row is read again too
    await setExperience(t.db, { clientId, userId: leader.id, campaignId: campaign }, 350);
    const fallen = await top(leader, campaign);
    expect(fallen.me).toEqual({ position: 2, score: 350 });
    expect(fallen.rows).toEqual([
      [climber.id, 1, 400],
      [leader.id, 2, 350],
    ]);
  });

  it('reads an aged-out first page once for all the members asking at the same moment', async () => {
    // a client of its own whose running campaign is the default: its settings are kept too
    const client = (await buildClient(t.db, { name: 'Busy ranking' })).id;
    const campaign = (await buildCampaign(t.db, client, { begin: '2026-10-01', end: '2026-12-31' })).id;
    const members = await Promise.all(
      [500, 400, 300, 200, 100].map(async (experience) => {
        const user = await buildUser(t.db, { clients: [{ id: client }] });
        await setExperience(t.db, { clientId: client, userId: user.id, campaignId: campaign }, experience);
        return login(t.app, user.username, user.password);
      }),
    );
    const [leader] = members;
    if (!leader) throw new Error('no members');
    const read = async (tokens: typeof leader) => {
      const response = await call(t, 'GET', '/api/v1/rankings?page_size=3', tokens);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const first = await Promise.all(members.map(read));
    // what one request costs with the page kept (its own standing), and alone with the page aged out
    const kept = await t.queries.during(() => read(leader));
    t.clock.advance(1000);
    const alone = await t.queries.during(() => read(leader));
    expect(alone).toBeGreaterThan(kept);

    t.clock.advance(1000);
    let again: unknown[] = [];
    const together = await t.queries.during(async () => {
      again = await Promise.all(members.map(read));
    });
    // the page and the client's settings read once; every other member reads only their own standing
    expect(together).toBe(alone + (members.length - 1) * kept);
    expect(again).toEqual(first);
  });

  it('keeps pages apart per client', async () => {
    const otherClient = (await buildClient(t.db, { name: 'Other kept ranking' })).id;
    const campaign = (await buildCampaign(t.db, clientId, { begin: '2026-10-01', end: '2026-12-31' })).id;
    const ours = await member(campaign, 200);
    expect((await top(ours, campaign)).rows).toEqual([[ours.id, 1, 200]]);
    const stranger = await buildUser(t.db, { clients: [{ id: otherClient }] });
    const tokens = await login(t.app, stranger.username, stranger.password);
    // another client's user asking for this campaign is refused, kept page or not
    const response = await call(t, 'GET', `/api/v1/rankings?campaign_id=${campaign}&page_size=2`, tokens);
    expect(response.statusCode).toBe(404);
  });
});
