import type { PointStatus } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** What the activity feed shows of points' rows (feed.ts), by id. */

/** Ledger entries with their current status. */
export function feedEntries(db: Db, ids: readonly number[]) {
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

/** Badges earned, with the badge they are. */
export function feedBadges(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('user_badges as ub')
    .innerJoin('badges as b', 'b.id', 'ub.badge_id')
    .select(['ub.id', 'b.id as badge_id', 'b.code', 'b.names', 'b.label_key', 'b.icon'])
    .where('ub.id', 'in', ids)
    .execute();
}
