import { POINTS_EXPIRY_WARNING_DAYS } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, buildClient, buildUser } from '../../../../test/factories.ts';
import { createTestDatabase } from '../../../../test/harness.ts';
import { engine, ledgerClient, member, post } from '../../../../test/points-fixtures.ts';
import { bulkUsers } from '../../../../test/ranking-fixtures.ts';
import type { DatabaseHandle } from '../../../db/connection.ts';
import { campaignPointsExpireAt, expireCampaign } from './expire.ts';
import { POINTS_EXPIRING_KIND, warnExpiringPoints } from './warn.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;

/** The Q4 campaign of `ledgerClient` ends on 2026-12-15: its points expire at 12:00 UTC on 2026-12-16. */
const Q4_EXPIRES_AT = '2026-12-16T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const earlier = new Date('2026-10-05T12:00:00Z');
/** Six days and four hours before Q4's points expire. */
const inWindow = new Date('2026-12-10T08:00:00Z');

async function warningsOf(userIds: number[]) {
  return db()
    .selectFrom('notifications')
    .select(['user_id', 'client_id', 'kind', 'data', 'channel', 'created_at'])
    .where('user_id', 'in', userIds)
    .where('kind', '=', POINTS_EXPIRING_KIND)
    .orderBy('user_id')
    .orderBy('client_id')
    .execute();
}

/** A client whose Q4 has holders with points left, a holder who spent everything, and points elsewhere. */
async function scenario() {
  const client = await ledgerClient(db());
  const next = await buildCampaign(db(), client.id, { begin: '2027-01-01', end: '2027-03-15', reward: true });
  // one after the other: ids in name order, the order the checks read them in
  const ana = await member(db(), client.id);
  const bia = await member(db(), client.id);
  const caio = await member(db(), client.id);
  const dora = await member(db(), client.id);
  const at = (userId: number, campaignId: number | null) => ({ clientId: client.id, userId, campaignId });
  await post(db(), { ...at(ana.id, client.current), amount: 70 }, earlier);
  await post(db(), { ...at(ana.id, client.current), kind: 'redemption', amount: -20 }, earlier);
  await post(db(), { ...at(bia.id, client.current), amount: 15 }, earlier);
  // caio spent everything in Q4
  await post(db(), { ...at(caio.id, client.current), amount: 5 }, earlier);
  await post(db(), { ...at(caio.id, client.current), kind: 'redemption', amount: -5 }, earlier);
  // dora's points are in the ended Q3, the next campaign and the training programme: none expire in the window
  await post(db(), { ...at(dora.id, client.previous), amount: 30 }, new Date('2026-09-01T12:00:00Z'));
  await post(db(), { ...at(dora.id, next.id), amount: 8 }, earlier);
  await post(db(), { ...at(dora.id, null), programme: 'training', kind: 'training', amount: 9 }, earlier);
  return { client, next: next.id, ana, bia, caio, dora, at };
}

describe('warnExpiringPoints', () => {
  it('warns each holder of points in a campaign expiring within the window, with the points and the instant', async () => {
    const { client, ana, bia, caio, dora } = await scenario();
    const result = await warnExpiringPoints(db(), inWindow);
    expect(result).toContainEqual({
      campaignId: client.current,
      expiresAt: Q4_EXPIRES_AT,
      users: 2,
      points: 65,
    });
    expect(result.map((r) => r.campaignId)).not.toContain(client.previous);

    const warned = await warningsOf([ana.id, bia.id, caio.id, dora.id]);
    expect(warned).toEqual([
      {
        user_id: ana.id,
        client_id: client.id,
        kind: 'points_expiring',
        data: { points: 50, valid_until: '2026-12-15', expires_at: Q4_EXPIRES_AT },
        channel: 'notification',
        created_at: inWindow,
      },
      {
        user_id: bia.id,
        client_id: client.id,
        kind: 'points_expiring',
        data: { points: 15, valid_until: '2026-12-15', expires_at: Q4_EXPIRES_AT },
        channel: 'notification',
        created_at: inWindow,
      },
    ]);
    const recorded = await db()
      .selectFrom('points_expiry_warnings')
      .select(['user_id', 'client_id', 'points'])
      .where('campaign_id', '=', client.current)
      .orderBy('user_id')
      .execute();
    expect(recorded).toEqual([
      { user_id: ana.id, client_id: client.id, points: 50 },
      { user_id: bia.id, client_id: client.id, points: 15 },
    ]);
  });

  it('expires_at is the instant the expiry sweep takes the points: they are still there just before it', async () => {
    const { client, ana } = await scenario();
    await warnExpiringPoints(db(), inWindow);
    const [warning] = await warningsOf([ana.id]);
    const expiresAt = new Date(String(warning?.data.expires_at));
    expect(expiresAt).toEqual(campaignPointsExpireAt('2026-12-15'));

    expect(await expireCampaign(db(), client.current, new Date(expiresAt.getTime() - 1))).toMatchObject({
      users: 0,
    });
    expect(await expireCampaign(db(), client.current, expiresAt)).toMatchObject({ users: 2, points: 65 });
  });

  it('warns from exactly the warning window before the points expire until they expire, not outside', async () => {
    expect(POINTS_EXPIRY_WARNING_DAYS).toBe(7);
    const expiresAt = new Date(Q4_EXPIRES_AT).getTime();
    const cases = [
      { now: expiresAt - 7 * DAY - 1, warned: false }, // the window has not opened
      { now: expiresAt - 7 * DAY, warned: true }, // it opens 7 days before
      { now: expiresAt - 1, warned: true }, // the last moment
      { now: expiresAt, warned: false }, // expired: the sweep's turn
    ];
    for (const { now, warned } of cases) {
      const { client, ana } = await scenario();
      const result = await warnExpiringPoints(db(), new Date(now));
      expect(result.some((r) => r.campaignId === client.current)).toBe(warned);
      expect(await warningsOf([ana.id])).toHaveLength(warned ? 1 : 0);
    }
  });

  it('warns once per user and campaign however often it runs; a new holder is warned by the next run', async () => {
    const { client, ana, bia, caio, at } = await scenario();
    const first = await warnExpiringPoints(db(), inWindow);
    expect(first.find((r) => r.campaignId === client.current)).toMatchObject({ users: 2, points: 65 });

    // more points for ana, and caio holds points again: only caio is new
    await post(db(), { ...at(ana.id, client.current), amount: 10 }, new Date(inWindow.getTime() + 60_000));
    await post(db(), { ...at(caio.id, client.current), amount: 4 }, new Date(inWindow.getTime() + 60_000));
    const second = await warnExpiringPoints(db(), new Date(inWindow.getTime() + DAY));
    expect(second.find((r) => r.campaignId === client.current)).toMatchObject({ users: 1, points: 4 });
    const third = await warnExpiringPoints(db(), new Date(inWindow.getTime() + 2 * DAY));
    expect(third.find((r) => r.campaignId === client.current)).toBeUndefined();

    const warned = await warningsOf([ana.id, bia.id, caio.id]);
    expect(warned.map((w) => [w.user_id, w.data.points])).toEqual([
      [ana.id, 50],
      [bia.id, 15],
      [caio.id, 4],
    ]);
  });

  it('keeps clients apart: a user of two clients is warned in each about that client’s points only', async () => {
    const first = await ledgerClient(db());
    const second = await ledgerClient(db());
    const both = await buildUser(db(), { clients: [{ id: first.id }, { id: second.id }] });
    const onlySecond = await member(db(), second.id);
    await post(db(), { clientId: first.id, userId: both.id, campaignId: first.current, amount: 11 }, earlier);
    await post(
      db(),
      { clientId: second.id, userId: both.id, campaignId: second.current, amount: 22 },
      earlier,
    );
    await post(
      db(),
      { clientId: second.id, userId: onlySecond.id, campaignId: second.current, amount: 33 },
      earlier,
    );

    const result = await warnExpiringPoints(db(), inWindow);
    expect(result.find((r) => r.campaignId === first.current)).toMatchObject({ users: 1, points: 11 });
    expect(result.find((r) => r.campaignId === second.current)).toMatchObject({ users: 2, points: 55 });
    const warned = await warningsOf([both.id, onlySecond.id]);
    expect(warned.map((w) => ({ user: w.user_id, client: w.client_id, points: w.data.points }))).toEqual([
      { user: both.id, client: first.id, points: 11 },
      { user: both.id, client: second.id, points: 22 },
      { user: onlySecond.id, client: second.id, points: 33 },
    ]);
  });

  it('warns every holder of a campaign larger than one batch, each once', async () => {
    const { clientId, campaignId, users } = await manyHolders(230);
    const [result] = (await warnExpiringPoints(db(), inWindow)).filter((r) => r.campaignId === campaignId);
    expect(result).toMatchObject({ users: 230, points: 230 * 3 });
    const warned = await warningsOf(users);
    expect(warned.map((w) => w.user_id)).toEqual(users);
    expect(new Set(warned.map((w) => w.client_id))).toEqual(new Set([clientId]));
  });

  // real concurrency needs several connections: PostgreSQL only (ARCHITECTURE §7)
  it.runIf(engine() === 'postgres')(
    'two runs at once (two instances) still warn each holder once, and never deadlock',
    async () => {
      const { campaignId, users } = await manyHolders(450);
      const runs = await Promise.all([
        warnExpiringPoints(db(), inWindow),
        warnExpiringPoints(db(), inWindow),
        warnExpiringPoints(db(), inWindow),
      ]);
      const warnedByRuns = runs
        .flat()
        .filter((r) => r.campaignId === campaignId)
        .reduce((sum, r) => sum + r.users, 0);
      expect(warnedByRuns).toBe(450);
      const warned = await warningsOf(users);
      expect(warned.map((w) => w.user_id)).toEqual(users);
    },
  );
});

/** A client with `count` holders of 3 points each in a campaign whose points expire at Q4's instant. */
async function manyHolders(count: number) {
  const client = await buildClient(db());
  const campaign = await buildCampaign(db(), client.id, {
    begin: '2026-10-01',
    end: '2026-12-15',
    reward: true,
  });
  const users = await bulkUsers(db(), count, `expiring-${client.id}-`);
  await db()
    .insertInto('user_clients')
    .values(users.map((id) => ({ user_id: id, client_id: client.id, role: 'learner' as const })))
    .execute();
  await Promise.all(
    users.map((userId) =>
      post(db(), { clientId: client.id, userId, campaignId: campaign.id, amount: 3 }, earlier),
    ),
  );
  return { clientId: client.id, campaignId: campaign.id, users };
}
