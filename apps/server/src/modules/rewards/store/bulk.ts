import type { OrderBulkRequest, OrderBulkResult } from '@elevar/contract';
import { type ErrorCode, errorMessage, type LanguageCode, ORDER_SHIPPING_TEXT_MAX } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { applyOrderChange, type OrderChange, operatorScope } from './orders.ts';
import * as q from './queries.ts';

type Result = OrderBulkResult['results'][number];
type Row = { id: number; change: OrderChange } | { id: number; invalid: 'store.shipment_invalid' };

const fits = (text: string) => text.length >= 1 && text.length <= ORDER_SHIPPING_TEXT_MAX;

/** Each order of the request once (the first mention wins), with its move or why it cannot be tried. */
function rowsOf(request: OrderBulkRequest): Row[] {
  if (request.action === 'ship') {
    const seen = new Set<number>();
    return request.shipments.flatMap((shipment): Row[] => {
      if (seen.has(shipment.id)) return [];
      seen.add(shipment.id);
      const carrier = shipment.carrier.trim();
      const tracking = shipment.tracking_number.trim();
      if (!fits(carrier) || !fits(tracking)) return [{ id: shipment.id, invalid: 'store.shipment_invalid' }];
      return [{ id: shipment.id, change: { action: 'ship', body: { carrier, tracking_number: tracking } } }];
    });
  }
  const change: OrderChange =
    request.action === 'reject'
      ? { action: 'reject', body: { reason: request.reason } }
      : { action: request.action };
  return [...new Set(request.ids)].map((id) => ({ id, change }));
}

/**
 * POST /api/v1/admin/rewards/orders/bulk: one action (approve, reject with one reason, ship with each order's
 * carrier and tracking number, deliver) on up to 100 orders of the operator's client. Each order is moved in its
 * own transaction by `applyOrderChange` (the single moves' rules, refund, history, audit trail and notification),
 * so one refused order never undoes or stops the others; the answer says, order by order, what happened and the
 * status it is in now: `changed`, `refused` (store.order_status_changed, store.shipment_invalid, with the message
 * in the request's language) or `not_found` (another client's order too).
 */
export async function bulkOrders(
  ctx: ServiceContext,
  auth: AuthContext,
  request: OrderBulkRequest,
  language: LanguageCode,
): Promise<OrderBulkResult> {
  const { actorId, clientId } = await operatorScope(ctx, auth);
  const outcomes: Omit<Result, 'status'>[] = [];
  const refused = (id: number, code: ErrorCode) => ({
    id,
    outcome: 'refused' as const,
    code,
    message: errorMessage(code, language),
  });
  for (const row of rowsOf(request)) {
    if ('invalid' in row) {
      outcomes.push(refused(row.id, row.invalid));
      continue;
    }
    try {
      await inTransaction(ctx.db, (trx) =>
        applyOrderChange(trx, {
          clientId,
          actorId,
          orderId: row.id,
          change: row.change,
          now: ctx.clock.now(),
        }),
      );
      outcomes.push({ id: row.id, outcome: 'changed', code: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'common.not_found')
        outcomes.push({ id: row.id, outcome: 'not_found', code: null, message: null });
      else if (error.code === 'store.order_status_changed') outcomes.push(refused(row.id, error.code));
      else throw error;
    }
  }
  const statuses = await q.orderStatuses(
    ctx.db,
    clientId,
    outcomes.map((o) => o.id),
  );
  return { results: outcomes.map((o) => ({ ...o, status: statuses.get(o.id) ?? null })) };
}
