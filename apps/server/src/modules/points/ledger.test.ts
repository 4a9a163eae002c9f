import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientCountries, buildBranch } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/harness.ts';
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
import { addMonths, balanceOf, LedgerInputError, postEntry } from './ledger.ts';

let database: DatabaseHandle;
let client: Awaited<ReturnType<typeof ledgerClient>>;

beforeAll(async () => {
  database = await createTestDatabase();
  client = await ledgerClient(database.db);
});
afterAll(() => database.close());

const db = () => database.db;

describe('postEntry', () => {
  it('appends a credit and creates the balance with the member’s country and store', async () => {
    const [countryId] = await addClientCountries(db(), client.id, ['BR']);
    const branch = await buildBranch(db(), client.id, { countryId });
    const user = await member(db(), client.id);
    await db().updateTable('users').set({ country_id: countryId }).where('id', '=', user.id).execute();
    await db()
      .updateTable('user_clients')
      .set({ branch_id: branch.id })
      .where('user_id', '=', user.id)
      .execute();

    const posting = await post(db(), {
      clientId: client.id,
      userId: user.id,
      campaignId: client.current,
      amount: 40,
      reason: 'Nota 123',
      sourceType: 'sale',
      sourceId: '77',
    });
    expect(posting).toMatchObject({
      duplicate: false,
      balance: { available: 40, experience: 40 },
      previousExperience: 0,
      entry: {
        kind: 'sale',
        amount: 40,
        experience: 40,
        multiplier: 1,
        status: 'credited',
        campaignId: client.current,
      },
    });
    const row = await db()
      .selectFrom('point_balances')
      .select(['available', 'experience', 'country_id', 'branch_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ available: 40, experience: 40, country_id: countryId, branch_id: branch.id });
  });

  it('applies the level multiplier to earnings in a campaign and records it (intermediate: 10 base → 15)', async () => {
    const user = await member(db(), client.id);
    await setLevel(
      db(),
      { clientId: client.id, userId: user.id, campaignId: client.current },
      'intermediate',
    );
    const posting = await post(db(), {
      clientId: client.id,
      userId: user.id,
      campaignId: client.current,
      amount: 10,
    });
    expect(posting.entry).toMatchObject({ amount: 15, experience: 15, multiplier: 1.5 });
    const stored = await db()
      .selectFrom('point_entries')
      .select(['amount', 'multiplier'])
      .where('id', '=', posting.entry.id)
      .executeTakeFirstOrThrow();
    expect({ amount: stored.amount, multiplier: Number(stored.multiplier) }).toEqual({
      amount: 15,
      multiplier: 1.5,
    });

    // a half point rounds up: 3 base at 1.5 credits 5; the highest level doubles
    expect(
      (await post(db(), { clientId: client.id, userId: user.id, campaignId: client.current, amount: 3 }))
        .entry.amount,
    ).toBe(5);
    await setLevel(db(), { clientId: client.id, userId: user.id, campaignId: client.current }, 'highest');
    expect(
      (await post(db(), { clientId: client.id, userId: user.id, campaignId: client.current, amount: 10 }))
        .entry,
    ).toMatchObject({
      amount: 20,
      multiplier: 2,
    });
    // the level of another campaign does not count, and non-earning kinds never multiply
    expect(
      (await post(db(), { clientId: client.id, userId: user.id, campaignId: client.previous, amount: 10 }))
        .entry.multiplier,
    ).toBe(1);
    const bonus = await post(db(), {
      clientId: client.id,
      userId: user.id,
      campaignId: client.current,
      kind: 'bonus',
      amount: 10,
    });
    expect(bonus.entry).toMatchObject({ amount: 10, experience: 0, multiplier: 1 });
  });

  it('earns experience equal to the credited points unless told otherwise; outside campaigns there is no multiplier', async () => {
    const user = await member(db(), client.id);
    const training = await postEntry(
      db(),
      {
        clientId: client.id,
        userId: user.id,
        programme: 'training',
        campaignId: null,
        kind: 'training',
        amount: 25,
        experience: 5,
      },
      NOW,
    );
    expect(training.entry).toMatchObject({ amount: 25, experience: 5, multiplier: 1, campaignId: null });
    expect(await balanceOf(db(), { clientId: client.id, userId: user.id })).toEqual({
      available: 25,
      experience: 5,
    });
    expect(
      await balanceOf(db(), { clientId: client.id, userId: user.id, campaignId: client.current }),
    ).toEqual({
      available: 0,
      experience: 0,
    });
  });

  it('refuses a debit beyond the available points with 422 points.insufficient and writes nothing', async () => {
    const user = await member(db(), client.id);
    const key = { clientId: client.id, userId: user.id, campaignId: client.current };
    await post(db(), { ...key, amount: 30 });
    expect(await errorCode(post(db(), { ...key, kind: 'redemption', amount: -31 }))).toBe(
      'points.insufficient',
    );
    // no balance row yet in the other campaign: still insufficient, and no row is left behind
    expect(
      await errorCode(post(db(), { ...key, campaignId: client.previous, kind: 'redemption', amount: -1 })),
    ).toBe('points.insufficient');
    const spent = await post(db(), { ...key, kind: 'redemption', amount: -30 });
    expect(spent.balance).toEqual({ available: 0, experience: 30 });
    const entries = await db()
      .selectFrom('point_entries')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(entries.map((e) => e.kind).sort()).toEqual(['redemption', 'sale']);
    expect(await balancesAgainstEntries(db(), [user.id])).toEqual([
      {
        user_id: user.id,
        campaign_id: client.current,
        available: 0,
        experience: 30,
        entries_available: 0,
        entries_experience: 30,
      },
    ]);
  });

  it('treats a repeated idempotency key as the same post: the first entry, duplicate, nothing moves', async () => {
    const user = await member(db(), client.id);
    const key = { clientId: client.id, userId: user.id, campaignId: client.current };
    const first = await post(db(), { ...key, amount: 12, idempotencyKey: 'sale:900' });
    const again = await post(db(), { ...key, amount: 50, idempotencyKey: 'sale:900' });
    expect(again.duplicate).toBe(true);
    expect(again.entry.id).toBe(first.entry.id);
    expect(again.entry.amount).toBe(12);
    expect(again.balance).toEqual({ available: 12, experience: 12 });
    // keys are per client: another client may use the same key
    const other = await ledgerClient(db());
    const stranger = await member(db(), other.id);
    const elsewhere = await post(db(), {
      clientId: other.id,
      userId: stranger.id,
      campaignId: other.current,
      idempotencyKey: 'sale:900',
    });
    expect(elsewhere.duplicate).toBe(false);
  });

  it('records the 12-month redemption window of transferred points', async () => {
    const user = await member(db(), client.id);
    const key = { clientId: client.id, userId: user.id, campaignId: null, programme: 'training' as const };
    await post(db(), { ...key, kind: 'training', amount: 100 });
    const transfer = await post(db(), { ...key, kind: 'transfer_out', amount: -60 });
    const row = await db()
      .selectFrom('point_entries')
      .select('expires_at')
      .where('id', '=', transfer.entry.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at?.toISOString()).toBe('2027-11-21T12:00:00.000Z');
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-02-29T10:00:00Z'), 12).toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });

  it('refuses input that breaks the ledger rules before writing', async () => {
    const user = await member(db(), client.id);
    const key = { clientId: client.id, userId: user.id, campaignId: client.current };
    for (const input of [
      { ...key, kind: 'redemption' as const, amount: 10 },
      { ...key, kind: 'sale' as const, amount: -10 },
      { ...key, kind: 'sale' as const, amount: 1.5 },
      { ...key, kind: 'adjustment' as const, amount: 0 },
      { ...key, kind: 'reversal' as const, amount: -1 },
    ]) {
      await expect(post(db(), input)).rejects.toBeInstanceOf(LedgerInputError);
    }
    expect(await balancesAgainstEntries(db(), [user.id])).toEqual([]);
  });

  it('joins a transaction it is given: rolling it back undoes the entry and the balance', async () => {
    const user = await member(db(), client.id);
    const key = { clientId: client.id, userId: user.id, campaignId: client.current };
    await db()
      .transaction()
      .execute(async (trx) => {
        await post(trx, { ...key, amount: 10 });
        await post(trx, { ...key, kind: 'redemption', amount: -11 });
      })
      .catch(() => undefined);
    expect(await balancesAgainstEntries(db(), [user.id])).toEqual([]);
  });
});

describe('point_entries is append-only', () => {
  it('rejects UPDATE, DELETE and TRUNCATE', async () => {
    const user = await member(db(), client.id);
    const { entry } = await post(db(), { clientId: client.id, userId: user.id, campaignId: client.current });
    const attempts = [
      sql`update point_entries set amount = 1000 where id = ${entry.id}`,
      sql`delete from point_entries where id = ${entry.id}`,
      sql`truncate point_entries cascade`,
    ];
    for (const statement of attempts) {
      await expect(statement.execute(db())).rejects.toThrow(/append-only/);
    }
    const row = await db()
      .selectFrom('point_entries')
      .select('amount')
      .where('id', '=', entry.id)
      .executeTakeFirst();
    expect(row?.amount).toBe(10);
  });

  it('keeps every balance at or above zero even when written directly', async () => {
    const user = await member(db(), client.id);
    await post(db(), { clientId: client.id, userId: user.id, campaignId: client.current });
    await expect(
      db().updateTable('point_balances').set({ available: -1 }).where('user_id', '=', user.id).execute(),
    ).rejects.toThrow();
  });
});
