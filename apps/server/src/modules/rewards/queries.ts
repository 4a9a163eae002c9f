import { type SelectQueryBuilder, sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/connection.ts';
import type { MemberFacts } from './access.ts';

/** Every rewards request reads it first: prepared once per connection. */
const MEMBER =
  preparedQuery<MemberFacts>(`select u.gmin_number, u.country_id, u.country_area_id, m.campaign_id,
    m.rewards_blocked_at
  from users u join user_clients m on m.user_id = u.id and m.client_id = $2::bigint
  where u.id = $1::bigint`);

/** The user's programme facts in a client: partner account, country and area, session campaign, block. */
export async function findMember(db: Db, userId: number, clientId: number): Promise<MemberFacts | undefined> {
  const [row] = await MEMBER(db, [userId, clientId]);
  return row;
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
