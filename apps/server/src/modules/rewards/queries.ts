import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** The user's programme facts in a client: partner account, country and area, session campaign, block. */
export async function findMember(db: Db, userId: number, clientId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_clients as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.client_id', '=', clientId),
    )
    .select(['u.gmin_number', 'u.country_id', 'u.country_area_id', 'm.campaign_id', 'm.rewards_blocked_at'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The user's sale or photo in the client answering an Idempotency-Key (a retried submission answers the first). */
export async function idByIdempotencyKey(
  db: Db,
  table: 'sales' | 'photo_uploads',
  who: { clientId: number; userId: number },
  key: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', who.userId)
    .where('client_id', '=', who.clientId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** A reward item's campaign beside it on a page: the campaign joined as `k`. */
export const CAMPAIGN_COLUMNS = ['k.id as campaign_id', 'k.name as campaign_name'] as const;

/**
 * A page of reward items (sales, results…) newest first, by the `created_at` and then the id of the item aliased
 * `alias`, and the count of all, read side by side.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  alias: string,
  page: { limit: number; offset: number },
  count: Promise<{ count: string | number }>,
) {
  const [found, total] = await Promise.all([
    rows
      .orderBy(sql.ref(`${alias}.created_at`), 'desc')
      .orderBy(sql.ref(`${alias}.id`), 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    count,
  ]);
  return { rows: found, count: Number(total.count) };
}
