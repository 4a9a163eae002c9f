import type { LanguageCode, OrderStatus, RewardSort } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';

/** The purpose of a reward's image in `stored_files` (the client's, owned by no user). */
export const REWARD_IMAGE_PURPOSE = 'reward_image';

/** Where the catalogue reads: a country's stock rows of the client, their rewards offered, departments, categories. */
function offered(db: Db, clientId: number, countryId: number) {
  return db
    .selectFrom('reward_stock as s')
    .innerJoin('rewards as r', (join) =>
      join.onRef('r.id', '=', 's.reward_id').onRef('r.client_id', '=', 's.client_id'),
    )
    .innerJoin('reward_departments as d', 'd.id', 'r.department_id')
    .innerJoin('reward_categories as c', 'c.id', 'r.category_id')
    .where('s.client_id', '=', clientId)
    .where('s.country_id', '=', countryId)
    .where('r.active', '=', true);
}
type Offered = ReturnType<typeof offered>;

const CARD_COLUMNS = [
  'r.id',
  'r.names',
  'r.price',
  'r.image_key',
  'r.redemptions',
  's.stock',
  'd.id as department_id',
  'd.names as department_names',
  'c.id as category_id',
  'c.names as category_names',
  'c.max_per_user',
] as const;

export interface CatalogueFilters {
  words: string;
  departmentId?: number | undefined;
  categoryId?: number | undefined;
}

function filtered(query: Offered, filters: CatalogueFilters): Offered {
  let page = query;
  if (filters.words)
    page = page.where(
      sql<boolean>`r.search_words @@ to_tsquery('simple', ${filters.words
        .split(' ')
        .map((word) => `${word}:*`)
        .join(' & ')})`,
    );
  if (filters.departmentId !== undefined) page = page.where('r.department_id', '=', filters.departmentId);
  if (filters.categoryId !== undefined) page = page.where('r.category_id', '=', filters.categoryId);
  return page;
}

/** The order of a sort: its keys, the reward's id last so pages never overlap. */
function orderOf(sort: RewardSort, language: LanguageCode) {
  switch (sort) {
    // A-Z by the name in the language, then pt-BR's (the domain's `localized` order)
    case 'name':
      return sql`lower(coalesce(r.names->>${language}, r.names->>'pt-BR')), r.id`;
    case 'price_asc':
      return sql`r.price, r.id`;
    case 'price_desc':
      return sql`r.price desc, r.id`;
    default:
      return sql`r.redemptions desc, r.id`;
  }
}

/** A page of the catalogue of the client in the country, and how many rewards match (two statements). */
export async function cataloguePage(
  db: Db,
  where: { clientId: number; countryId: number },
  filters: CatalogueFilters,
  page: { sort: RewardSort; language: LanguageCode; page: number; pageSize: number },
) {
  const base = filtered(offered(db, where.clientId, where.countryId), filters);
  const [rows, total] = await Promise.all([
    base
      .select([...CARD_COLUMNS])
      .orderBy(orderOf(page.sort, page.language))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
export type CardRow = Awaited<ReturnType<typeof cataloguePage>>['rows'][number];

/** One reward offered in the country, with its texts (null when not offered there). */
export async function rewardInCountry(db: Db, clientId: number, countryId: number, rewardId: number) {
  return offered(db, clientId, countryId)
    .select([...CARD_COLUMNS, 'r.descriptions', 'r.delivery_notes'])
    .where('r.id', '=', rewardId)
    .executeTakeFirst();
}
export type RewardRow = NonNullable<Awaited<ReturnType<typeof rewardInCountry>>>;

/** The client's departments and categories, in their order (the store's filters). */
export async function storeLists(db: Db, clientId: number) {
  const [departments, categories] = await Promise.all([
    db
      .selectFrom('reward_departments')
      .select(['id', 'names'])
      .where('client_id', '=', clientId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('reward_categories')
      .select(['id', 'names', 'max_per_user'])
      .where('client_id', '=', clientId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { departments, categories };
}

/** The courses the client requires finished before any redemption. */
export async function requiredCourseIds(db: Db, clientId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('reward_required_courses')
    .select('course_id')
    .where('client_id', '=', clientId)
    .execute();
  return rows.map((row) => Number(row.course_id));
}

/** The user's orders in a category that were not rejected (what its maximum counts). */
export async function liveOrdersInCategory(
  db: Db,
  who: { clientId: number; userId: number; categoryId: number },
): Promise<number> {
  const row = await db
    .selectFrom('reward_orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', who.userId)
    .where('client_id', '=', who.clientId)
    .where('category_id', '=', who.categoryId)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The order a user's earlier request with this Idempotency-Key placed. */
export async function orderIdByKey(db: Db, clientId: number, userId: number, key: string) {
  const row = await db
    .selectFrom('reward_orders')
    .select('id')
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/**
 * Places an order awaiting approval; the unique (client, user, key) claims the Idempotency-Key, so a racing retry
 * waits for this one and then inserts nothing (undefined).
 */
export async function insertOrder(
  trx: Trx,
  order: {
    clientId: number;
    userId: number;
    rewardId: number;
    categoryId: number;
    countryId: number;
    campaignId: number | null;
    points: number;
    idempotencyKey: string;
    now: Date;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('reward_orders')
    .values({
      client_id: order.clientId,
      user_id: order.userId,
      reward_id: order.rewardId,
      category_id: order.categoryId,
      country_id: order.countryId,
      campaign_id: order.campaignId,
      points: order.points,
      idempotency_key: order.idempotencyKey,
      created_at: order.now,
      updated_at: order.now,
    })
    .onConflict((oc) => oc.columns(['client_id', 'user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/** Takes one unit of the reward's stock in the country, never below zero: false when none is left. */
export async function takeStock(trx: Trx, rewardId: number, countryId: number): Promise<boolean> {
  const row = await trx
    .updateTable('reward_stock')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('reward_id', '=', rewardId)
    .where('country_id', '=', countryId)
    .where('stock', '>=', 1)
    .returning('stock')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts a rejected order's unit back in its country's stock. */
export async function returnStock(trx: Trx, rewardId: number, countryId: number): Promise<void> {
  await trx
    .updateTable('reward_stock')
    .set((eb) => ({ stock: eb('stock', '+', 1) }))
    .where('reward_id', '=', rewardId)
    .where('country_id', '=', countryId)
    .execute();
}

/** Records the debit of a placed order and counts it in the reward's popularity. */
export async function completeOrder(trx: Trx, orderId: number, rewardId: number, debitEntryId: number) {
  await trx
    .updateTable('reward_orders')
    .set({ debit_entry_id: debitEntryId })
    .where('id', '=', orderId)
    .execute();
  await trx
    .updateTable('rewards')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
    .where('id', '=', rewardId)
    .execute();
}

export async function insertEvent(
  trx: Trx,
  event: { orderId: number; status: OrderStatus; actorId: number | null; note: string | null; at: Date },
): Promise<void> {
  await trx
    .insertInto('reward_order_events')
    .values({
      order_id: event.orderId,
      status: event.status,
      actor_id: event.actorId,
      note: event.note,
      created_at: event.at,
    })
    .execute();
}

/**
 * Moves an order of the client from one of `from` to `to`, with what the move writes, deciding races by the
 * condition: the row moved, or undefined when it is not the client's or no longer in a status `from` names.
 */
export async function moveOrder(
  trx: Trx,
  move: {
    clientId: number;
    orderId: number;
    from: readonly OrderStatus[];
    to: OrderStatus;
    set: { reason?: string; carrier?: string; tracking_number?: string };
    now: Date;
  },
) {
  return trx
    .updateTable('reward_orders')
    .set({ ...move.set, status: move.to, updated_at: move.now })
    .where('id', '=', move.orderId)
    .where('client_id', '=', move.clientId)
    .where('status', 'in', [...move.from])
    .returning([
      'id',
      'user_id',
      'reward_id',
      'country_id',
      'campaign_id',
      'points',
      'status',
      'reason',
      'carrier',
      'tracking_number',
    ])
    .executeTakeFirst();
}

/** A reward's names by language (what a notification about it carries). */
export async function rewardNames(db: Db, rewardId: number) {
  const row = await db.selectFrom('rewards').select('names').where('id', '=', rewardId).executeTakeFirst();
  return row?.names ?? {};
}

export async function setRefund(trx: Trx, orderId: number, refundEntryId: number) {
  await trx
    .updateTable('reward_orders')
    .set({ refund_entry_id: refundEntryId })
    .where('id', '=', orderId)
    .execute();
}

/** Whose balance an order of the client debited (read before locking that balance). */
export async function orderOwner(db: Db, clientId: number, orderId: number) {
  const row = await db
    .selectFrom('reward_orders')
    .select(['user_id', 'campaign_id'])
    .where('id', '=', orderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return (
    row && {
      user_id: Number(row.user_id),
      campaign_id: row.campaign_id === null ? null : Number(row.campaign_id),
    }
  );
}

/** Whether an order still waits for the audit of some sale or photo. */
export async function orderHasHolds(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reward_order_holds')
    .select('order_id')
    .where('order_id', '=', orderId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The status of each of the client's orders among `ids` (another client's are left out). */
export async function orderStatuses(db: Db, clientId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, OrderStatus>();
  const rows = await db
    .selectFrom('reward_orders')
    .select(['id', 'status'])
    .where('client_id', '=', clientId)
    .where('id', '=', sql<number>`any(${ids}::bigint[])`)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.status]));
}

export async function orderExists(db: Db, clientId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reward_orders')
    .select('id')
    .where('id', '=', orderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders with their reward and owner: the user's list, the queue, one order. */
function orders(db: Db, clientId: number) {
  return db
    .selectFrom('reward_orders as o')
    .innerJoin('rewards as r', 'r.id', 'o.reward_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('countries as co', 'co.id', 'o.country_id')
    .where('o.client_id', '=', clientId);
}

const ORDER_COLUMNS = [
  'o.id',
  'o.status',
  'o.points',
  'o.reason',
  'o.carrier',
  'o.tracking_number',
  'o.created_at',
  'r.id as reward_id',
  'r.names as reward_names',
  'r.image_key',
  'u.id as user_id',
  'u.full_name',
  'u.username',
  'co.code as country_code',
] as const;

/**
 * A page of the client's orders: the user's (newest first) or the queue's (by status, oldest first), one order by
 * id; then the page's status histories in one statement.
 */
export async function orderPage(
  db: Db,
  scope: { clientId: number; userId?: number; status?: OrderStatus; orderId?: number },
  page: { page: number; pageSize: number; oldestFirst: boolean },
) {
  let base = orders(db, scope.clientId);
  if (scope.userId !== undefined) base = base.where('o.user_id', '=', scope.userId);
  if (scope.status !== undefined) base = base.where('o.status', '=', scope.status);
  if (scope.orderId !== undefined) base = base.where('o.id', '=', scope.orderId);
  const direction = page.oldestFirst ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    base
      .select([...ORDER_COLUMNS])
      .orderBy('o.created_at', direction)
      .orderBy('o.id', direction)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => Number(row.id));
  const events = ids.length
    ? await db
        .selectFrom('reward_order_events')
        .select(['order_id', 'status', 'note', 'created_at'])
        .where('order_id', '=', sql<number>`any(${ids}::bigint[])`)
        .orderBy('order_id')
        .orderBy('id')
        .execute()
    : [];
  return { rows, events, count: Number(total.count) };
}
export type OrderRow = Awaited<ReturnType<typeof orderPage>>['rows'][number];
export type EventRow = Awaited<ReturnType<typeof orderPage>>['events'][number];
