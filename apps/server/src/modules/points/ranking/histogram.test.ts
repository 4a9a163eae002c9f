import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addClientCountries, buildCampaign, buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { bulkUsers, histogramRows, setExperience, sqlRanks } from '../../../../test/ranking-fixtures.ts';
import type { Db } from '../../../db/connection.ts';
import { countAbove, locatePosition, type RankingScope, rebuildRankingCounts } from './queries.ts';
import { readPosition, readRankingPage } from './service.ts';

let t: TestContext;
let clientId: number;
let countries: number[];
let campaigns: (number | null)[];
let users: number[];

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db)).id;
  countries = await addClientCountries(t.db, clientId, ['BR', 'AR']);
  const c1 = await buildCampaign(t.db, clientId, { begin: '2026-01-01', end: '2026-03-31' });
  const c2 = await buildCampaign(t.db, clientId, { begin: '2026-04-01', end: '2026-06-30' });
  campaigns = [null, c1.id, c2.id];
  users = await bulkUsers(t.db, 12, 'histogram-');
});
afterAll(() => t.close());

const MAX_SCORE = 2 ** 31 - 1;
/** Scores around every boundary of the histogram's levels (1,024 and 1,048,576), and some anywhere. */
const score = fc.oneof(
  fc.constantFrom(0, 1, 2, 1023, 1024, 1025, 2 ** 20 - 1, 2 ** 20, 2 ** 20 + 1, MAX_SCORE - 1, MAX_SCORE),
  fc.integer({ min: 0, max: 3000 }),
  fc.integer({ min: 0, max: MAX_SCORE }),
);
const pick = <T>(items: T[]) => fc.nat({ max: items.length - 1 }).map((i) => items[i] as T);

type Command =
  | { op: 'set'; user: number; campaign: number | null; country: number | null; experience: number }
  | { op: 'available'; user: number; campaign: number | null }
  | { op: 'country'; user: number; campaign: number | null; country: number | null }
  | { op: 'delete'; user: number; campaign: number | null }
  | { op: 'shift'; campaign: number | null; delta: number }
  | { op: 'rolledBack'; user: number; campaign: number | null; experience: number };

function commands() {
  const user = fc.constant(null).chain(() => pick(users));
  const campaign = fc.constant(null).chain(() => pick(campaigns));
  const country = fc.constant(null).chain(() => pick<number | null>([...countries, null]));
  const command: fc.Arbitrary<Command> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ op: fc.constant('set'), user, campaign, country, experience: score }),
    },
    fc.record({ op: fc.constant('available'), user, campaign }),
    fc.record({ op: fc.constant('country'), user, campaign, country }),
    fc.record({ op: fc.constant('delete'), user, campaign }),
    fc.record({ op: fc.constant('shift'), campaign, delta: fc.integer({ min: -1500, max: 1500 }) }),
    fc.record({ op: fc.constant('rolledBack'), user, campaign, experience: score }),
  ) as fc.Arbitrary<Command>;
  // a single statement, or a transaction of several, maybe applying the histogram per statement (IMMEDIATE)
  const transaction = fc.record({
    immediate: fc.boolean(),
    statements: fc.array(command, { minLength: 1, maxLength: 4 }),
  });
  return fc.array(transaction, { minLength: 1, maxLength: 6 });
}

const balanceOf = (db: Db, user: number, campaign: number | null) =>
  db
    .updateTable('point_balances')
    .where('client_id', '=', clientId)
    .where('user_id', '=', user)
    .where((eb) => (campaign === null ? eb('campaign_id', 'is', null) : eb('campaign_id', '=', campaign)));

async function apply(db: Db, command: Command) {
  switch (command.op) {
    case 'set':
      await setExperience(
        db,
        { clientId, userId: command.user, campaignId: command.campaign, countryId: command.country },
        command.experience,
      );
      return;
    case 'available':
      // a debit of available points only: experience untouched, the histogram must not move
      await balanceOf(db, command.user, command.campaign).set({ available: 7 }).execute();
      return;
    case 'country':
      await balanceOf(db, command.user, command.campaign).set({ country_id: command.country }).execute();
      return;
    case 'delete':
      await db
        .deleteFrom('point_balances')
        .where('client_id', '=', clientId)
        .where('user_id', '=', command.user)
        .where((eb) =>
          command.campaign === null
            ? eb('campaign_id', 'is', null)
            : eb('campaign_id', '=', command.campaign),
        )
        .execute();
      return;
    case 'shift':
      // one statement moving many rows at once, up or down, never past the bounds
      await sql`update point_balances
        set experience = greatest(0, least(${MAX_SCORE}::bigint, experience::bigint + ${command.delta}))::integer
        where client_id = ${clientId} and campaign_id is not distinct from ${command.campaign}::bigint`.execute(
        db,
      );
      return;
    case 'rolledBack': {
      const move = (trx: Db) =>
        setExperience(
          trx,
          { clientId, userId: command.user, campaignId: command.campaign },
          command.experience,
        );
      if (db.isTransaction) {
        // inside a transaction: a savepoint rolled back (its moves must vanish with it)
        await sql`savepoint rolled_back`.execute(db);
        await move(db);
        await sql`rollback to savepoint rolled_back`.execute(db);
        return;
      }
      await db
        .transaction()
        .execute(async (trx) => {
          await move(trx);
          throw new Error('rollback');
        })
        .catch((error: Error) => {
          if (error.message !== 'rollback') throw error;
        });
    }
  }
}

/** The maintained histogram equals a rebuild from point_balances, and every position equals SQL rank(). */
async function expectConsistent() {
  const maintained = await histogramRows(t.db, clientId);
  for (const campaign of campaigns) await rebuildRankingCounts(t.db, clientId, campaign);
  expect(maintained).toEqual(await histogramRows(t.db, clientId));

  for (const campaignId of campaigns) {
    for (const countryId of [null, ...countries]) {
      const scope: RankingScope = { clientId, campaignId, countryId, branchId: null };
      const expected = await sqlRanks(t.db, scope);
      for (const user of users) {
        const position = await readPosition(t.db, scope, user);
        expect(position?.position ?? null, `user ${user} in ${JSON.stringify(scope)}`).toBe(
          expected.get(user) ?? null,
        );
      }
      const page = await readRankingPage(t.db, scope, { offset: 0, limit: 100 });
      expect(page.total).toBe(expected.size);
      expect(page.rows.map((r) => [r.user_id, r.position])).toEqual([...expected.entries()]);
    }
  }
}

describe('the ranking histogram', () => {
  it('equals a rebuild after random inserts, moves, country changes, deletes, rollbacks and IMMEDIATE mode', async () => {
    await fc.assert(
      fc.asyncProperty(commands(), async (transactions) => {
        for (const { immediate, statements } of transactions) {
          if (statements.length === 1 && !immediate) await apply(t.db, statements[0] as Command);
          else
            await t.db.transaction().execute(async (trx) => {
              if (immediate) await sql`set constraints all immediate`.execute(trx);
              for (const command of statements) await apply(trx, command);
            });
        }
        await expectConsistent();
      }),
      { numRuns: 25 },
    );
  });

  it('pages deep into a large ranking from the histogram, matching SQL rank() on every page', async () => {
    const client = (await buildClient(t.db)).id;
    const [brazil = 0] = await addClientCountries(t.db, client, ['BR']);
    const ids = await bulkUsers(t.db, 2600, `deep-${client}-`);
    // many ties (scores 1..40), some past each level boundary; every third user in Brazil
    await sql`insert into point_balances (client_id, user_id, campaign_id, experience, available, country_id)
      select ${client}, id, null,
        case when id % 50 = 0 then 1048576 + id % 7 when id % 20 = 0 then 1024 + id % 5 else 1 + id % 40 end,
        0, case when id % 3 = 0 then ${brazil}::integer end
      from unnest(${ids}::bigint[]) as id`.execute(t.db);

    for (const countryId of [null, brazil]) {
      const scope: RankingScope = { clientId: client, campaignId: null, countryId, branchId: null };
      const expected = [...(await sqlRanks(t.db, scope)).entries()];
      const seen: [number, number][] = [];
      for (let offset = 0; ; offset += 97) {
        const page = await readRankingPage(t.db, scope, { offset, limit: 97 });
        expect(page.total).toBe(expected.length);
        if (page.rows.length === 0) break;
        seen.push(...page.rows.map((r): [number, number] => [r.user_id, r.position]));
      }
      expect(seen).toEqual(expected);
      expect(await locatePosition(t.db, scope, expected.length + 1)).toBeUndefined();
      expect(await countAbove(t.db, scope, 0)).toBe(expected.length);
    }
  });

  // needs several connections, so PostgreSQL only (ARCHITECTURE §7)
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'lets transactions moving scores in opposite directions commit, never deadlock',
    async () => {
      const client = (await buildClient(t.db)).id;
      const [a = 0, b = 0, c = 0, d = 0] = await bulkUsers(t.db, 4, `opposite-${client}-`);
      const key = (userId: number) => ({ clientId: client, userId });
      for (const [user, experience] of [
        [a, 10],
        [b, 30],
        [c, 40],
        [d, 20],
      ] as const)
        await setExperience(t.db, key(user), experience);

      const gate = () => {
        let open = () => {};
        const opened = new Promise<void>((resolve) => {
          open = resolve;
        });
        return { open, opened };
      };
      const firstMoved = gate();
      const secondMoved = gate();
      // each transaction touches the other's scores after its first move: rows locked at statement time in
      // opposite orders would deadlock here
      await Promise.all([
        t.db.transaction().execute(async (trx) => {
          await setExperience(trx, key(a), 20);
          firstMoved.open();
          await secondMoved.opened;
          await setExperience(trx, key(c), 30);
        }),
        t.db.transaction().execute(async (trx) => {
          await firstMoved.opened;
          await setExperience(trx, key(b), 40);
          secondMoved.open();
          await setExperience(trx, key(d), 10);
        }),
      ]);

      // many writers, each on its own users, moving scores up and down in multi-statement transactions
      const writers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => bulkUsers(t.db, 5, `writer-${client}-${i}-`)),
      );
      for (const own of writers) for (const user of own) await setExperience(t.db, key(user), 500);
      const results = await Promise.allSettled(
        writers.map((own, w) =>
          (async () => {
            for (let round = 0; round < 20; round++) {
              await t.db.transaction().execute(async (trx) => {
                for (const [i, user] of own.entries()) {
                  const delta = ((round + i + w) % 2 === 0 ? 1 : -1) * (1 + ((round * 7 + i) % 13));
                  await trx
                    .updateTable('point_balances')
                    .set((eb) => ({ experience: eb('experience', '+', delta) }))
                    .where('client_id', '=', client)
                    .where('user_id', '=', user)
                    .execute();
                }
              });
            }
          })(),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

      const maintained = await histogramRows(t.db, client);
      await rebuildRankingCounts(t.db, client, null);
      expect(maintained).toEqual(await histogramRows(t.db, client));
      const scope: RankingScope = { clientId: client, campaignId: null, countryId: null, branchId: null };
      const expected = await sqlRanks(t.db, scope);
      for (const [user, rank] of expected)
        expect((await readPosition(t.db, scope, user))?.position).toBe(rank);
    },
  );
});
