import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClientCountries,
  buildBranch,
  buildCampaign,
  buildClient,
  buildUser,
  login,
  type Tokens,
} from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { call } from '../../../../test/profile-fixtures.ts';
import { type BalanceKey, setExperience } from '../../../../test/ranking-fixtures.ts';
import { postEntry } from '../ledger.ts';

let t: TestContext;
let clientId: number;
let brazil: number;
let argentina: number;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db, { name: 'Ranked' })).id;
  [brazil = 0, argentina = 0] = await addClientCountries(t.db, clientId, ['BR', 'AR']);
});
afterAll(() => t.close());

/** A campaign of its own per test, so each test ranks only the users it made. */
const newCampaign = (client = clientId) =>
  buildCampaign(t.db, client, { begin: '2026-10-01', end: '2026-12-31' }).then((c) => c.id);

/** A member of the client (optionally signed in) with the given experience in the campaign. */
async function ranked(
  campaignId: number | null,
  experience: number,
  options: Partial<BalanceKey> & { signIn?: boolean; client?: number } = {},
) {
  const client = options.client ?? clientId;
  const user = await buildUser(t.db, { clients: [{ id: client }] });
  await setExperience(t.db, { clientId: client, userId: user.id, campaignId, ...options }, experience);
  const tokens = options.signIn ? await login(t.app, user.username, user.password) : undefined;
  return { ...user, tokens: tokens as Tokens };
}

const rankings = (tokens: Tokens, query: Record<string, number | undefined>, language?: string) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  );
  return call(t, 'GET', `/api/v1/rankings?${search}`, tokens, undefined, language);
};

describe('GET /api/v1/rankings', () => {
  it('orders by experience, ties share a position (1, 2, 2, 4) and users without experience are not ranked', async () => {
    const campaign = await newCampaign();
    const first = await ranked(campaign, 500);
    const me = await ranked(campaign, 300, { signIn: true });
    const tied = await ranked(campaign, 300);
    const fourth = await ranked(campaign, 100);
    const ace = await ranked(campaign, 50);
    await ranked(campaign, 0);
    await t.db
      .updateTable('users')
      .set({ nickname: 'Ace', image_url: '/files/ace.webp' })
      .where('id', '=', ace.id)
      .execute();
    // points in another campaign and outside campaigns belong to other rankings
    await setExperience(t.db, { clientId, userId: fourth.id, campaignId: null }, 9000);

    const response = await rankings(me.tokens, { campaign_id: campaign });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 5,
      page: 1,
      page_size: 20,
      campaign_id: campaign,
      show_score: true,
      results: [
        { position: 1, user_id: first.id, name: `User ${first.username}`, image: null, score: 500 },
        { position: 2, user_id: me.id, name: `User ${me.username}`, image: null, score: 300 },
        { position: 2, user_id: tied.id, name: `User ${tied.username}`, image: null, score: 300 },
        { position: 4, user_id: fourth.id, name: `User ${fourth.username}`, image: null, score: 100 },
        { position: 5, user_id: ace.id, name: 'Ace', image: '/files/ace.webp', score: 50 },
      ],
      me: { position: 2, score: 300 },
    });
  });

  it('gives no position to a user without experience, and moves with postings through the ledger', async () => {
    const campaign = await newCampaign();
    await ranked(campaign, 40);
    const me = await ranked(campaign, 0, { signIn: true });
    expect((await rankings(me.tokens, { campaign_id: campaign })).json()).toMatchObject({
      count: 1,
      me: null,
    });

    const post = (amount: number) =>
      postEntry(
        t.db,
        {
          clientId,
          userId: me.id,
          programme: 'rewards',
          campaignId: campaign,
          kind: 'bonus',
          amount,
          experience: amount,
        },
        t.clock.now(),
      );
    await post(25);
    expect((await rankings(me.tokens, { campaign_id: campaign })).json()).toMatchObject({
      count: 2,
      me: { position: 2, score: 25 },
    });
    await post(30);
    const after = (await rankings(me.tokens, { campaign_id: campaign })).json();
    expect(after.me).toEqual({ position: 1, score: 55 });
    expect(after.results.map((r: { user_id: number }) => r.user_id)[0]).toBe(me.id);
  });

  it('filters by country and by store, ranking within them; outside the filter the user has no position', async () => {
    const campaign = await newCampaign();
    const storeBr = await buildBranch(t.db, clientId, { countryId: brazil });
    const storeAr = await buildBranch(t.db, clientId, { countryId: argentina });
    const ar1 = await ranked(campaign, 900, { countryId: argentina, branchId: storeAr.id });
    const br1 = await ranked(campaign, 800, { countryId: brazil, branchId: storeBr.id });
    const me = await ranked(campaign, 700, { countryId: brazil, branchId: storeBr.id, signIn: true });
    const br3 = await ranked(campaign, 700, { countryId: brazil });
    const ar2 = await ranked(campaign, 10, { countryId: argentina, branchId: storeAr.id });

    const inBrazil = (await rankings(me.tokens, { campaign_id: campaign, country_id: brazil })).json();
    expect(inBrazil.count).toBe(3);
    expect(
      inBrazil.results.map((r: { user_id: number; position: number }) => [r.user_id, r.position]),
    ).toEqual([
      [br1.id, 1],
      [me.id, 2],
      [br3.id, 2],
    ]);
    expect(inBrazil.me).toEqual({ position: 2, score: 700 });

    const inStore = (await rankings(me.tokens, { campaign_id: campaign, branch_id: storeBr.id })).json();
    expect(
      inStore.results.map((r: { user_id: number; position: number }) => [r.user_id, r.position]),
    ).toEqual([
      [br1.id, 1],
      [me.id, 2],
    ]);
    expect(inStore).toMatchObject({ count: 2, me: { position: 2, score: 700 } });

    const inArgentina = (await rankings(me.tokens, { campaign_id: campaign, country_id: argentina })).json();
    expect(inArgentina.results.map((r: { user_id: number }) => r.user_id)).toEqual([ar1.id, ar2.id]);
    expect(inArgentina.me).toBeNull();
    const otherStore = (await rankings(me.tokens, { campaign_id: campaign, branch_id: storeAr.id })).json();
    expect(otherStore).toMatchObject({ count: 2, me: null });

    const everyone = (await rankings(me.tokens, { campaign_id: campaign })).json();
    expect(everyone.me).toEqual({ position: 3, score: 700 });
  });

  it('pages with positions that carry across page boundaries', async () => {
    const campaign = await newCampaign();
    const users = [];
    for (const score of [400, 300, 300, 300, 200]) users.push(await ranked(campaign, score));
    const me = await ranked(campaign, 200, { signIn: true });
    const page = async (n: number) =>
      (await rankings(me.tokens, { campaign_id: campaign, page: n, page_size: 2 })).json();

    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((p) => p.results.map((r: { position: number }) => r.position))).toEqual([
      [1, 2],
      [2, 2],
      [5, 5],
      [],
    ]);
    expect(pages.map((p) => p.count)).toEqual([6, 6, 6, 6]);
    expect(pages.flatMap((p) => p.results.map((r: { user_id: number }) => r.user_id))).toEqual([
      ...users.map((u) => u.id),
      me.id,
    ]);
    expect(pages[2].me).toEqual({ position: 5, score: 200 });

    const tooBig = await rankings(me.tokens, { campaign_id: campaign, page_size: 101 });
    expect(tooBig.statusCode).toBe(400);
  });

  it('is not found when the client has no ranking module (has_ranking false)', async () => {
    const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
    const me = await ranked(null, 100, { client: client.id, signIn: true });
    const response = await rankings(me.tokens, {}, 'en-US');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('common.not_found');
  });

  it('omits scores when the client hides them (group_training_use_score false), keeping positions', async () => {
    const client = await buildClient(t.db, { useScore: false });
    const other = await ranked(null, 70, { client: client.id });
    const me = await ranked(null, 30, { client: client.id, signIn: true });
    const body = (await rankings(me.tokens, {})).json();
    expect(body).toEqual({
      count: 2,
      page: 1,
      page_size: 20,
      campaign_id: null,
      show_score: false,
      results: [
        { position: 1, user_id: other.id, name: `User ${other.username}`, image: null },
        { position: 2, user_id: me.id, name: `User ${me.username}`, image: null },
      ],
      me: { position: 2 },
    });
  });

  it('ranks the running reward campaign when no campaign is asked for', async () => {
    const client = await buildClient(t.db);
    await buildCampaign(t.db, client.id, { begin: '2026-01-01', end: '2026-03-31', reward: true });
    const running = await buildCampaign(t.db, client.id, {
      begin: '2026-11-01',
      end: '2027-01-31',
      reward: true,
    });
    const me = await ranked(running.id, 12, { client: client.id, signIn: true });
    await setExperience(t.db, { clientId: client.id, userId: me.id, campaignId: null }, 99);
    const body = (await rankings(me.tokens, {})).json();
    expect(body).toMatchObject({ campaign_id: running.id, count: 1, me: { position: 1, score: 12 } });
  });

  it('shows a closed account in its place without personal data', async () => {
    const campaign = await newCampaign();
    const closing = await ranked(campaign, 80, { signIn: true });
    await t.db
      .updateTable('users')
      .set({ nickname: 'Zé', image_url: '/files/ze.webp' })
      .where('id', '=', closing.id)
      .execute();
    const closed = await call(t, 'POST', '/api/v1/profile/close', closing.tokens, {
      typed_name: `User ${closing.username}`,
      confirm: true,
    });
    expect(closed.statusCode).toBe(200);
    const me = await ranked(campaign, 20, { signIn: true });
    const body = (await rankings(me.tokens, { campaign_id: campaign })).json();
    expect(body.results[0]).toEqual({
      position: 1,
      user_id: closing.id,
      name: 'Conta encerrada',
      image: null,
      score: 80,
    });
    expect(JSON.stringify(body)).not.toContain(closing.username);
  });
});

describe('tenant isolation', () => {
  it("ranks only the selected client's users; another client's campaign or store is not found", async () => {
    const other = await buildClient(t.db, { name: 'Other' });
    const otherCampaign = await newCampaign(other.id);
    const otherStore = await buildBranch(t.db, other.id);
    const campaign = await newCampaign();

    const both = await buildUser(t.db, { clients: [{ id: clientId }, { id: other.id }] });
    await setExperience(t.db, { clientId, userId: both.id, campaignId: campaign }, 10);
    await setExperience(t.db, { clientId: other.id, userId: both.id, campaignId: otherCampaign }, 20);
    const outsider = await ranked(otherCampaign, 500, { client: other.id });
    // the other client's balances in this client's campaign id cannot exist; its own users never show here
    const tokens = await login(t.app, both.username, both.password);
    await call(t, 'POST', '/api/v1/session/client', tokens, { client_id: clientId });

    const mine = (await rankings(tokens, { campaign_id: campaign })).json();
    expect(mine.results.map((r: { user_id: number }) => r.user_id)).toEqual([both.id]);
    expect(mine.me).toEqual({ position: 1, score: 10 });
    expect((await rankings(tokens, { campaign_id: otherCampaign })).statusCode).toBe(404);
    expect((await rankings(tokens, { campaign_id: campaign, branch_id: otherStore.id })).statusCode).toBe(
      404,
    );

    await call(t, 'POST', '/api/v1/session/client', tokens, { client_id: other.id });
    const theirs = (await rankings(tokens, { campaign_id: otherCampaign })).json();
    expect(theirs.results.map((r: { user_id: number }) => r.user_id)).toEqual([outsider.id, both.id]);
    expect(theirs.me).toEqual({ position: 2, score: 20 });
    expect((await rankings(tokens, { campaign_id: campaign })).statusCode).toBe(404);
  });
});
