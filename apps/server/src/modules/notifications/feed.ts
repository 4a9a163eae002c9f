import type { FeedItem, FeedQuery } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import type { FeedSource } from '../manifest.ts';
import { toNotification } from './mappers.ts';
import { findNotificationsByIds, type Owner } from './queries.ts';
import { ownerOf } from './service.ts';

/**
 * The activity feed: the user's ledger entries, badges earned and notifications in the selected client, merged
 * newest first. Keyset pagination over (time, source, id) so a page is stable while new rows arrive: one query
 * picks the page's keys from the three indexes (each source limited to the page size), then one query per source
 * present loads the rows. At most four queries, whatever the page size. Points' rows come through its manifest's
 * `feedSources` (points/feed.ts), so this module reads no points table itself and points may notify.
 *
 * `badge_earned` notifications are left out: the badge itself is in the feed.
 */

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

/** The notifications' own rows in the feed, after every other module's (`badge_earned` left out). */
const notificationSource: FeedSource = {
  table: 'notifications',
  time: 'created_at',
  where: sql<boolean>`kind <> 'badge_earned'`,
  async load(db, keys) {
    const rows = await findNotificationsByIds(
      db,
      keys.map((key) => key.id),
    );
    const byId = new Map(rows.map((n) => [n.id, n]));
    return keys.flatMap(({ id, at }) => {
      const n = byId.get(id);
      return n ? [{ type: 'notification' as const, id: n.id, at, notification: toNotification(n) }] : [];
    });
  },
};

let sources: readonly FeedSource[] | undefined;

/** Every manifest's feed sources in the order of the manifests, the notifications' own last: a key's rank. */
async function feedSources(): Promise<readonly FeedSource[]> {
  // the list of manifests imports this module back: read it at the first feed, not at load
  sources ??= [
    ...(await import('../index.ts')).serverModules.flatMap((module) => module.feedSources ?? []),
    notificationSource,
  ];
  return sources;
}

/** One statement: the page's keys, each source's newest rows after the cursor (at most `limit` of each). */
async function pageKeys(
  db: Db,
  feed: readonly FeedSource[],
  owner: Owner,
  cursor: Cursor | null,
  limit: number,
): Promise<Key[]> {
  const arms = feed.map((source, rank) => {
    const time = sql.ref(source.time);
    const micros = sql`(extract(epoch from ${time}) * 1000000)::bigint::text`;
    return sql`(select ${sql.lit(rank)} as rank, id, ${micros} as micros, ${time} as at from ${sql.table(source.table)}
        where user_id = ${owner.userId} and client_id = ${owner.clientId} and ${source.where ?? sql`true`}
          and ${after(cursor, rank, source.time)}
        order by ${time} desc, id desc limit ${limit})`;
  });
  const result = await sql<Key>`
    select * from (${sql.join(arms, sql` union all `)}) keys
    order by at desc, rank desc, id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank), id: Number(row.id) }));
}

export async function getFeed(
  ctx: ServiceContext,
  auth: AuthContext,
  query: z.infer<typeof FeedQuery>,
  language: LanguageCode,
): Promise<{ results: FeedItem[]; next_cursor: string | null }> {
  const owner = await ownerOf(ctx, auth);
  if (!owner) return { results: [], next_cursor: null };
  const feed = await feedSources();
  const keys = await pageKeys(ctx.db, feed, owner, parseCursor(query.cursor), query.page_size + 1);
  const page = keys.slice(0, query.page_size);
  const loaded = await Promise.all(
    feed.map((source, rank) =>
      source.load(
        ctx.db,
        page.filter((k) => k.rank === rank).map((k) => ({ id: k.id, at: k.at.toISOString() })),
        language,
      ),
    ),
  );
  const items = new Map(
    loaded.flatMap((rows, rank) => rows.map((item) => [`${rank}.${item.id}`, item] as const)),
  );
  const results = page.flatMap((key) => items.get(`${key.rank}.${key.id}`) ?? []);
  const last = page.at(-1);
  const next_cursor = keys.length > query.page_size && last ? `${last.micros}.${last.rank}.${last.id}` : null;
  return { results, next_cursor };
}
