import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign } from '../../../../test/factories.ts';
import { createTestDatabase } from '../../../../test/harness.ts';
import { balancesAgainstEntries, ledgerClient, member, post } from '../../../../test/points-fixtures.ts';
import type { DatabaseHandle } from '../../../db/connection.ts';
import { balanceOf } from '../ledger.ts';
import { campaignPointsExpireAt, expireCampaign, expireEndedCampaigns } from './expire.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;

/** A client whose Q3 campaign ended on 2026-09-15, with two holders in it and other points elsewhere. */
async function scenario() {
  const client = await ledgerClient(db());
  const [ana, bia, caio] = await Promise.all([1, 2, 3].map(() => member(db(), client.id)));
  if (!ana || !bia || !caio) throw new Error('members');
  const at = (userId: number, campaignId: number | null) => ({ clientId: client.id, userId, campaignId });
  const earlier = new Date('2026-09-01T12:00:00Z');
  await post(db(), { ...at(ana.id, client.previous), amount: 70 }, earlier);
  await post(db(), { ...at(ana.id, client.previous), kind: 'redemption', amount: -20 }, earlier);
  await post(db(), { ...at(bia.id, client.previous), amount: 15 }, earlier);
  await post(db(), { ...at(ana.id, client.current), amount: 40 }, earlier);
  await post(db(), { ...at(ana.id, null), programme: 'training', kind: 'training', amount: 9 }, earlier);
  // caio spent everything: nothing to expire
  await post(db(), { ...at(caio.id, client.previous), amount: 5 }, earlier);
  await post(db(), { ...at(caio.id, client.previous), kind: 'redemption', amount: -5 }, earlier);
  return { client, ana, bia, caio, at, users: [ana.id, bia.id, caio.id] };
}

async function expiriesOf(userIds: number[]) {
  return db()
    .selectFrom('point_entries')
    .select(['user_id', 'campaign_id', 'amount', 'experience', 'idempotency_key', 'programme'])
    .where('user_id', 'in', userIds)
    .where('kind', '=', 'expiry')
    .orderBy('id')
    .execute();
}

describe('campaignPointsExpireAt', () => {
  it('is noon UTC on the day after the last day: the last day is over in every time zone', () => {
    expect(campaignPointsExpireAt('2026-09-15').toISOString()).toBe('2026-09-16T12:00:00.000Z');
    expect(campaignPointsExpireAt('2026-12-31').toISOString()).toBe('2027-01-01T12:00:00.000Z');
  });
});

describe('expireCampaign', () => {
  it('debits every holder’s remaining points once; a second run changes nothing; other balances untouched', async () => {
    const { client, ana, bia, at, users } = await scenario();
    const now = new Date('2026-09-20T00:00:00Z');
    const first = await expireCampaign(db(), client.previous, now);
    expect(first).toEqual({ campaignId: client.previous, users: 2, points: 65 });
    const second = await expireCampaign(db(), client.previous, now);
    expect(second).toEqual({ campaignId: client.previous, users: 0, points: 0 });

    expect(await expiriesOf(users)).toEqual([
      {
        user_id: ana.id,
        campaign_id: client.previous,
        amount: -50,
        experience: 0,
        idempotency_key: `expiry:${client.previous}:${ana.id}:1`,
        programme: 'rewards',
      },
      {
        user_id: bia.id,
        campaign_id: client.previous,
        amount: -15,
        experience: 0,
        idempotency_key: `expiry:${client.previous}:${bia.id}:1`,
        programme: 'rewards',
      },
    ]);
    // available points are gone; experience (level progress) stays
    expect(await balanceOf(db(), at(ana.id, client.previous))).toEqual({ available: 0, experience: 70 });
    expect(await balanceOf(db(), at(bia.id, client.previous))).toEqual({ available: 0, experience: 15 });
    expect(await balanceOf(db(), at(ana.id, client.current))).toEqual({ available: 40, experience: 40 });
    expect(await balanceOf(db(), at(ana.id, null))).toEqual({ available: 9, experience: 9 });
    for (const row of await balancesAgainstEntries(db(), users)) {
      expect(row.available).toBe(row.entries_available);
    }
  });

  it('expires nothing before the last day is over everywhere, nor an unknown campaign', async () => {
    const { client, users } = await scenario();
    expect((await expireCampaign(db(), client.previous, new Date('2026-09-16T11:59:59Z'))).users).toBe(0);
    expect((await expireCampaign(db(), client.current, new Date('2026-09-20T00:00:00Z'))).users).toBe(0);
    expect((await expireCampaign(db(), 999_999, new Date('2030-01-01T00:00:00Z'))).users).toBe(0);
    expect(await expiriesOf(users)).toEqual([]);
    expect((await expireCampaign(db(), client.previous, new Date('2026-09-16T12:00:00Z'))).users).toBe(2);
  });

  it('sweeps points credited after an earlier run as a new expiry entry', async () => {
    const { client, bia, at } = await scenario();
    const now = new Date('2026-09-20T00:00:00Z');
    await expireCampaign(db(), client.previous, now);
    await post(
      db(),
      { ...at(bia.id, client.previous), kind: 'adjustment', amount: 8, reason: 'Late fix' },
      now,
    );
    expect(await expireCampaign(db(), client.previous, now)).toMatchObject({ users: 1, points: 8 });
    const keys = (await expiriesOf([bia.id])).map((e) => e.idempotency_key);
    expect(keys).toEqual([`expiry:${client.previous}:${bia.id}:1`, `expiry:${client.previous}:${bia.id}:2`]);
    expect(await balanceOf(db(), at(bia.id, client.previous))).toEqual({ available: 0, experience: 15 });
  });

  it('two runs at once still post one expiry per holder', async () => {
    const { client, users } = await scenario();
    const now = new Date('2026-09-20T00:00:00Z');
    const runs = await Promise.all([
      expireCampaign(db(), client.previous, now),
      expireCampaign(db(), client.previous, now),
    ]);
    expect(runs.reduce((sum, r) => sum + r.points, 0)).toBe(65);
    expect(await expiriesOf(users)).toHaveLength(2);
  });
});

describe('expireEndedCampaigns', () => {
  it('expires every campaign whose points have expired, of every client, and only those', async () => {
    const one = await scenario();
    const two = await scenario();
    const late = await buildCampaign(db(), two.client.id, {
      begin: '2026-09-01',
      end: '2026-09-19',
      reward: true,
    });
    await post(db(), { ...two.at(two.bia.id, late.id), amount: 3 }, new Date('2026-09-10T12:00:00Z'));

    const results = await expireEndedCampaigns(db(), new Date('2026-09-20T00:00:00Z'));
    const byCampaign = new Map(results.map((r) => [r.campaignId, r.points]));
    expect(byCampaign.get(one.client.previous)).toBe(65);
    expect(byCampaign.get(two.client.previous)).toBe(65);
    // ended on the 19th: not over everywhere until the 20th at noon UTC
    expect(byCampaign.has(late.id)).toBe(false);
    expect(byCampaign.has(one.client.current)).toBe(false);

    const noon = await expireEndedCampaigns(db(), new Date('2026-09-20T12:00:00Z'));
    expect(noon.find((r) => r.campaignId === late.id)?.points).toBe(3);
    expect(noon.some((r) => r.campaignId === one.client.previous)).toBe(false);
  });
});
