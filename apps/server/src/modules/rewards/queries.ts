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
