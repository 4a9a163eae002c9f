import type { ProgrammeLevelId } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  decide,
  earn,
  levelChangesOf,
  levelsSite,
  seller,
  setThresholds,
  storedLevel,
  THRESHOLDS,
} from '../../../../test/level-fixtures.ts';
import { reverseEntry } from '../ledger-corrections.ts';

let t: TestContext;
let site: Awaited<ReturnType<typeof levelsSite>>;

beforeAll(async () => {
  t = await createTestContext();
  site = await levelsSite(t.app, t.db);
});
afterAll(() => t.close());

/** A salesperson who earned `base` points in the previous campaign and was approved to `level` there. */
async function endedPreviousCampaign(base: number, level: ProgrammeLevelId) {
  const user = await seller(t.app, t.db, site.id);
  const who = { clientId: site.id, userId: user.id, campaignId: site.previous.id };
  const posting = await earn(t.db, new Date('2026-08-10T12:00:00Z'), who, base);
  if (level !== 'junior') {
    const change = (await levelChangesOf(t.db, user.id, site.previous.id)).find(
      (c) => c.status === 'pending',
    );
    if (!change) throw new Error('no pending level change');
    expect((await decide(t.app, site.admin.headers, change.id, 'approve')).statusCode).toBe(200);
    expect(await storedLevel(t.db, user.id, site.previous.id)).toBe(level);
  }
  return { user, posting };
}

/** The user's first posting in the current campaign: the level it resolved and the multiplier it earned with. */
async function firstPostingInCurrent(userId: number, campaignId = site.current.id) {
  const posting = await earn(t.db, t.clock.now(), { clientId: site.id, userId, campaignId }, 100);
  return { level: await storedLevel(t.db, userId, campaignId), multiplier: posting.entry.multiplier };
}

describe('the level at the start of the next campaign (SPEC §4: the fall)', () => {
  it('starts a user without a previous campaign at junior', async () => {
    const user = await seller(t.app, t.db, site.id);
    expect(await firstPostingInCurrent(user.id)).toEqual({ level: 'junior', multiplier: 1 });
  });

  it('carries the level over when the previous campaign ended at or above its minimum', async () => {
    const { user } = await endedPreviousCampaign(THRESHOLDS.intermediate, 'intermediate');
    expect(await firstPostingInCurrent(user.id)).toEqual({ level: 'intermediate', multiplier: 1.5 });
  });

  it('falls one level when a reproved sale left the previous campaign below the minimum', async () => {
    const { user } = await endedPreviousCampaign(60, 'junior');
    const sale = await earn(
      t.db,
      new Date('2026-08-20T12:00:00Z'),
      {
        clientId: site.id,
        userId: user.id,
        campaignId: site.previous.id,
      },
      60,
    );
    const [change] = await levelChangesOf(t.db, user.id, site.previous.id);
    if (!change) throw new Error('no level change');
    await decide(t.app, site.admin.headers, change.id, 'approve');
    await reverseEntry(
      t.db,
      { entryId: sale.entry.id, clientId: site.id, reason: 'sale reproved' },
      t.clock.now(),
    );

    expect(await firstPostingInCurrent(user.id)).toEqual({ level: 'junior', multiplier: 1 });
  });

  it('falls only one level: highest below its minimum starts the next campaign at intermediate', async () => {
    const { user, posting } = await endedPreviousCampaign(THRESHOLDS.highest, 'highest');
    await reverseEntry(
      t.db,
      { entryId: posting.entry.id, clientId: site.id, reason: 'sale reproved' },
      t.clock.now(),
    );
    expect(await firstPostingInCurrent(user.id)).toEqual({ level: 'intermediate', multiplier: 1.5 });
  });

  it('never takes junior lower, even with no experience left', async () => {
    const { user, posting } = await endedPreviousCampaign(10, 'junior');
    await reverseEntry(
      t.db,
      { entryId: posting.entry.id, clientId: site.id, reason: 'photo reproved' },
      t.clock.now(),
    );
    expect(await firstPostingInCurrent(user.id)).toEqual({ level: 'junior', multiplier: 1 });
  });

  it('resolves the level once: a later correction in the previous campaign does not move it', async () => {
    const { user, posting } = await endedPreviousCampaign(THRESHOLDS.intermediate, 'intermediate');
    expect(await firstPostingInCurrent(user.id)).toEqual({ level: 'intermediate', multiplier: 1.5 });
    await reverseEntry(
      t.db,
      { entryId: posting.entry.id, clientId: site.id, reason: 'late audit' },
      t.clock.now(),
    );
    const later = await earn(
      t.db,
      t.clock.now(),
      { clientId: site.id, userId: user.id, campaignId: site.current.id },
      10,
    );
    expect(later.entry.multiplier).toBe(1.5);
    expect(await storedLevel(t.db, user.id, site.current.id)).toBe('intermediate');
  });

  it('carries over from the most recent campaign the user joined, skipping those they did not', async () => {
    const { user } = await endedPreviousCampaign(THRESHOLDS.intermediate, 'intermediate');
    // a campaign after the current one, which the user skips, then the one after it
    const skipped = await buildCampaign(t.db, site.id, {
      begin: '2027-01-01',
      end: '2027-03-15',
      reward: true,
    });
    const joined = await buildCampaign(t.db, site.id, {
      begin: '2027-04-01',
      end: '2027-06-15',
      reward: true,
    });
    await setThresholds(t.db, site.id, joined.id, THRESHOLDS);
    expect(await firstPostingInCurrent(user.id, joined.id)).toEqual({
      level: 'intermediate',
      multiplier: 1.5,
    });
    expect(await storedLevel(t.db, user.id, skipped.id)).toBeUndefined();
  });

  it("ignores the user's levels in another client", async () => {
    const other = await levelsSite(t.app, t.db, 'Other programme');
    const { user } = await endedPreviousCampaign(THRESHOLDS.highest, 'highest');
    await t.db
      .insertInto('user_clients')
      .values({ user_id: user.id, client_id: other.id, role: 'salesperson' })
      .execute();
    const posting = await earn(
      t.db,
      t.clock.now(),
      { clientId: other.id, userId: user.id, campaignId: other.current.id },
      100,
    );
    expect(posting.entry.multiplier).toBe(1);
    expect(await storedLevel(t.db, user.id, other.current.id)).toBe('junior');
  });
});
