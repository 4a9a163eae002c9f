import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge, earn, earnedBadges, notificationsOf } from '../../../../test/badge-fixtures.ts';
import { buildClient, buildUser } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { engine } from '../../../../test/points-fixtures.ts';
import { waitForLockWaiters } from '../../../../test/profile-fixtures.ts';
import { awardBadgesForFact } from '../index.ts';

// The award path for facts that are not ledger postings (issue 12: a trail finished), through the points module's
// public surface as the learning module calls it.
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

/** Reports `finished` trails at `at` in a transaction of its own, as a save does. */
function report(who: { clientId: number; userId: number }, finished: number, at: Date) {
  return t.db.transaction().execute((trx) =>
    awardBadgesForFact(trx, {
      ...who,
      fact: 'trail_finished',
      count: async () => finished,
      at,
    }),
  );
}

async function entriesOf(userId: number) {
  return t.db.selectFrom('point_entries').select('id').where('user_id', '=', userId).execute();
}

describe('trails finished', () => {
  it('awards a threshold-1 badge with no ledger entry, and notifies the user as postings do', async () => {
    const { client, user, who } = await clientWithUser();
    const badge = await buildBadge(t.db, client.id, { code: 'trail-blazer', rule: 'trails_finished' });

    await report(who, 1, day('2026-11-27'));

    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([
      { code: 'trail-blazer', earned_at: day('2026-11-27'), entry_id: null },
    ]);
    expect(await entriesOf(user.id)).toEqual([]);
    const notes = await notificationsOf(t.db, user.id, 'badge_earned');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      client_id: client.id,
      channel: 'notification',
      created_at: day('2026-11-27'),
      data: { badge_id: badge.id, code: 'trail-blazer', names: { 'en-US': 'Badge trail-blazer' } },
    });
  });

  it('awards each badge when its threshold is reached, once, whatever is reported after', async () => {
    const { client, user, who } = await clientWithUser();
    await buildBadge(t.db, client.id, { code: 'one-trail', rule: 'trails_finished', threshold: 1 });
    await buildBadge(t.db, client.id, { code: 'two-trails', rule: 'trails_finished', threshold: 2 });

    await report(who, 1, day('2026-11-10'));
    expect((await earnedBadges(t.db, user.id, client.id)).map((b) => b.code)).toEqual(['one-trail']);

    await report(who, 2, day('2026-11-11'));
    await report(who, 3, day('2026-11-12'));
    await report(who, 2, day('2026-11-13'));
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([
      { code: 'one-trail', earned_at: day('2026-11-10'), entry_id: null },
      { code: 'two-trails', earned_at: day('2026-11-11'), entry_id: null },
    ]);
    const notes = await notificationsOf(t.db, user.id, 'badge_earned');
    expect(notes.map((n) => n.data.code)).toEqual(['one-trail', 'two-trails']);
  });

  it('counts nothing when no badge could be earned, and ignores inactive badges and other clients', async () => {
    const { client, user, who } = await clientWithUser();
    const other = await buildClient(t.db);
    await buildBadge(t.db, client.id, { code: 'retired', rule: 'trails_finished', active: false });
    await buildBadge(t.db, other.id, { code: 'elsewhere', rule: 'trails_finished' });
    let counted = 0;
    await t.db.transaction().execute((trx) =>
      awardBadgesForFact(trx, {
        ...who,
        fact: 'trail_finished',
        count: async () => {
          counted += 1;
          return 5;
        },
        at: day('2026-11-27'),
      }),
    );
    expect(counted).toBe(0);
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([]);
    expect(await earnedBadges(t.db, user.id, other.id)).toEqual([]);
  });

  it('is never awarded by a posting, not even a training credit', async () => {
    const { client, user, who } = await clientWithUser();
    await buildBadge(t.db, client.id, { code: 'trail-blazer', rule: 'trails_finished' });
    await earn(t.db, who, 'training', 50, day('2026-11-20'));
    expect(await earnedBadges(t.db, user.id, client.id)).toEqual([]);
  });

  it('racing reports award the badge once, with one notification', async () => {
    const { client, user, who } = await clientWithUser();
    await buildBadge(t.db, client.id, { code: 'trail-blazer', rule: 'trails_finished' });
    await Promise.all(Array.from({ length: 5 }, () => report(who, 1, day('2026-11-27'))));
    expect(await earnedBadges(t.db, user.id, client.id)).toHaveLength(1);
    expect(await notificationsOf(t.db, user.id, 'badge_earned')).toHaveLength(1);
  });

  it('a report racing another sees its finished trail, so a threshold they cross together is awarded', async () => {
    const { client, user, who } = await clientWithUser();
    await buildBadge(t.db, client.id, { code: 'one-trail', rule: 'trails_finished', threshold: 1 });
    await buildBadge(t.db, client.id, { code: 'two-trails', rule: 'trails_finished', threshold: 2 });
    // each save writes its finished trail (here a marker row) and counts them in its own transaction
    const finishAndReport = (whileHeld: () => Promise<void> = async () => {}) =>
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('notifications')
          .values({ client_id: client.id, user_id: user.id, kind: 'test_trail_finished' })
          .execute();
        await awardBadgesForFact(trx, {
          ...who,
          fact: 'trail_finished',
          count: async () => {
            const row = await trx
              .selectFrom('notifications')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('user_id', '=', user.id)
              .where('kind', '=', 'test_trail_finished')
              .executeTakeFirstOrThrow();
            return Number(row.n);
          },
          at: day('2026-11-27'),
        });
        await whileHeld();
      });

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reported = () => {};
    const firstReported = new Promise<void>((resolve) => {
      reported = resolve;
    });
    const first = finishAndReport(async () => {
      reported();
      await held;
    });
    await firstReported;
    let secondDone = false;
    const second = finishAndReport().then(() => {
      secondDone = true;
    });
    try {
      // PostgreSQL: the second report waits for the first's badge lock; PGlite runs one transaction at a time
      if (engine() === 'postgres') await waitForLockWaiters(t.db, 1, () => secondDone);
      expect(secondDone).toBe(false);
    } finally {
      release();
    }
    await Promise.all([first, second]);
    expect((await earnedBadges(t.db, user.id, client.id)).map((b) => b.code)).toEqual([
      'one-trail',
      'two-trails',
    ]);
    const notes = await notificationsOf(t.db, user.id, 'badge_earned');
    expect(notes.map((n) => n.data.code).sort()).toEqual(['one-trail', 'two-trails']);
  });
});
