import type {
  AuditAction,
  RejectOrderRequest,
  RewardOrder,
  RewardOrderPage,
  ShipOrderRequest,
  StaffRewardOrder,
  StaffRewardOrderPage,
  StaffRewardOrdersQuery,
} from '@elevar/contract';
import { type LanguageCode, ORDER_TRANSITIONS, type OrderAction, type OrderStatus } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { assertModule, loadActor, requireRole } from '../../identity/index.ts';
import { notify } from '../../notifications/index.ts';
import { lockBalance, postEntry } from '../../points/index.ts';
import type { RewardsViewer } from '../access.ts';
import { storeViewer } from './catalogue.ts';
import { historiesOf, toOrder, toStaffOrder } from './mappers.ts';
import { ORDER_OPERATOR_ROLES } from './policy.ts';
import * as q from './queries.ts';

/** One of the viewer's orders as they see it (after a redemption). */
export async function userOrder(
  ctx: ServiceContext,
  viewer: RewardsViewer,
  orderId: number,
): Promise<RewardOrder> {
  const { rows, events } = await q.orderPage(
    ctx.db,
    { clientId: viewer.clientId, userId: viewer.userId, orderId },
    { page: 1, pageSize: 1, oldestFirst: false },
  );
  const [row] = rows;
  if (!row) throw notFound();
  return toOrder(row, historiesOf(events).get(Number(row.id)) ?? [], viewer.language, ctx.secret);
}

/** GET /api/v1/rewards/orders: the user's orders in the selected client, newest first, each with its history. */
export async function listOrders(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { page: number; page_size: number },
  language: LanguageCode,
): Promise<RewardOrderPage> {
  const viewer = await storeViewer(ctx, auth, language);
  const { rows, events, count } = await q.orderPage(
    ctx.db,
    { clientId: viewer.clientId, userId: viewer.userId },
    { page: query.page, pageSize: query.page_size, oldestFirst: false },
  );
  const histories = historiesOf(events);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toOrder(row, histories.get(Number(row.id)) ?? [], language, ctx.secret)),
  };
}

/** The client whose orders an operator runs: the store must be theirs to use, and they a programme administrator. */
export async function operatorScope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  await assertModule(ctx, actor, 'reward_store');
  return { actorId: actor.userId, clientId: requireRole(actor, ORDER_OPERATOR_ROLES) };
}

/** GET /api/v1/admin/rewards/orders: the client's orders (of a status when asked), oldest first: a queue. */
export async function orderQueue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: StaffRewardOrdersQuery,
  language: LanguageCode,
): Promise<StaffRewardOrderPage> {
  const { clientId } = await operatorScope(ctx, auth);
  const { rows, events, count } = await q.orderPage(
    ctx.db,
    { clientId, ...(query.status ? { status: query.status } : {}) },
    { page: query.page, pageSize: query.page_size, oldestFirst: true },
  );
  const histories = historiesOf(events);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toStaffOrder(row, histories.get(Number(row.id)) ?? [], language, ctx.secret)),
  };
}

type MovedOrder = NonNullable<Awaited<ReturnType<typeof q.moveOrder>>>;

export type OrderChange =
  | { action: 'approve' }
  | { action: 'reject'; body: RejectOrderRequest }
  | { action: 'ship'; body: ShipOrderRequest }
  | { action: 'deliver' };

const AUDIT_ACTION = {
  approve: 'rewards.order.approved',
  reject: 'rewards.order.rejected',
  ship: 'rewards.order.shipped',
  deliver: 'rewards.order.delivered',
} as const satisfies Record<OrderAction, AuditAction>;

function changeFields(change: OrderChange) {
  if (change.action === 'reject') return { set: { reason: change.body.reason }, note: change.body.reason };
  if (change.action === 'ship')
    return {
      set: { carrier: change.body.carrier, tracking_number: change.body.tracking_number },
      note: `${change.body.carrier} ${change.body.tracking_number}`,
    };
  return { set: {}, note: null };
}

/**
 * POST /api/v1/admin/rewards/orders/:id/{approve,reject,ship,deliver} (SPEC §4 Reward order): the order moves along
 * the domain's `ORDER_TRANSITIONS` by a conditional update, so of racing operators one moves it and the others get
 * 409 `store.order_status_changed`. A rejection refunds the points through the ledger (kind `refund`, its key
 * `reward_order:<id>:refund`: once whatever the races) and puts the unit back in stock. In the same transaction:
 * the history, the audit trail, and the user's notification (live on commit).
 */
export async function changeOrder(
  ctx: ServiceContext,
  auth: AuthContext,
  orderId: number,
  change: OrderChange,
  language: LanguageCode,
): Promise<StaffRewardOrder> {
  const { actorId, clientId } = await operatorScope(ctx, auth);
  await inTransaction(ctx.db, (trx) =>
    applyOrderChange(trx, { clientId, actorId, orderId, change, now: ctx.clock.now() }),
  );
  const { rows, events } = await q.orderPage(
    ctx.db,
    { clientId, orderId },
    { page: 1, pageSize: 1, oldestFirst: true },
  );
  const [row] = rows;
  if (!row) throw notFound();
  return toStaffOrder(row, historiesOf(events).get(orderId) ?? [], language, ctx.secret);
}

/**
 * The move of `changeOrder` in the caller's transaction (the demo seed and the bulk moves use it too): the status by
 * a conditional update, the refund and stock of a rejection, the history, the audit trail, the user's notification.
 * A rejection first locks the owner's balance, as a redemption and an audit decision do (docs/rewards.md "Store":
 * balance → order → stock), so it cannot deadlock with the audit releasing or rejecting the same order.
 */
export async function applyOrderChange(
  trx: Trx,
  move: { clientId: number; actorId: number; orderId: number; change: OrderChange; now: Date },
): Promise<void> {
  const { clientId, orderId, change } = move;
  if (change.action === 'reject') {
    const owner = await q.orderOwner(trx, clientId, orderId);
    if (!owner) throw notFound();
    await lockBalance(trx, { clientId, userId: owner.user_id, campaignId: owner.campaign_id });
  }
  const transition = ORDER_TRANSITIONS[change.action];
  const moved = await recordMove(trx, {
    ...move,
    ...changeFields(change),
    from: transition.from,
    to: transition.to,
    action: AUDIT_ACTION[change.action],
  });
  if (!moved) {
    if (await q.orderExists(trx, clientId, orderId)) throw new AppError('store.order_status_changed', 409);
    throw notFound();
  }
}

/**
 * Moves an order from one of `from` to `to` in the caller's transaction, with everything a move writes: the row
 * by a conditional update (undefined, nothing written, when the order is not the client's or not in `from`), a
 * rejection's refund through the ledger (once, by its key) and its unit back in stock, the history, the audit trail
 * (`action`) and the owner's notification (live on commit). The operator's moves and the audit's (holds.ts) use it.
 */
export async function recordMove(
  trx: Trx,
  move: {
    clientId: number;
    actorId: number;
    orderId: number;
    from: readonly OrderStatus[];
    to: OrderStatus;
    set: { reason?: string; carrier?: string; tracking_number?: string };
    note: string | null;
    action: AuditAction;
    now: Date;
  },
): Promise<MovedOrder | undefined> {
  const { clientId, actorId, orderId, set, now } = move;
  const moved = await q.moveOrder(trx, { clientId, orderId, from: move.from, to: move.to, set, now });
  if (!moved) return undefined;
  if (move.to === 'rejected') await refund(trx, clientId, moved, set.reason ?? '', now, actorId);
  await q.insertEvent(trx, { orderId, status: move.to, actorId, note: move.note, at: now });
  await recordAudit(trx, {
    actor: actorId,
    clientId,
    action: move.action,
    entity: 'reward_order',
    entityId: orderId,
    fields: ['status', ...Object.keys(set)],
    at: now,
  });
  await tellOwner(trx, clientId, moved, now);
  return moved;
}

async function refund(
  trx: Trx,
  clientId: number,
  order: MovedOrder,
  reason: string,
  now: Date,
  actorId: number,
) {
  const posting = await postEntry(
    trx,
    {
      clientId,
      userId: Number(order.user_id),
      programme: 'rewards',
      campaignId: order.campaign_id === null ? null : Number(order.campaign_id),
      kind: 'refund',
      amount: order.points,
      sourceType: 'reward_order',
      sourceId: String(order.id),
      reason,
      idempotencyKey: `reward_order:${order.id}:refund`,
      createdBy: actorId,
    },
    now,
  );
  await q.setRefund(trx, Number(order.id), posting.entry.id);
  await q.returnStock(trx, Number(order.reward_id), order.country_id);
}

/** The user hears of every change of their order (SPEC §4; live through the notifications module). */
async function tellOwner(trx: Trx, clientId: number, order: MovedOrder, at: Date) {
  await notify(trx, {
    clientId,
    userId: Number(order.user_id),
    kind: 'reward_order',
    data: {
      order_id: Number(order.id),
      reward_names: await q.rewardNames(trx, Number(order.reward_id)),
      status: order.status,
      reason: order.reason,
      carrier: order.carrier,
      tracking_number: order.tracking_number,
    },
    at,
  });
}
