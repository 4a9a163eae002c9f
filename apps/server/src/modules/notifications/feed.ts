import type { FeedItem, FeedQuery } from '@elevar/contract';
import { type LanguageCode, localized, type PointStatus } from '@elevar/domain';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { toNotification } from './mappers.ts';
import { findNotificationsByIds, type Owner } from './queries.ts';
import { ownerOf } from './service.ts';

/**
 * The activity feed: the user's ledger entries, badges earned and notifications in the selected client, merged
 * newest first. Keyset pagination over (time, source, id) so a page is stable while new rows arrive: one query
 * picks the page's keys from the three indexes (each source limited to the page size), then one query per source
 * present loads the rows. At most four queries, whatever the page size.
 *
 * `badge_earned` notifications are left out: the badge itself is in the feed.
 */

const SOURCES = ['entry', 'badge', 'notification'] as const;
type Source = (typeof SOURCES)[number];

interface Cursor {
  /** Microseconds since the epoch, as text (exact, beyond what a JS Date holds). */
  micros: string;
  rank: number;
  id: number;
}

function parseCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const [micros = '0', rank, id] = cursor.split('.');
  return { micros, rank: Number(rank), id: Number(id) };
}

/** Rows strictly after the cursor in (time desc, rank desc, id desc), for a source of rank `rank`. */
function after(cursor: Cursor | null, rank: number, time: string): RawBuilder<boolean> {
  if (!cursor) return sql<boolean>`true`;
  const at = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  const column = sql.ref(time);
  if (rank < cursor.rank) return sql<boolean>`${column} <= ${at}`;
  if (rank > cursor.rank) return sql<boolean>`${column} < ${at}`;
  return sql<boolean>`(${column}, id) < (${at}, ${cursor.id})`;
}

interface Key {
  rank: number;
  id: number;
  micros: string;
  at: Date;
}

async function pageKeys(db: Db, owner: Owner, cursor: Cursor | null, limit: number): Promise<Key[]> {
  const micros = (column: string) => sql`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`;
  const result = await sql<Key>`
    select * from (
      (select 0 as rank, id, ${micros('created_at')} as micros, created_at as at from point_entries
        where user_id = ${owner.userId} and client_id = ${owner.clientId} and ${after(cursor, 0, 'created_at')}
        order by created_at desc, id desc limit ${limit})
      union all
      (select 1, id, ${micros('earned_at')}, earned_at from user_badges
        where user_id = ${owner.userId} and client_id = ${owner.clientId} and ${after(cursor, 1, 'earned_at')}
        order by earned_at desc, id desc limit ${limit})
      union all
      (select 2, id, ${micros('created_at')}, created_at from notifications
        where user_id = ${owner.userId} and client_id = ${owner.clientId} and kind <> 'badge_earned'
          and ${after(cursor, 2, 'created_at')}
        order by created_at desc, id desc limit ${limit})
    ) keys
    order by at desc, rank desc, id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank), id: Number(row.id) }));
}

async function loadEntries(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('point_entries as e')
    .leftJoin('point_entry_states as s', 's.entry_id', 'e.id')
    .select([
      'e.id',
      'e.kind',
      'e.amount',
      'e.experience',
      'e.multiplier',
      'e.campaign_id',
      'e.reason',
      sql<PointStatus>`coalesce(s.status, e.status)`.as('status'),
    ])
    .where('e.id', 'in', ids)
    .execute();
}

async function loadBadges(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('user_badges as ub')
    .innerJoin('badges as b', 'b.id', 'ub.badge_id')
    .select(['ub.id', 'b.id as badge_id', 'b.code', 'b.names', 'b.label_key', 'b.icon'])
    .where('ub.id', 'in', ids)
    .execute();
}

export async function getFeed(
  ctx: ServiceContext,
  auth: AuthContext,
  query: z.infer<typeof FeedQuery>,
  language: LanguageCode,
): Promise<{ results: FeedItem[]; next_cursor: string | null }> {
  const owner = await ownerOf(ctx, auth);
  if (!owner) return { results: [], next_cursor: null };
  const keys = await pageKeys(ctx.db, owner, parseCursor(query.cursor), query.page_size + 1);
  const page = keys.slice(0, query.page_size);
  const idsOf = (rank: number) => page.filter((k) => k.rank === rank).map((k) => k.id);
  const [entries, badges, notifications] = await Promise.all([
    loadEntries(ctx.db, idsOf(0)),
    loadBadges(ctx.db, idsOf(1)),
    findNotificationsByIds(ctx.db, idsOf(2)),
  ]);
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const badgeById = new Map(badges.map((b) => [b.id, b]));
  const notificationById = new Map(notifications.map((n) => [n.id, n]));

  const results = page.flatMap((key): FeedItem[] => {
    const source: Source | undefined = SOURCES[key.rank];
    const at = key.at.toISOString();
    if (source === 'entry') {
      const e = entryById.get(key.id);
      if (!e) return [];
      const entry = {
        kind: e.kind,
        amount: e.amount,
        experience: e.experience,
        multiplier: Number(e.multiplier),
        status: e.status,
        campaign_id: e.campaign_id,
        reason: e.reason,
      };
      return [{ type: 'entry', id: e.id, at, entry }];
    }
    if (source === 'badge') {
      const b = badgeById.get(key.id);
      if (!b) return [];
      const badge = {
        id: b.badge_id,
        code: b.code,
        name: localized(b.names, language),
        label_key: b.label_key,
        icon: b.icon,
      };
      return [{ type: 'badge', id: b.id, at, badge }];
    }
    const n = notificationById.get(key.id);
    return n ? [{ type: 'notification', id: n.id, at, notification: toNotification(n) }] : [];
  });
  const last = page.at(-1);
  const next_cursor = keys.length > query.page_size && last ? `${last.micros}.${last.rank}.${last.id}` : null;
  return { results, next_cursor };
}
