import type { FeedItem, FeedQuery } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import type { FeedSource } from '../manifest.ts';
import { toNotification } from './mappers.ts';
import * as q from './queries.ts';
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

function parseCursor(cursor: string | undefined): q.FeedCursor | null {
  if (!cursor) return null;
  const [micros = '0', rank, id] = cursor.split('.');
  return { micros, rank: Number(rank), id: Number(id) };
}

/** The notifications' own rows in the feed, after every other module's (`badge_earned` left out). */
const notificationSource: FeedSource = {
  table: 'notifications',
  time: 'created_at',
  where: q.NOT_BADGE_EARNED,
  async load(db, keys) {
    const rows = await q.findNotificationsByIds(
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

export async function getFeed(
  ctx: ServiceContext,
  auth: AuthContext,
  query: z.infer<typeof FeedQuery>,
  language: LanguageCode,
): Promise<{ results: FeedItem[]; next_cursor: string | null }> {
  const owner = await ownerOf(ctx, auth);
  if (!owner) return { results: [], next_cursor: null };
  const feed = await feedSources();
  const keys = await q.feedPageKeys(ctx.db, feed, owner, parseCursor(query.cursor), query.page_size + 1);
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
