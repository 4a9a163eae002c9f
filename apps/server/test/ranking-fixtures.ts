import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import type { RankingScope } from '../src/modules/points/ranking/queries.ts';

export interface BalanceKey {
  clientId: number;
  userId: number;
  campaignId?: number | null;
  countryId?: number | null;
  branchId?: number | null;
}

/**
 * Sets a user's experience in a client and campaign by writing point_balances directly (the ranking triggers see
 * the same writes the ledger makes). Creates the row when missing.
 */
export async function setExperience(db: Db, key: BalanceKey, experience: number) {
  const campaignId = key.campaignId ?? null;
  const updated = await db
    .updateTable('point_balances')
    .set({ experience, available: experience })
    .where('user_id', '=', key.userId)
    .where('client_id', '=', key.clientId)
    .where((eb) => (campaignId === null ? eb('campaign_id', 'is', null) : eb('campaign_id', '=', campaignId)))
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  await db
    .insertInto('point_balances')
    .values({
      client_id: key.clientId,
      user_id: key.userId,
      campaign_id: campaignId,
      experience,
      available: experience,
      country_id: key.countryId ?? null,
      branch_id: key.branchId ?? null,
    })
    .execute();
}

/** The maintained histogram of a client, zero rows left out, in key order. */
export async function histogramRows(db: Db, clientId: number) {
  return db
    .selectFrom('ranking_counts')
    .select(['campaign_key', 'country_key', 'level', 'key', 'users'])
    .where('client_id', '=', clientId)
    .where('users', '<>', 0)
    .orderBy('campaign_key')
    .orderBy('country_key')
    .orderBy('level')
    .orderBy('key')
    .execute();
}

/** The reference answer: SQL rank() over experience desc among the scope's ranked users, by user id. */
export async function sqlRanks(db: Db, scope: RankingScope): Promise<Map<number, number>> {
  const result = await sql<{ user_id: number; rank: number }>`
    select user_id, rank() over (order by experience desc) as rank
    from point_balances
    where client_id = ${scope.clientId} and experience > 0
      and campaign_id is not distinct from ${scope.campaignId}::bigint
      and (${scope.countryId}::integer is null or country_id = ${scope.countryId}::integer)
      and (${scope.branchId}::bigint is null or branch_id = ${scope.branchId}::bigint)
    order by experience desc, user_id`.execute(db);
  return new Map(result.rows.map((r) => [Number(r.user_id), Number(r.rank)]));
}

/** Many approved users at once (set-based), returning their ids in creation order. */
export async function bulkUsers(db: Db, count: number, prefix: string): Promise<number[]> {
  const result = await sql<{ id: number }>`
    insert into users (username, email, full_name, password_hash, status)
    select ${prefix} || g, null, 'Bulk ' || ${prefix} || g, 'x', 'approved'
    from generate_series(1, ${count}::integer) as g
    returning id`.execute(db);
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
