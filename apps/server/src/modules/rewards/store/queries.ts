import type { OrderStatus } from '@elevar/domain';
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

/** A reward's card as the store lists it: its texts in every language, price, image, stock in the country. */
export interface CardRow {
  id: number;
  names: Record<string, string>;
  price: number;
  image_key: string | null;
  redemptions: number;
  stock: number;
  department_id: number;
  department_names: Record<string, string>;
  category_id: number;
  category_names: Record<string, string>;
  max_per_user: number | null;
}

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

/** Puts a rejected order's unit back in its country's stock. */
export async function returnStock(trx: Trx, rewardId: number, countryId: number): Promise<void> {
  await trx
    .updateTable('reward_stock')
    .set((eb) => ({ stock: eb('stock', '+', 1) }))
    .where('reward_id', '=', rewardId)
    .where('country_id', '=', countryId)
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
