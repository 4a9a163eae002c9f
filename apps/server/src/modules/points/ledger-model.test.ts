import { applyMultiplier, LEVEL_MULTIPLIERS, type ProgrammeLevelId } from '@elevar/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, buildClient } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/harness.ts';
import { balancesAgainstEntries, errorCode, member, post, setLevel } from '../../../test/points-fixtures.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { expireCampaign } from './expiry/expire.ts';
import { reverseEntry } from './ledger-corrections.ts';

/**
 * Model-based run: random credits, debits, adjustments, level changes, reversals and expiries against a plain
 * in-memory model. After every step each balance equals the model, equals the sum of its entries (available and
 * experience), and is never negative.
 */

let database: DatabaseHandle;
let clientId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  clientId = (await buildClient(database.db)).id;
});
afterAll(() => database.close());

const USERS = 2;
/** Campaign slots 0 and 1 are campaigns; slot 2 is "outside any campaign". */
const SLOTS = 3;
const AFTER_EVERY_CAMPAIGN = new Date('2030-01-01T00:00:00Z');

interface Credit {
  user: number;
  slot: number;
  amount: number;
  experience: number;
  reversed: boolean;
}

interface Model {
  available: number[][];
  experience: number[][];
  levels: ProgrammeLevelId[][];
  credits: Credit[];
}

interface Real {
  users: number[];
  campaigns: (number | null)[];
  creditIds: number[];
}

/** A step of the run: applies itself to the ledger and the model; then the invariants are checked. */
function step(
  name: string,
  apply: (model: Model, real: Real) => Promise<void>,
  check: (model: Readonly<Model>) => boolean = () => true,
): fc.AsyncCommand<Model, Real> {
  return {
    check,
    run: async (model, real) => {
      await apply(model, real);
      await assertInvariants(model, real);
    },
    toString: () => name,
  };
}

const grid = <T>(value: T) => Array.from({ length: USERS }, () => Array.from({ length: SLOTS }, () => value));
const who = (real: Real, user: number, slot: number) => ({
  clientId,
  userId: real.users[user] as number,
  campaignId: real.campaigns[slot] ?? null,
});

function credit(model: Model, user: number, slot: number, amount: number, experience: number) {
  (model.available[user] as number[])[slot] = (model.available[user]?.[slot] ?? 0) + amount;
  (model.experience[user] as number[])[slot] = (model.experience[user]?.[slot] ?? 0) + experience;
}

const earn = (user: number, slot: number, base: number) =>
  step(`earn(u${user}, s${slot}, ${base})`, async (model, real) => {
    const level = model.levels[user]?.[slot] ?? 'junior';
    const expected = slot === 2 ? base : applyMultiplier(base, LEVEL_MULTIPLIERS[level]);
    const posting = await post(database.db, { ...who(real, user, slot), kind: 'sale', amount: base });
    expect(posting.entry.amount).toBe(expected);
    credit(model, user, slot, expected, expected);
    model.credits.push({ user, slot, amount: expected, experience: expected, reversed: false });
    real.creditIds.push(posting.entry.id);
  });

const spend = (user: number, slot: number, amount: number) =>
  step(`spend(u${user}, s${slot}, ${amount})`, async (model, real) => {
    const available = model.available[user]?.[slot] ?? 0;
    const outcome = await errorCode(
      post(database.db, { ...who(real, user, slot), kind: 'redemption', amount: -amount }),
    );
    expect(outcome).toBe(available >= amount ? 'resolved' : 'points.insufficient');
    if (outcome === 'resolved') credit(model, user, slot, -amount, 0);
  });

const adjust = (user: number, slot: number, amount: number, experience: number) =>
  step(
    `adjust(u${user}, s${slot}, ${amount}, xp ${experience})`,
    async (model, real) => {
      const fits =
        (model.available[user]?.[slot] ?? 0) + amount >= 0 &&
        (model.experience[user]?.[slot] ?? 0) + experience >= 0;
      const outcome = await errorCode(
        post(database.db, { ...who(real, user, slot), kind: 'adjustment', amount, experience }),
      );
      expect(outcome).toBe(fits ? 'resolved' : 'points.insufficient');
      if (fits) credit(model, user, slot, amount, experience);
    },
    () => amount !== 0 || experience !== 0,
  );

const level = (user: number, slot: number, value: ProgrammeLevelId) =>
  step(
    `level(u${user}, s${slot}, ${value})`,
    async (model, real) => {
      const key = who(real, user, slot);
      await setLevel(database.db, { ...key, campaignId: key.campaignId as number }, value);
      (model.levels[user] as ProgrammeLevelId[])[slot] = value;
    },
    () => slot !== 2,
  );

const reverse = (pick: number) =>
  step(
    `reverse(#${pick})`,
    async (model, real) => {
      const index = pick % model.credits.length;
      const original = model.credits[index] as Credit;
      const posting = await reverseEntry(
        database.db,
        { entryId: real.creditIds[index] as number, clientId, reason: 'model' },
        new Date(),
      );
      expect(posting.duplicate).toBe(original.reversed);
      if (original.reversed) return;
      const amount = Math.min(original.amount, model.available[original.user]?.[original.slot] ?? 0);
      const xp = Math.min(original.experience, model.experience[original.user]?.[original.slot] ?? 0);
      expect(posting.entry).toMatchObject({ amount: 0 - amount, experience: 0 - xp });
      credit(model, original.user, original.slot, -amount, -xp);
      original.reversed = true;
    },
    (model) => model.credits.length > 0,
  );

const expire = (slot: number) =>
  step(
    `expire(s${slot})`,
    async (model, real) => {
      const expected = model.available.reduce((sum, row) => sum + (row[slot] ?? 0), 0);
      const result = await expireCampaign(database.db, real.campaigns[slot] as number, AFTER_EVERY_CAMPAIGN);
      expect(result.points).toBe(expected);
      for (const row of model.available) row[slot] = 0;
    },
    () => slot !== 2,
  );

const user = fc.integer({ min: 0, max: USERS - 1 });
const slot = fc.integer({ min: 0, max: SLOTS - 1 });
const commands = fc.commands(
  [
    // earning twice as often as anything else, so spends, reversals and expiries have points to act on
    fc.tuple(user, slot, fc.integer({ min: 1, max: 40 })).map(([u, s, n]) => earn(u, s, n)),
    fc.tuple(user, slot, fc.integer({ min: 1, max: 40 })).map(([u, s, n]) => earn(u, s, n)),
    fc.tuple(user, slot, fc.integer({ min: 1, max: 60 })).map(([u, s, n]) => spend(u, s, n)),
    fc
      .tuple(user, slot, fc.integer({ min: -30, max: 30 }), fc.integer({ min: -10, max: 10 }))
      .map(([u, s, n, x]) => adjust(u, s, n, x)),
    fc
      .tuple(user, slot, fc.constantFrom<ProgrammeLevelId>('junior', 'intermediate', 'highest'))
      .map(([u, s, l]) => level(u, s, l)),
    fc.nat(50).map((pick) => reverse(pick)),
    slot.map((s) => expire(s)),
  ],
  { maxCommands: 20, size: 'max' },
);

/** After each step: the cached balances are the model's, match their entries, and are never negative. */
async function assertInvariants(model: Model, real: Real) {
  const rows = await balancesAgainstEntries(database.db, real.users);
  for (const row of rows) {
    expect(row.available).toBe(row.entries_available);
    expect(row.experience).toBe(row.entries_experience);
    expect(row.available).toBeGreaterThanOrEqual(0);
    expect(row.experience).toBeGreaterThanOrEqual(0);
    const u = real.users.indexOf(row.user_id);
    const s = real.campaigns.indexOf(row.campaign_id);
    expect([row.available, row.experience]).toEqual([model.available[u]?.[s], model.experience[u]?.[s]]);
  }
}

describe('the ledger against a model', () => {
  it('keeps every balance equal to the sum of its entries and never negative', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        run += 1;
        const campaigns = await Promise.all(
          [0, 1].map((i) =>
            buildCampaign(database.db, clientId, {
              name: `Model ${run}.${i}`,
              begin: '2026-07-01',
              end: '2026-12-15',
              reward: true,
            }),
          ),
        );
        const users = await Promise.all(Array.from({ length: USERS }, () => member(database.db, clientId)));
        const real: Real = {
          users: users.map((u) => u.id),
          campaigns: [...campaigns.map((c) => c.id), null],
          creditIds: [],
        };
        const model: Model = { available: grid(0), experience: grid(0), levels: grid('junior'), credits: [] };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 30 },
    );
    // the runs really went through the ledger (about a hundred entries on average)
    const posted = await database.db
      .selectFrom('point_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(Number(posted.count)).toBeGreaterThan(30);
  });
});
