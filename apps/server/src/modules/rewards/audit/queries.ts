import type { FraudSignal, SaleStatus } from '@elevar/domain';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { saleLinesJson } from '../sales/queries.ts';

/** The queue's filters (the client is the auditor's). */
export interface QueueFilter {
  clientId: number;
  status: SaleStatus;
  campaignId?: number | undefined;
  countryId?: number | undefined;
  storeId?: number | undefined;
  signal?: FraudSignal | undefined;
  /** One item, whatever its status (the queue opened on it from the level-change evidence). */
  id?: number | undefined;
  page: number;
  pageSize: number;
}

/**
 * The queue's conditions on an item (alias `i`, sales or photos) and its store (alias `b`): the client, the status
 * and the filters, in the columns the queue index (`*_audit_queue_idx`: client, status, suspicion desc,
 * created_at, id) starts with.
 */
function queueCondition(filter: QueueFilter) {
  const parts = [
    sql`i.client_id = ${filter.clientId}`,
    filter.id === undefined ? sql`i.status = ${filter.status}` : sql`i.id = ${filter.id}`,
  ];
  if (filter.campaignId !== undefined) parts.push(sql`i.campaign_id = ${filter.campaignId}`);
  if (filter.storeId !== undefined) parts.push(sql`i.branch_id = ${filter.storeId}`);
  if (filter.countryId !== undefined) parts.push(sql`b.country_id = ${filter.countryId}`);
  // an item with a signal has a suspicion (their count): the queue index's range then holds the suspicious only
  if (filter.signal !== undefined)
    parts.push(sql`i.suspicion > 0 and ${filter.signal}::text = any(i.signals)`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** How a queue's count is read: `count` itself, or a count kept meanwhile (queue-counts.ts). */
type Counted = (count: () => Promise<number>) => Promise<number>;

const pageOf = (filter: QueueFilter) => ({
  limit: filter.pageSize,
  offset: (filter.page - 1) * filter.pageSize,
});

/**
 * A page of the sales queue and its count: each sale with campaign, chain, store, country, seller, reviewer, lines.
 * The page is chosen on sales (and their stores for a country) alone, then its rows read their names by key: one join of the eight
 * tables took about 45 ms to plan per page (rewards bench, docs/benchmarks.md "Rewards"), this a few.
 */
export async function salesQueue(db: Db, filter: QueueFilter, counted: Counted = (count) => count()) {
  // the stores are read for a country only (queueCondition's `b.country_id`, the join adds no column): without them
  // the page and its count read the sales' indexes alone
  const sales = db.selectFrom('sales as i');
  const base = (
    filter.countryId === undefined
      ? sales
      : (sales.innerJoin('branches as b', 'b.id', 'i.branch_id') as unknown as typeof sales)
  ).where(queueCondition(filter));
  const { limit, offset } = pageOf(filter);
  const page = base
    .selectAll('i')
    .orderBy('i.suspicion', 'desc')
    .orderBy('i.created_at')
    .orderBy('i.id')
    .limit(limit)
    .offset(offset);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(page.as('i'))
      .innerJoin('branches as b', 'b.id', 'i.branch_id')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select([
        'i.id',
        'i.invoice_number',
        sql<string>`i.sale_date::text`.as('sale_date'),
        'i.observation',
        'i.status',
        'i.reason',
        'i.points',
        'i.invoice_file_key',
        'i.created_at',
        'i.signals',
        'i.reviewed_at',
        'i.campaign_id',
        sql<string>`(select k.name from campaigns k where k.id = i.campaign_id)`.as('campaign_name'),
        'i.retail_chain_id as chain_id',
        sql<string>`(select rc.name from retail_chains rc where rc.id = i.retail_chain_id)`.as('chain_name'),
        'b.id as store_id',
        'b.name as store_name',
        'b.names as store_names',
        sql<string | null>`(select co.code from countries co where co.id = b.country_id)`.as('country_code'),
        'u.id as user_id',
        'u.full_name as user_name',
        'u.username',
        'i.reviewed_by as reviewer_id',
        sql<string | null>`(select r.full_name from users r where r.id = i.reviewed_by)`.as('reviewer_name'),
        sql<string | null>`(select f.content_type from stored_files f where f.key = i.invoice_file_key)`.as(
          'invoice_content_type',
        ),
        saleLinesJson('i.id'),
      ])
      .orderBy('i.suspicion', 'desc')
      .orderBy('i.created_at')
      .orderBy('i.id')
      .execute(),
    // without a country the count is an index-only scan of the queue's index
    counted(async () =>
      Number(
        (await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count,
      ),
    ),
  ]);
  return { rows, count };
}
export type AuditSaleRow = Awaited<ReturnType<typeof salesQueue>>['rows'][number];

/** A page of the photos queue and its count: each photo with campaign, store, country, type, seller, reviewer. */
export async function photosQueue(db: Db, filter: QueueFilter, counted: Counted = (count) => count()) {
  const base = db
    .selectFrom('photo_uploads as i')
    .innerJoin('branches as b', 'b.id', 'i.branch_id')
    .where(queueCondition(filter));
  const { limit, offset } = pageOf(filter);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('campaigns as k', 'k.id', 'i.campaign_id')
      .innerJoin('campaign_photo_types as t', 't.id', 'i.photo_type_id')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .leftJoin('countries as co', 'co.id', 'b.country_id')
      .leftJoin('users as r', 'r.id', 'i.reviewed_by')
      .select([
        'i.id',
        sql<string>`i.week_start::text`.as('week_start'),
        'i.status',
        'i.reason',
        'i.points',
        'i.display_key',
        'i.created_at',
        'i.signals',
        'i.reviewed_at',
        'k.id as campaign_id',
        'k.name as campaign_name',
        'b.id as store_id',
        'b.name as store_name',
        'b.names as store_names',
        't.id as type_id',
        't.name as type_name',
        't.names as type_names',
        'co.code as country_code',
        'u.id as user_id',
        'u.full_name as user_name',
        'u.username',
        'r.id as reviewer_id',
        'r.full_name as reviewer_name',
      ])
      .orderBy('i.suspicion', 'desc')
      .orderBy('i.created_at')
      .orderBy('i.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    counted(async () =>
      Number(
        (
          await (filter.countryId === undefined
            ? db.selectFrom('photo_uploads as i').where(queueCondition(filter))
            : base
          )
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),
    ),
  ]);
  return { rows, count };
}
export type AuditPhotoRow = Awaited<ReturnType<typeof photosQueue>>['rows'][number];

/**
 * Sets an item's audit state when it may change (the row lock makes racing decisions wait, then see the winner's
 * state): approval only from under audit; reproval from anything but reproved (an approved item can still be
 * reproved, SPEC §4). Undefined when nothing changed.
 */
/** Whose balance an item of the client credited (read before locking that balance). */
export async function itemOwner(db: Db, table: 'sales' | 'photo_uploads', clientId: number, id: number) {
  const row = await db
    .selectFrom(table)
    .select(['user_id', 'campaign_id'])
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row && { user_id: Number(row.user_id), campaign_id: Number(row.campaign_id) };
}

export async function decideItem(
  trx: Trx,
  table: 'sales' | 'photo_uploads',
  decision: {
    clientId: number;
    id: number;
    status: 'approved' | 'reproved';
    reason: string | null;
    reviewerId: number;
    at: Date;
  },
): Promise<{ id: number; user_id: number; campaign_id: number; points: number } | undefined> {
  return trx
    .updateTable(table)
    .set({
      status: decision.status,
      reason: decision.reason,
      reviewed_by: decision.reviewerId,
      reviewed_at: decision.at,
    })
    .where('id', '=', decision.id)
    .where('client_id', '=', decision.clientId)
    .where(
      'status',
      decision.status === 'approved' ? '=' : '<>',
      decision.status === 'approved' ? 'under_audit' : 'reproved',
    )
    .returning(['id', 'user_id', 'campaign_id', 'points'])
    .executeTakeFirst();
}

/** The audit states of the client's items among `ids` (ids of another client are absent). */
export async function itemStatuses(
  db: Db,
  table: 'sales' | 'photo_uploads',
  clientId: number,
  ids: number[],
) {
  return db
    .selectFrom(table)
    .select(['id', 'status'])
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .execute();
}

/** A sale's ledger entries (one per line) and its invoice number. */
export async function saleEntries(trx: Trx, saleId: number) {
  const [sale, lines] = await Promise.all([
    trx.selectFrom('sales').select('invoice_number').where('id', '=', saleId).executeTakeFirstOrThrow(),
    trx
      .selectFrom('sale_lines')
      .select('entry_id')
      .where('sale_id', '=', saleId)
      .where('entry_id', 'is not', null)
      .orderBy('position')
      .execute(),
  ]);
  return { label: sale.invoice_number, entryIds: lines.map((l) => l.entry_id as number) };
}

/** A photo's ledger entry and its type's name (in the user's language, else the stored name). */
export async function photoEntries(trx: Trx, photoId: number) {
  const row = await trx
    .selectFrom('photo_uploads as p')
    .innerJoin('campaign_photo_types as t', 't.id', 'p.photo_type_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('languages as lang', 'lang.id', 'u.language_id')
    .select(['p.entry_id', 't.name', 't.names', 'lang.code as language'])
    .where('p.id', '=', photoId)
    .executeTakeFirstOrThrow();
  return row;
}
