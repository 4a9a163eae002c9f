import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge, earn, earnedBadges, notificationsOf } from '../../../../test/badge-fixtures.ts';
import { bearer, buildCampaign, buildClient, buildUser, login } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { reverseEntry } from '../ledger-corrections.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

async function clientWithUser() {
  const client = await buildClient(t.db);
  const user = await buildUser(t.db, { clients: [{ id: client.id }] });
  return { client, user, who: { clientId: client.id, userId: user.id } };
}

describe('first entry of a kind', () => {
  it('is awarded by the first training entry, once, dated by the entry, with a badge_earned notification', async () => {
    const { client, user, who } = await clientWithUser();
    const badge = await buildBadge(t.db, client.id, { code: 'first-course', rule: 'first_entry' });
    await buildBadge(t.db, client.id, { code: 'first-webinar', rule: 'first_entry', pointKind: 'webinar' });

    await earn(t.db, who, 'game', 10, day('2026-11-02'));
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([]);

    const first = await earn(t.db, who, 'training', 50, day('2026-11-03'));
    await earn(t.db, who, 'training', 50, day('2026-11-04'));
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([
      { code: 'first-course', earned_at: day('2026-11-03'), entry_id: first.entry.id },
    ]);
    const notes = await notificationsOf(t.db, user.id, 'badge_earned');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      client_id: client.id,
      channel: 'notification',
      read_at: null,
      created_at: day('2026-11-03'),
      data: { badge_id: badge.id, code: 'first-course', names: { 'en-US': 'Badge first-course' } },
    });
  });

  it('a repeated post (same idempotency key) awards nothing more', async () => {
    const { client, user, who } = await clientWithUser();
    await buildBadge(t.db, client.id, { code: 'first-sale', rule: 'first_entry', pointKind: 'sale' });
    const first = await earn(t.db, who, 'sale', 10, day('2026-11-03'), { idempotencyKey: 'sale-1' });
    const again = await earn(t.db, who, 'sale', 10, day('2026-11-03'), { idempotencyKey: 'sale-1' });
    expect(again.duplicate).toBe(true);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await earnedBadges(t.db, user.id, client.id)).toHaveLength(1);
    expect(await notificationsOf(t.db, user.id, 'badge_earned')).toHaveLength(1);
  });
});

describe('N entries of a kind', () => {
  it('counts sales credited and not reversed', async () => {
    const { client, user, who } = await clientWithUser();
    await buildBadge(t.db, client.id, {
      code: 'three-sales',
      rule: 'entry_count',
      threshold: 3,
      pointKind: 'sale',
    });

    await earn(t.db, who, 'sale', 100, day('2026-11-02'));
    const second = await earn(t.db, who, 'sale', 100, day('2026-11-03'));
    await reverseEntry(
      t.db,
      { entryId: second.entry.id, clientId: client.id, reason: 'reproved' },
      day('2026-11-04'),
    );
    await earn(t.db, who, 'photo', 20, day('2026-11-05'));
    await earn(t.db, who, 'sale', 100, day('2026-11-06'));
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([]);

    const fourth = await earn(t.db, who, 'sale', 100, day('2026-11-07'));
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([
      { code: 'three-sales', earned_at: day('2026-11-07'), entry_id: fourth.entry.id },
    ]);
  });

  it('ignores inactive badges and the badges of other clients', async () => {
    const { client, user, who } = await clientWithUser();
    const other = await buildClient(t.db);
    await buildBadge(t.db, client.id, {
      code: 'retired',
      rule: 'first_entry',
      pointKind: 'sale',
      active: false,
    });
    await buildBadge(t.db, other.id, { code: 'elsewhere', rule: 'first_entry', pointKind: 'sale' });
    await earn(t.db, who, 'sale', 100, day('2026-11-02'));
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([]);
    expect(await earnedBadges(t.db, user.id, other.id)).toEqual([]);
  });
});

describe('experience in a campaign', () => {
  it('is reached by the experience total of one campaign, not the sum across campaigns', async () => {
    const { client, user, who } = await clientWithUser();
    const q3 = await buildCampaign(t.db, client.id, { begin: '2026-07-01', end: '2026-09-15' });
    const q4 = await buildCampaign(t.db, client.id, { begin: '2026-10-01', end: '2026-12-15' });
    await buildBadge(t.db, client.id, { code: 'xp-300', rule: 'campaign_experience', threshold: 300 });
    await buildBadge(t.db, client.id, {
      code: 'xp-q3-100',
      rule: 'campaign_experience',
      threshold: 100,
      campaignId: q3.id,
    });

    await earn(t.db, { ...who, campaignId: q4.id }, 'sale', 200, day('2026-10-10'));
    await earn(t.db, { ...who, campaignId: q3.id }, 'sale', 150, day('2026-10-11'));
    expect((await earnedBadges(t.db, user.id, client.id)).map((b) => b.code)).toEqual(['xp-q3-100']);

    await earn(t.db, { ...who, campaignId: q4.id }, 'training', 100, day('2026-10-12'));
    expect((await earnedBadges(t.db, user.id, client.id)).map((b) => b.code)).toEqual([
      'xp-300',
      'xp-q3-100',
    ]);
  });
});

describe('event streak', () => {
  it('needs event entries in N consecutive weeks; a gap breaks it until it is filled', async () => {
    const { client, user, who } = await clientWithUser();
    await buildBadge(t.db, client.id, {
      code: 'streak-3',
      rule: 'event_streak',
      threshold: 3,
      pointKind: 'event',
    });

    await earn(t.db, who, 'event', 10, day('2026-11-02')); // week of 2 Nov
    await earn(t.db, who, 'event', 10, day('2026-11-12')); // week of 9 Nov
    await earn(t.db, who, 'event', 10, day('2026-11-15')); // same week (Sunday)
    await earn(t.db, who, 'sale', 10, day('2026-11-18')); // another kind in the week of 16 Nov
    await earn(t.db, who, 'event', 10, day('2026-11-25')); // week of 23 Nov: a gap before it
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([]);

    const filler = await earn(t.db, who, 'event', 10, day('2026-11-19')); // fills the week of 16 Nov
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([
      { code: 'streak-3', earned_at: day('2026-11-19'), entry_id: filler.entry.id },
    ]);
  });
});

describe('concurrent postings', () => {
  it('award each badge exactly once, and a threshold crossed by racing postings in different campaigns', async () => {
    const { client, user, who } = await clientWithUser();
    const campaigns = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        buildCampaign(t.db, client.id, { begin: '2026-10-01', end: '2026-12-15' }),
      ),
    );
    await buildBadge(t.db, client.id, { code: 'first-sale', rule: 'first_entry', pointKind: 'sale' });
    await buildBadge(t.db, client.id, {
      code: 'six-sales',
      rule: 'entry_count',
      threshold: 6,
      pointKind: 'sale',
    });

    await Promise.all(
      campaigns.map((campaign) =>
        earn(t.db, { ...who, campaignId: campaign.id }, 'sale', 10, day('2026-11-10')),
      ),
    );
    expect((await earnedBadges(t.db, user.id, client.id)).map((b) => b.code)).toEqual([
      'first-sale',
      'six-sales',
    ]);
    const notes = await notificationsOf(t.db, user.id, 'badge_earned');
    expect(notes.map((n) => n.data.code).sort()).toEqual(['first-sale', 'six-sales']);
  });
});

describe('GET /api/v1/badges', () => {
  it("lists the selected client's badges in the request language, with earned_at for me only", async () => {
    const { client, user, who } = await clientWithUser();
    const neighbour = await buildUser(t.db, { clients: [{ id: client.id }] });
    const other = await buildClient(t.db);
    await buildBadge(t.db, client.id, {
      code: 'first-course',
      rule: 'first_entry',
      names: { 'pt-BR': 'Primeiro curso', 'en-US': 'First course' },
      position: 1,
    });
    await buildBadge(t.db, client.id, {
      code: 'ten-sales',
      rule: 'entry_count',
      threshold: 10,
      pointKind: 'sale',
      names: { 'pt-BR': 'Dez vendas' },
      position: 2,
    });
    await buildBadge(t.db, client.id, { code: 'retired', rule: 'first_entry', active: false, position: 3 });
    await buildBadge(t.db, other.id, { code: 'elsewhere', rule: 'first_entry' });
    await earn(t.db, who, 'training', 30, day('2026-11-03'));

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/badges',
      headers: { ...bearer(await login(t.app, user.username, user.password)), 'accept-language': 'en-US' },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results).toEqual([
      {
        id: expect.any(Number),
        code: 'first-course',
        name: 'First course',
        description: '',
        label_key: null,
        icon: null,
        rule: 'first_entry',
        threshold: 1,
        point_kind: 'training',
        earned_at: day('2026-11-03').toISOString(),
      },
      expect.objectContaining({ code: 'ten-sales', name: 'Dez vendas', earned_at: null }),
    ]);

    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/badges',
      headers: bearer(await login(t.app, neighbour.username, neighbour.password)),
    });
    expect(
      theirs.json().results.map((b: { code: string; earned_at: string | null }) => [b.code, b.earned_at]),
    ).toEqual([
      ['first-course', null],
      ['ten-sales', null],
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/badges' })).statusCode).toBe(401);
  });
});
