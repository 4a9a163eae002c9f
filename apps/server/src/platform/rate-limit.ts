import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { rateLimited } from './errors.ts';

export interface RateRule {
  /** What is limited, e.g. `code:phone:+5511912345678` or `code:ip:203.0.113.9`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one event against each rule and refuses (429, with Retry-After) when any rule is already at its maximum
 * within its window. Counted in the database so every instance shares the limit; a refused attempt is not counted.
 */
export async function consumeRate(
  db: Kysely<Database> | Transaction<Database>,
  clock: Clock,
  rules: RateRule[],
): Promise<void> {
  const now = clock.now();
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const row = await db
      .selectFrom('rate_events')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('at').as('oldest')])
      .where('key', '=', rule.key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.count) >= rule.max) {
      // the next attempt fits once the oldest counted event leaves the window
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
      throw rateLimited((oldest + rule.windowSeconds * 1000 - now.getTime()) / 1000);
    }
  }
  await db
    .insertInto('rate_events')
    .values(rules.map((rule) => ({ key: rule.key, at: now })))
    .execute();
}

/** Drops events older than the longest window any caller uses (a day). */
export async function purgeRateEvents(db: Kysely<Database>, clock: Clock): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - 24 * 60 * 60 * 1000);
  await db.deleteFrom('rate_events').where('at', '<', cutoff).execute();
}
