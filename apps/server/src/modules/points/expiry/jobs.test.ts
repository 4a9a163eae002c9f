import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign } from '../../../../test/factories.ts';
import { createTestDatabase, TEST_SECRET, testClock } from '../../../../test/harness.ts';
import { ledgerClient, member, post } from '../../../../test/points-fixtures.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/connection.ts';
import { balanceOf } from '../ledger.ts';
import { EXPIRE_CAMPAIGNS_JOB, WARN_EXPIRING_POINTS_JOB } from './job.ts';

/** The expiry sweep and the expiry warning run by pg-boss itself, in an app built with jobs on, on whichever engine the tests use. */

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = testClock(new Date('2026-09-25T08:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      POINTS_EXPIRY_CRON: '15 3 * * *',
      POINTS_EXPIRY_WARNING_CRON: '45 3 * * *',
    }),
    db: database.db,
    secret: TEST_SECRET,
    clock,
    logger: false,
    serveWeb: false,
    housekeeping: false,
    jobs: database,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function waitForJob(id: string, queue = EXPIRE_CAMPAIGNS_JOB) {
  const boss = app.jobs?.boss;
  if (!boss) throw new Error('jobs are not running');
  for (let attempt = 0; attempt < 300; attempt++) {
    const [job] = await boss.findJobs(queue, { id });
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

describe('points expiry through pg-boss', () => {
  it('refuses a schedule that is not a cron expression at start, naming the setting', () => {
    expect(() => loadConfig({ POINTS_EXPIRY_CRON: 'hourly' })).toThrow(/POINTS_EXPIRY_CRON/);
    expect(loadConfig({}).POINTS_EXPIRY_CRON).toBe('5 * * * *');
  });

  it('schedules the sweep with the configured cron', async () => {
    const schedules = await app.jobs?.boss.getSchedules(EXPIRE_CAMPAIGNS_JOB);
    expect(schedules?.map((s) => ({ cron: s.cron, timezone: s.timezone }))).toEqual([
      { cron: '15 3 * * *', timezone: 'UTC' },
    ]);
  });

  it('a queued sweep expires the ended campaign by the app clock; a second one changes nothing', async () => {
    const client = await ledgerClient(database.db);
    const user = await member(database.db, client.id);
    const ended = { clientId: client.id, userId: user.id, campaignId: client.previous };
    const running = { ...ended, campaignId: client.current };
    await post(database.db, { ...ended, amount: 30 }, new Date('2026-09-01T12:00:00Z'));
    await post(database.db, { ...running, amount: 12 }, new Date('2026-10-02T12:00:00Z'));

    const boss = app.jobs?.boss;
    const first = await boss?.send(EXPIRE_CAMPAIGNS_JOB, {});
    expect(first).toBeTruthy();
    const job = await waitForJob(first as string);
    expect(job.state).toBe('completed');
    expect(job.output).toMatchObject({ campaigns: [{ campaignId: client.previous, users: 1, points: 30 }] });
    expect(await balanceOf(database.db, ended)).toEqual({ available: 0, experience: 30 });
    expect(await balanceOf(database.db, running)).toEqual({ available: 12, experience: 12 });

    const second = await boss?.send(EXPIRE_CAMPAIGNS_JOB, {});
    expect((await waitForJob(second as string)).output).toEqual({ campaigns: [] });
    const expiries = await database.db
      .selectFrom('point_entries')
      .select('amount')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'expiry')
      .execute();
    expect(expiries).toEqual([{ amount: -30 }]);
  });
});

describe('the points expiry warning through pg-boss', () => {
  it('refuses a warning schedule that is not a cron expression, naming the setting; daily by default', () => {
    expect(() => loadConfig({ POINTS_EXPIRY_WARNING_CRON: 'daily' })).toThrow(/POINTS_EXPIRY_WARNING_CRON/);
    expect(loadConfig({}).POINTS_EXPIRY_WARNING_CRON).toBe('0 13 * * *');
  });

  it('schedules the warning with its own cron', async () => {
    const schedules = await app.jobs?.boss.getSchedules(WARN_EXPIRING_POINTS_JOB);
    expect(schedules?.map((s) => ({ cron: s.cron, timezone: s.timezone }))).toEqual([
      { cron: '45 3 * * *', timezone: 'UTC' },
    ]);
  });

  it('a queued run warns holders of points expiring soon by the app clock, once', async () => {
    const client = await ledgerClient(database.db);
    // ends 2026-09-28: its points expire at 12:00 UTC on 2026-09-29, four days after the app clock
    const ending = await buildCampaign(database.db, client.id, { begin: '2026-07-01', end: '2026-09-28' });
    const user = await member(database.db, client.id);
    await post(
      database.db,
      { clientId: client.id, userId: user.id, campaignId: ending.id, amount: 25 },
      new Date('2026-09-20T12:00:00Z'),
    );

    const boss = app.jobs?.boss;
    const first = await boss?.send(WARN_EXPIRING_POINTS_JOB, {});
    const job = await waitForJob(first as string, WARN_EXPIRING_POINTS_JOB);
    expect(job.state).toBe('completed');
    expect(job.output).toMatchObject({
      campaigns: [{ campaignId: ending.id, expiresAt: '2026-09-29T12:00:00.000Z', users: 1, points: 25 }],
    });
    const second = await boss?.send(WARN_EXPIRING_POINTS_JOB, {});
    expect((await waitForJob(second as string, WARN_EXPIRING_POINTS_JOB)).output).toEqual({ campaigns: [] });

    const notifications = await database.db
      .selectFrom('notifications')
      .select(['client_id', 'kind', 'data'])
      .where('user_id', '=', user.id)
      .execute();
    expect(notifications).toEqual([
      {
        client_id: client.id,
        kind: 'points_expiring',
        data: { points: 25, valid_until: '2026-09-28', expires_at: '2026-09-29T12:00:00.000Z' },
      },
    ]);
  });
});
