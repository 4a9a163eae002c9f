import type { NotificationChannel, UnreadCounts } from '@elevar/contract';
import { type RawBuilder, sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/connection.ts';
import type { FeedSource } from '../manifest.ts';

export const NOTIFICATION_COLUMNS = ['id', 'kind', 'channel', 'data', 'read_at', 'created_at'] as const;

export interface NotificationRow {
  id: number;
  kind: string;
  channel: NotificationChannel;
  data: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
}

export interface Owner {
  userId: number;
  clientId: number;
}

export async function insertNotification(
  db: Db,
  row: {
    clientId: number;
    userId: number;
    kind: string;
    data: Record<string, unknown>;
    channel: NotificationChannel;
    at?: Date;
  },
): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({
      client_id: row.clientId,
      user_id: row.userId,
      kind: row.kind,
      data: JSON.stringify(row.data),
      channel: row.channel,
      ...(row.at ? { created_at: row.at } : {}),
    })
    .returning(NOTIFICATION_COLUMNS)
    .executeTakeFirstOrThrow();
}

const unreadStatement = preparedQuery<{ notification: number; message: number }>(`select
    count(*) filter (where channel = 'notification')::integer as notification,
    count(*) filter (where channel = 'message')::integer as message
  from notifications where user_id = $1::bigint and client_id = $2::bigint and read_at is null`);

/** Unread rows per channel, from the partial index of unread rows. */
export async function unreadCounts(db: Db, owner: Owner): Promise<UnreadCounts> {
  const [row] = await unreadStatement(db, [owner.userId, owner.clientId]);
  return { notification: row?.notification ?? 0, message: row?.message ?? 0 };
}

export interface ListFilter {
  channel?: NotificationChannel;
  unreadOnly: boolean;
}

/** One page of the owner's notifications, newest first, and how many match the filter. */
export async function listNotifications(
  db: Db,
  owner: Owner,
  filter: ListFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: NotificationRow[] }> {
  let query = db
    .selectFrom('notifications')
    .where('user_id', '=', owner.userId)
    .where('client_id', '=', owner.clientId);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select(NOTIFICATION_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(total.n), rows };
}

/** Marks one of the owner's rows read (a row already read keeps its time); false when it is not theirs. */
export async function markRead(db: Db, owner: Owner, id: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('client_id', '=', owner.clientId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks every unread row of the owner read, in one channel or both; returns how many changed. */
export async function markAllRead(
  db: Db,
  owner: Owner,
  channel: NotificationChannel | undefined,
  at: Date,
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', owner.userId)
    .where('client_id', '=', owner.clientId)
    .where('read_at', 'is', null);
  if (channel) query = query.where('channel', '=', channel);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findNotificationsByIds(db: Db, ids: number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('notifications').select(NOTIFICATION_COLUMNS).where('id', 'in', ids).execute();
}

/** The feed's notifications: all but `badge_earned` (the badge itself is in the feed). */
export const NOT_BADGE_EARNED = sql<boolean>`kind <> 'badge_earned'`;

/** Where a feed page starts: after this key. */
export interface FeedCursor {
  /** Microseconds since the epoch, as text (exact, beyond what a JS Date holds). */
  micros: string;
  rank: number;
  id: number;
}

/** A feed row's key: its source's rank, its id and its time. */
export interface FeedKey {
  rank: number;
  id: number;
  micros: string;
  at: Date;
}

/** Rows strictly after the cursor in (time desc, rank desc, id desc), for a source of rank `rank`. */
function after(cursor: FeedCursor | null, rank: number, time: string): RawBuilder<boolean> {
  if (!cursor) return sql<boolean>`true`;
  const at = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  const column = sql.ref(time);
  if (rank < cursor.rank) return sql<boolean>`${column} <= ${at}`;
  if (rank > cursor.rank) return sql<boolean>`${column} < ${at}`;
  return sql<boolean>`(${column}, id) < (${at}, ${cursor.id})`;
}

/** The activity feed's one statement of a page's keys (feed.ts): each source's newest rows after the cursor (at most `limit` of each). */
export async function feedPageKeys(
  db: Db,
  feed: readonly FeedSource[],
  owner: Owner,
  cursor: FeedCursor | null,
  limit: number,
): Promise<FeedKey[]> {
  const arms = feed.map((source, rank) => {
    const time = sql.ref(source.time);
    const micros = sql`(extract(epoch from ${time}) * 1000000)::bigint::text`;
    return sql`(select ${sql.lit(rank)} as rank, id, ${micros} as micros, ${time} as at from ${sql.table(source.table)}
        where user_id = ${owner.userId} and client_id = ${owner.clientId} and ${source.where ?? sql`true`}
          and ${after(cursor, rank, source.time)}
        order by ${time} desc, id desc limit ${limit})`;
  });
  const result = await sql<FeedKey>`
    select * from (${sql.join(arms, sql` union all `)}) keys
    order by at desc, rank desc, id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank), id: Number(row.id) }));
}
