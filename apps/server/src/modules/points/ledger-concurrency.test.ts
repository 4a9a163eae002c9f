import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.ts';
import {
  balancesAgainstEntries,
  errorCode,
  ledgerClient,
  member,
  post,
} from '../../../test/points-fixtures.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { balanceOf } from './ledger.ts';
import { reverseEntry } from './ledger-corrections.ts';

/**
 * Races on one balance. On PostgreSQL the posts run at once on a pool of 20 connections; on PGlite the engine
 * queues them, and the outcome must be the same.
 */

let database: DatabaseHandle;
let client: Awaited<ReturnType<typeof ledgerClient>>;

beforeAll(async () => {
  database = await createTestDatabase();
  client = await ledgerClient(database.db);
});
afterAll(() => database.close());

const db = () => database.db;

async function holder(points: number) {
  const user = await member(db(), client.id);
  const who = { clientId: client.id, userId: user.id, campaignId: client.current };
  if (points > 0) await post(db(), { ...who, kind: 'bonus', amount: points });
  return who;
}

describe('concurrent posts', () => {
  it('200 debits of 10 against 100 points: exactly 10 succeed, the rest are insufficient, never below zero', async () => {
    const who = await holder(100);
    let lowest = Number.POSITIVE_INFINITY;
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        lowest = Math.min(lowest, (await balanceOf(db(), who)).available);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        errorCode(
          post(db(), { ...who, kind: 'redemption', amount: -10, sourceType: 'order', sourceId: String(i) }),
        ),
      ),
    );
    racing = false;
    await watcher;

    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'points.insufficient')).toHaveLength(190);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(db(), who)).toEqual({ available: 0, experience: 0 });
    const debits = await db()
      .selectFrom('point_entries')
      .select('id')
      .where('user_id', '=', who.userId)
      .where('kind', '=', 'redemption')
      .execute();
    expect(debits).toHaveLength(10);
    expect(await balancesAgainstEntries(db(), [who.userId])).toEqual([
      expect.objectContaining({ available: 0, entries_available: 0 }),
    ]);
  });

  it('the same idempotency key posted 5 times at once: one entry, the balance moved once', async () => {
    const who = await holder(0);
    const postings = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(db(), { ...who, amount: 30, idempotencyKey: `sale:${who.userId}:1` }),
      ),
    );
    expect(postings.filter((p) => !p.duplicate)).toHaveLength(1);
    expect(new Set(postings.map((p) => p.entry.id)).size).toBe(1);
    expect(await balanceOf(db(), who)).toEqual({ available: 30, experience: 30 });
    const entries = await db()
      .selectFrom('point_entries')
      .select('id')
      .where('user_id', '=', who.userId)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('first credits of a new balance racing each other land on one balance row, in or outside a campaign', async () => {
    const who = await holder(0);
    const outside = { ...who, campaignId: null, programme: 'training' as const, kind: 'training' as const };
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(db(), i % 2 === 0 ? { ...who, amount: 5 } : { ...outside, amount: 3 }),
      ),
    );
    const rows = await db()
      .selectFrom('point_balances')
      .select(['campaign_id', 'available'])
      .where('user_id', '=', who.userId)
      .orderBy('campaign_id')
      .execute();
    expect(rows).toEqual([
      { campaign_id: client.current, available: 20 },
      { campaign_id: null, available: 12 },
    ]);
  });

  it('5 reversals of one entry at once: one reversal entry, the points taken back once', async () => {
    const who = await holder(0);
    const sale = await post(db(), { ...who, amount: 25 });
    await post(db(), { ...who, amount: 10 });
    const postings = await Promise.all(
      Array.from({ length: 5 }, () =>
        reverseEntry(db(), { entryId: sale.entry.id, clientId: client.id, reason: 'Reprovada' }, new Date()),
      ),
    );
    expect(postings.filter((p) => !p.duplicate)).toHaveLength(1);
    expect(await balanceOf(db(), who)).toEqual({ available: 10, experience: 10 });
    expect(await balancesAgainstEntries(db(), [who.userId])).toEqual([
      expect.objectContaining({
        available: 10,
        entries_available: 10,
        experience: 10,
        entries_experience: 10,
      }),
    ]);
  });
});
