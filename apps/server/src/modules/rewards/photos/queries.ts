import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';

/** The purposes of a store photo's files in `stored_files`: the original (auditors only) and the display image. */
export const PHOTO_ORIGINAL_PURPOSE = 'photo_original';
export const PHOTO_DISPLAY_PURPOSE = 'photo_display';

/** The campaign's photo types with each one's fixed value (its points-table rule), of the client only. */
export async function photoTypes(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('campaign_photo_types as t')
    .innerJoin('point_rules as r', 'r.id', 't.rule_id')
    .select(['t.id', 't.name', 't.names', 't.rule_id', 'r.code as rule_code', 'r.base_points'])
    .where('t.client_id', '=', clientId)
    .where('t.campaign_id', '=', campaignId)
    .where('r.client_id', '=', clientId)
    .where('r.kind', '=', 'photo')
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}
export type PhotoTypeRow = Awaited<ReturnType<typeof photoTypes>>[number];

/** The campaign's weekday of the photo reset (0 Sunday … 6). */
export async function resetDay(db: Db, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('campaigns')
    .select('photo_reset_day')
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return row.photo_reset_day;
}

/** The (store, type, week) already sent in the campaign for the stores since `since` (a week's first day). */
export async function sentSince(db: Db, campaignId: number, storeIds: readonly number[], since: string) {
  if (storeIds.length === 0) return [];
  return db
    .selectFrom('photo_uploads')
    .select(['branch_id', 'photo_type_id', sql<string>`week_start::text`.as('week_start')])
    .where('campaign_id', '=', campaignId)
    .where('branch_id', 'in', storeIds)
    .where('week_start', '>=', since)
    .execute();
}

/**
 * Stores a photo; undefined when the store already has a photo of that type this week (or the key was already
 * used): the unique keys decide between racing uploads, keeping the first.
 */
export async function insertPhoto(
  trx: Trx,
  photo: {
    clientId: number;
    campaignId: number;
    userId: number;
    storeId: number;
    photoTypeId: number;
    weekStart: string;
    originalKey: string;
    displayKey: string;
    dhash: string;
    sha256: string;
    idempotencyKey: string;
    now: Date;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('photo_uploads')
    .values({
      client_id: photo.clientId,
      campaign_id: photo.campaignId,
      user_id: photo.userId,
      branch_id: photo.storeId,
      photo_type_id: photo.photoTypeId,
      week_start: photo.weekStart,
      original_key: photo.originalKey,
      display_key: photo.displayKey,
      dhash: photo.dhash,
      sha256: photo.sha256,
      points: 0,
      idempotency_key: photo.idempotencyKey,
      created_at: photo.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function creditPhoto(trx: Trx, photoId: number, points: number, entryId: number) {
  await trx
    .updateTable('photo_uploads')
    .set({ points, entry_id: entryId })
    .where('id', '=', photoId)
    .execute();
}

/** A page of the user's photos in the client (newest first) and their count, with campaign, store and type. */
export async function photoPage(
  db: Db,
  who: { clientId: number; userId: number },
  filter: { campaignId?: number | undefined; page: number; pageSize: number; photoId?: number },
) {
  let base = db
    .selectFrom('photo_uploads as p')
    .where('p.client_id', '=', who.clientId)
    .where('p.user_id', '=', who.userId);
  if (filter.campaignId !== undefined) base = base.where('p.campaign_id', '=', filter.campaignId);
  if (filter.photoId !== undefined) base = base.where('p.id', '=', filter.photoId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('campaigns as k', 'k.id', 'p.campaign_id')
      .innerJoin('branches as b', 'b.id', 'p.branch_id')
      .innerJoin('campaign_photo_types as t', 't.id', 'p.photo_type_id')
      .select([
        'p.id',
        sql<string>`p.week_start::text`.as('week_start'),
        'p.status',
        'p.reason',
        'p.points',
        'p.display_key',
        'p.created_at',
        'k.id as campaign_id',
        'k.name as campaign_name',
        'b.id as store_id',
        'b.name as store_name',
        'b.names as store_names',
        't.id as type_id',
        't.name as type_name',
        't.names as type_names',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    filter.photoId === undefined
      ? base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()
      : Promise.resolve({ count: '1' }),
  ]);
  return { rows, count: Number(count.count) };
}
export type PhotoRow = Awaited<ReturnType<typeof photoPage>>['rows'][number];
