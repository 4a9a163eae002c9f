import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge, earnedBadges, notificationsOf } from '../../../test/badge-fixtures.ts';
import { createTestDatabase } from '../../../test/harness.ts';
import { buildPointRule, levelChangesOf, setThresholds } from '../../../test/level-fixtures.ts';
import {
  balancesAgainstEntries,
  errorCode,
  ledgerClient,
  member,
  NOW,
  post,
  setLevel,
} from '../../../test/points-fixtures.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { balanceOf, LedgerInputError, type PostEntryInput, postEntries } from './ledger.ts';
import { statementEntryById } from './statement/queries.ts';

/** Posting a report's entries at once (a sale's lines): as if posted one by one, in a constant number of statements. */

let database: DatabaseHandle;
let client: Awaited<ReturnType<typeof ledgerClient>>;

beforeAll(async () => {
  database = await createTestDatabase();
  client = await ledgerClient(database.db);
  for (const [code, base] of [
    ['sale.notebook', 120],
    ['sale.processor', 40],
  ] as const)
    await buildPointRule(database.db, client.id, client.current, {
      code,
      kind: 'sale',
      base,
      descriptions: { 'pt-BR': code },
    });
});
afterAll(() => database.close());

const db = () => database.db;

async function seller() {
  const user = await member(db(), client.id);
  return { clientId: client.id, userId: user.id, campaignId: client.current };
}

/** A sale's lines by rule, under audit, each with its own key. */
function lines(
  who: Awaited<ReturnType<typeof seller>>,
  sale: string,
  rules: [code: string, quantity: number][],
): PostEntryInput[] {
  return rules.map(([code, quantity], position) => ({
    ...who,
    programme: 'rewards',
    kind: 'sale',
    rule: { code, quantity },
    status: 'under_audit',
    sourceType: 'sale',
    sourceId: sale,
    idempotencyKey: `sale:${sale}:${position}`,
  }));
}

const entriesOf = (userId: number) =>
  db()
    .selectFrom('point_entries')
    .select(['id', 'amount', 'experience', 'multiplier', 'status', 'idempotency_key'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const statementVersion = async (userId: number) =>
  (
    await db()
      .selectFrom('statement_versions')
      .select('version')
      .where('user_id', '=', userId)
      .where('client_id', '=', client.id)
      .executeTakeFirst()
  )?.version ?? 0;

describe('postEntries', () => {
  it('posts N lines as N entries in order, by rule × the level multiplier, and moves the balance by their sum', async () => {
    const who = await seller();
    await setLevel(db(), who, 'intermediate');
    const before = await statementVersion(who.userId);
    const postings = await postEntries(
      db(),
      lines(who, '1', [
        ['sale.notebook', 2],
        ['sale.processor', 1],
        ['sale.notebook', 1],
        ['sale.processor', 3],
      ]),
      NOW,
    );
    // 120 × 2, 40, 120, 40 × 3, each × 1.5
    expect(postings.map((p) => [p.entry.amount, p.duplicate])).toEqual([
      [360, false],
      [60, false],
      [180, false],
      [180, false],
    ]);
    // each posting carries the balance right after it
    expect(postings.map((p) => p.balance.available)).toEqual([360, 420, 600, 780]);
    expect(postings.map((p) => p.previousExperience)).toEqual([0, 360, 420, 600]);
    const entries = await entriesOf(who.userId);
    expect(entries.map((e) => [e.id, e.amount, e.status, e.idempotency_key])).toEqual(
      postings.map((p, i) => [p.entry.id, p.entry.amount, 'under_audit', `sale:1:${i}`]),
    );
    expect(await balanceOf(db(), who)).toEqual({ available: 780, experience: 780 });
    expect(await balancesAgainstEntries(db(), [who.userId])).toEqual([
      expect.objectContaining({
        available: 780,
        entries_available: 780,
        experience: 780,
        entries_experience: 780,
      }),
    ]);
    // the statement shows each entry, and its version moved once per entry (the entries' trigger, as before)
    for (const posting of postings) {
      const row = await statementEntryById(db(), client.id, posting.entry.id, 'pt-BR');
      expect(row).toMatchObject({ amount: posting.entry.amount, status: 'under_audit' });
    }
    expect(Number(await statementVersion(who.userId))).toBe(Number(before) + 4);
  });

  it('answers a retried batch with its first entries, moving nothing', async () => {
    const who = await seller();
    const first = await postEntries(
      db(),
      lines(who, '2', [
        ['sale.notebook', 1],
        ['sale.processor', 2],
      ]),
      NOW,
    );
    const again = await postEntries(
      db(),
      lines(who, '2', [
        ['sale.notebook', 1],
        ['sale.processor', 2],
      ]),
      NOW,
    );
    expect(again.map((p) => [p.entry.id, p.duplicate])).toEqual(first.map((p) => [p.entry.id, true]));
    expect(await entriesOf(who.userId)).toHaveLength(2);
    expect(await balanceOf(db(), who)).toEqual({ available: 200, experience: 200 });
  });

  it('refuses the whole batch when one line is refused, writing nothing', async () => {
    const who = await seller();
    await post(db(), { ...who, kind: 'bonus', amount: 5 });
    const versionBefore = await statementVersion(who.userId);
    const unknownRule = lines(who, '3', [
      ['sale.notebook', 1],
      ['sale.server', 1],
    ]);
    await expect(postEntries(db(), unknownRule, NOW)).rejects.toBeInstanceOf(LedgerInputError);
    // a debit at its place overdraws the balance (5 - 10) though the batch's sum (+10) would not: refused whole
    const adjustments: PostEntryInput[] = [-10, 20].map((amount, i) => ({
      ...who,
      programme: 'rewards',
      kind: 'adjustment',
      amount,
      idempotencyKey: `adjust:${who.userId}:${i}`,
    }));
    expect(await errorCode(postEntries(db(), adjustments, NOW))).toBe('points.insufficient');
    expect((await entriesOf(who.userId)).map((e) => e.amount)).toEqual([5]);
    // a bonus earns no experience
    expect(await balanceOf(db(), who)).toEqual({ available: 5, experience: 0 });
    expect(await statementVersion(who.userId)).toEqual(versionBefore);
    // the other way round it holds at every step
    const fine = await postEntries(db(), adjustments.slice().reverse(), NOW);
    expect(fine.map((p) => p.balance.available)).toEqual([25, 15]);
  });

  it('refuses batches of several balances or kinds, and a key given twice, as the caller’s bug', async () => {
    const who = await seller();
    const other = await seller();
    const [a, b] = lines(who, '4', [
      ['sale.notebook', 1],
      ['sale.processor', 1],
    ]) as [PostEntryInput, PostEntryInput];
    await expect(postEntries(db(), [a, { ...b, userId: other.userId }], NOW)).rejects.toBeInstanceOf(
      LedgerInputError,
    );
    await expect(postEntries(db(), [a, { ...b, campaignId: client.previous }], NOW)).rejects.toBeInstanceOf(
      LedgerInputError,
    );
    await expect(
      postEntries(db(), [a, { ...b, kind: 'photo', rule: undefined, amount: 10 }], NOW),
    ).rejects.toBeInstanceOf(LedgerInputError);
    await expect(
      postEntries(db(), [a, { ...b, idempotencyKey: a.idempotencyKey }], NOW),
    ).rejects.toBeInstanceOf(LedgerInputError);
    await expect(postEntries(db(), [], NOW)).rejects.toBeInstanceOf(LedgerInputError);
    expect(await entriesOf(who.userId)).toEqual([]);
  });

  it('opens one level change for the highest level the batch reached, with one message', async () => {
    const levelled = await ledgerClient(db());
    await buildPointRule(db(), levelled.id, levelled.current, {
      code: 'sale.notebook',
      kind: 'sale',
      base: 120,
      descriptions: { 'pt-BR': 'Notebook' },
    });
    await setThresholds(db(), levelled.id, levelled.current, { junior: 0, intermediate: 100, highest: 300 });
    const user = await member(db(), levelled.id);
    const them = { clientId: levelled.id, userId: user.id, campaignId: levelled.current };
    // 120 crosses intermediate, 240 nothing new, 360 crosses highest, 480 nothing new
    const postings = await postEntries(
      db(),
      lines(them, '5', [
        ['sale.notebook', 1],
        ['sale.notebook', 1],
        ['sale.notebook', 1],
        ['sale.notebook', 1],
      ]),
      NOW,
    );
    expect(postings.at(-1)?.balance.experience).toBe(480);
    // as one by one: the change rose to the highest with the experience of the entry that reached it
    expect(await levelChangesOf(db(), user.id, levelled.current)).toEqual([
      expect.objectContaining({
        from_level: 'junior',
        to_level: 'highest',
        status: 'pending',
        experience: 360,
      }),
    ]);
    expect(await notificationsOf(db(), user.id, 'level_reached')).toHaveLength(1);
  });

  it('awards a badge to the entry of the batch that earns it, once', async () => {
    const badged = await ledgerClient(db());
    await buildPointRule(db(), badged.id, badged.current, {
      code: 'sale.processor',
      kind: 'sale',
      base: 40,
      descriptions: { 'pt-BR': 'Processador' },
    });
    await buildBadge(db(), badged.id, {
      code: 'third-sale',
      rule: 'entry_count',
      threshold: 3,
      pointKind: 'sale',
    });
    await buildBadge(db(), badged.id, { code: 'first-sale', rule: 'first_entry', pointKind: 'sale' });
    const user = await member(db(), badged.id);
    const them = { clientId: badged.id, userId: user.id, campaignId: badged.current };
    await post(db(), { ...them, kind: 'sale', amount: 10 });
    const postings = await postEntries(
      db(),
      lines(them, '6', [
        ['sale.processor', 1],
        ['sale.processor', 1],
        ['sale.processor', 1],
      ]),
      NOW,
    );
    // the earlier sale earned the first badge; the batch's second entry is the third sale
    const badges = await earnedBadges(db(), user.id, badged.id);
    expect(badges.map((b) => [b.code, b.entry_id])).toEqual([
      ['first-sale', expect.any(Number)],
      ['third-sale', postings[1]?.entry.id],
    ]);
    expect(badges[0]?.entry_id).not.toBe(postings[0]?.entry.id);
    expect(await notificationsOf(db(), user.id, 'badge_earned')).toHaveLength(2);
  });
});
