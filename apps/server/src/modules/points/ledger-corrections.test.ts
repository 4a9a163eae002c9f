import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.ts';
import {
  balancesAgainstEntries,
  errorCode,
  ledgerClient,
  member,
  NOW,
  post,
} from '../../../test/points-fixtures.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { balanceOf } from './ledger.ts';
import { reverseEntry, setEntryAuditStatus } from './ledger-corrections.ts';

let database: DatabaseHandle;
let client: Awaited<ReturnType<typeof ledgerClient>>;

beforeAll(async () => {
  database = await createTestDatabase();
  client = await ledgerClient(database.db);
});
afterAll(() => database.close());

const db = () => database.db;
const later = new Date(NOW.getTime() + 60_000);

async function stateOf(entryId: number) {
  const row = await db()
    .selectFrom('point_entry_states')
    .select('status')
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
  return row?.status ?? null;
}

async function holder() {
  const user = await member(db(), client.id);
  return { clientId: client.id, userId: user.id, campaignId: client.current };
}

describe('reverseEntry', () => {
  it('negates a credit’s available and experience points and marks it reversed', async () => {
    const who = await holder();
    const sale = await post(db(), { ...who, amount: 40, status: 'under_audit' });
    await post(db(), { ...who, amount: 5 });
    const reversal = await reverseEntry(
      db(),
      { entryId: sale.entry.id, clientId: client.id, reason: 'Nota reprovada', createdBy: who.userId },
      later,
    );
    expect(reversal).toMatchObject({
      duplicate: false,
      entry: { kind: 'reversal', amount: -40, experience: -40, reversesEntryId: sale.entry.id },
      balance: { available: 5, experience: 5 },
    });
    expect(await stateOf(sale.entry.id)).toBe('reversed');
    expect(await balancesAgainstEntries(db(), [who.userId])).toEqual([
      expect.objectContaining({ available: 5, entries_available: 5, experience: 5, entries_experience: 5 }),
    ]);
  });

  it('reverses an entry once: a second call answers the first reversal and moves nothing', async () => {
    const who = await holder();
    const sale = await post(db(), { ...who, amount: 20 });
    const input = { entryId: sale.entry.id, clientId: client.id, reason: 'Duplicada' };
    const first = await reverseEntry(db(), input, later);
    const second = await reverseEntry(db(), input, later);
    expect(second).toMatchObject({
      duplicate: true,
      entry: { id: first.entry.id },
      balance: { available: 0 },
    });
    const reversals = await db()
      .selectFrom('point_entries')
      .select('id')
      .where('reverses_entry_id', '=', sale.entry.id)
      .execute();
    expect(reversals).toHaveLength(1);
  });

  it('takes back only what is left when the points were spent, and records the shortfall', async () => {
    const who = await holder();
    const sale = await post(db(), { ...who, amount: 50 });
    await post(db(), { ...who, kind: 'redemption', amount: -30 });
    const reversal = await reverseEntry(
      db(),
      { entryId: sale.entry.id, clientId: client.id, reason: 'Fraude' },
      later,
    );
    expect(reversal.entry).toMatchObject({ amount: -20, experience: -50 });
    expect(reversal.balance).toEqual({ available: 0, experience: 0 });
    const row = await db()
      .selectFrom('point_entries')
      .select(['shortfall', 'reason'])
      .where('id', '=', reversal.entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ shortfall: 30, reason: 'Fraude' });

    // nothing left at all: the reversal is still recorded (moving nothing) and the credit shows reversed
    const second = await post(db(), { ...who, kind: 'bonus', amount: 10 });
    await post(db(), { ...who, kind: 'redemption', amount: -10 });
    const empty = await reverseEntry(
      db(),
      { entryId: second.entry.id, clientId: client.id, reason: 'Erro' },
      later,
    );
    expect(empty.entry).toMatchObject({ amount: 0, experience: 0 });
    expect(await stateOf(second.entry.id)).toBe('reversed');
    expect(await balanceOf(db(), who)).toEqual({ available: 0, experience: 0 });
  });

  it('reverses only credits of the given client', async () => {
    const who = await holder();
    const sale = await post(db(), { ...who, amount: 10 });
    const redemption = await post(db(), { ...who, kind: 'redemption', amount: -5 });
    expect(
      await errorCode(
        reverseEntry(db(), { entryId: redemption.entry.id, clientId: client.id, reason: 'x' }, later),
      ),
    ).toBe('points.not_reversible');
    const other = await ledgerClient(db());
    expect(
      await errorCode(reverseEntry(db(), { entryId: sale.entry.id, clientId: other.id, reason: 'x' }, later)),
    ).toBe('common.not_found');
    const reversal = await reverseEntry(
      db(),
      { entryId: sale.entry.id, clientId: client.id, reason: 'x' },
      later,
    );
    expect(
      await errorCode(
        reverseEntry(db(), { entryId: reversal.entry.id, clientId: client.id, reason: 'x' }, later),
      ),
    ).toBe('points.not_reversible');
  });
});

describe('setEntryAuditStatus', () => {
  it('turns points under audit into credited ones, once', async () => {
    const who = await holder();
    const photo = await post(db(), { ...who, kind: 'photo', amount: 5, status: 'under_audit' });
    const input = { entryId: photo.entry.id, clientId: client.id, status: 'credited' as const };
    expect(await setEntryAuditStatus(db(), input, later)).toBe('credited');
    expect(await stateOf(photo.entry.id)).toBe('credited');
    expect(await setEntryAuditStatus(db(), input, later)).toBe('credited');
    // the approval moves no points: they were credited at posting (SPEC §4)
    expect(await balanceOf(db(), who)).toEqual({ available: 5, experience: 5 });
  });

  it('refuses entries that were never under audit or were reversed', async () => {
    const who = await holder();
    const credited = await post(db(), { ...who, amount: 5 });
    expect(
      await errorCode(
        setEntryAuditStatus(
          db(),
          { entryId: credited.entry.id, clientId: client.id, status: 'credited' },
          later,
        ),
      ),
    ).toBe('points.not_under_audit');
    const audited = await post(db(), { ...who, amount: 5, status: 'under_audit' });
    await reverseEntry(db(), { entryId: audited.entry.id, clientId: client.id, reason: 'Reprovada' }, later);
    expect(
      await errorCode(
        setEntryAuditStatus(
          db(),
          { entryId: audited.entry.id, clientId: client.id, status: 'credited' },
          later,
        ),
      ),
    ).toBe('points.not_under_audit');
    expect(await stateOf(audited.entry.id)).toBe('reversed');
  });
});
