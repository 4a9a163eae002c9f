import { orderHeldByAudit } from '@elevar/domain';
import type { Trx } from '../../../db/transaction.ts';
import { recordMove } from './orders.ts';
import * as q from './queries.ts';

/**
 * Orders held by the audit (SPEC §4: sale and photo points are "credited at once, may be audited before redemption
 * is confirmed, and a sale can be reproved"). An order paid with points still under audit waits in `pending_audit`
 * instead of awaiting approval, holding each of the user's sales and photos under audit in that balance when it
 * was placed (any of them may have paid for it). When an item's audit concludes its holds go: an order with no hold
 * left moves to awaiting approval; an order holding a reproved item is rejected with the auditor's reason and its
 * points refunded through the ledger (once, by the refund's key). Both notify the user.
 *
 * Concurrency: a redemption locks the user's balance (its debit) before reading what is under audit, and an audit
 * decision locks the same balance before changing the item (`audit/decide.ts`), so a decision never misses the
 * holds of an order placed at the same moment, and an order never holds an item whose audit has just concluded.
 */

export type HeldItem = 'sale' | 'photo';

/**
 * The SQL of a user's sales and photos under audit in one campaign's balance (`item`, `id`, `points`), with the
 * placeholders of the user, client and campaign: a redemption sums them after its debit and holds them when they
 * paid for the order (redeem-statements.ts).
 */
export const UNDER_AUDIT_ITEMS = (user: string, client: string, campaign: string) => `
    select 'sale' as item, id, points from sales
     where user_id = ${user}::bigint and client_id = ${client}::bigint and campaign_id = ${campaign}::bigint
       and status = 'under_audit'
    union all
    select 'photo' as item, id, points from photo_uploads
     where user_id = ${user}::bigint and client_id = ${client}::bigint and campaign_id = ${campaign}::bigint
       and status = 'under_audit'`;

/**
 * Right after a redemption's debit (the balance locked, `availableAfter` what it left, `underAudit` the points of
 * the user's items under audit there): the status the new order starts in, `pending_audit` (holding those items)
 * when points under audit paid for it, else `awaiting_approval`.
 */
export function statusAfterDebit(
  campaignId: number | null,
  availableAfter: number,
  underAudit: number,
): 'pending_audit' | 'awaiting_approval' {
  return campaignId !== null && orderHeldByAudit(availableAfter, underAudit)
    ? 'pending_audit'
    : 'awaiting_approval';
}

/**
 * An item's audit concluded (in the decision's transaction, the owner's balance locked first): its holds go, and
 * each order pending audit that held it moves on: rejected with the reason when the item was reproved (call this
 * before the item's points are reversed, so the refund is there for the reversal to take), else to awaiting
 * approval once it holds nothing more. The reviewer is the moves' actor (history and audit trail).
 */
export async function releaseHolds(
  trx: Trx,
  item: { kind: HeldItem; id: number; clientId: number },
  outcome: { status: 'approved' | 'reproved'; reason: string | null; reviewerId: number; at: Date },
): Promise<void> {
  const released = await trx
    .deleteFrom('reward_order_holds')
    .where('item', '=', item.kind)
    .where('item_id', '=', item.id)
    .returning('order_id')
    .execute();
  const orderIds = [...new Set(released.map((row) => Number(row.order_id)))].sort((a, b) => a - b);
  for (const orderId of orderIds) {
    const common = {
      clientId: item.clientId,
      actorId: outcome.reviewerId,
      orderId,
      from: ['pending_audit'] as const,
      now: outcome.at,
    };
    if (outcome.status === 'reproved') {
      const reason = outcome.reason ?? '';
      await recordMove(trx, {
        ...common,
        to: 'rejected',
        set: { reason },
        note: reason,
        action: 'rewards.order.rejected',
      });
    } else if (!(await q.orderHasHolds(trx, orderId))) {
      await recordMove(trx, {
        ...common,
        to: 'awaiting_approval',
        set: {},
        note: null,
        action: 'rewards.order.released',
      });
    }
  }
}
