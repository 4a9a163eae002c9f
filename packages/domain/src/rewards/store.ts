import { searchKey } from '../learning/search.ts';

/**
 * The reward store's rules (SPEC §3 Reward, Order; §4 Reward order; §5 Redemption). Pure: the server decides a
 * redemption in one transaction and moves orders only along `ORDER_TRANSITIONS`.
 */

/**
 * SPEC §4 Reward order, with the pending-audit status SPEC §3 hints at: an order paid with points still under audit
 * waits in `pending_audit` until the audits of the user's sales and photos conclude (`orderHeldByAudit`).
 */
export const ORDER_STATUSES = [
  'pending_audit',
  'awaiting_approval',
  'approved',
  'shipped',
  'delivered',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an operator does to an order. */
export const ORDER_ACTIONS = ['approve', 'reject', 'ship', 'deliver'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Awaiting approval → approved → shipped → delivered; rejected (points refunded) while pending audit, awaiting
 * approval or approved, never once shipped. An order pending audit is approved only after the audit lets it go
 * (the server moves it to awaiting approval). The status each action leads to, from the statuses it may start from.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }>
> = {
  approve: { from: ['awaiting_approval'], to: 'approved' },
  reject: { from: ['pending_audit', 'awaiting_approval', 'approved'], to: 'rejected' },
  ship: { from: ['approved'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
};

/** The status `action` moves an order in `status` to, or null when the order cannot take it. */
export function orderTransition(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const transition = ORDER_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The store's sort orders (SPEC §2 Reward store: popularity, A-Z, price ascending or descending). */
export const REWARD_SORTS = ['popularity', 'name', 'price_asc', 'price_desc'] as const;
export type RewardSort = (typeof REWARD_SORTS)[number];

/**
 * SPEC §5: the per-category maximum. `live` counts the user's orders in the category that are not rejected (the
 * one being placed included); a null maximum is no limit.
 */
export function categoryLimitExceeded(live: number, maxPerUser: number | null): boolean {
  return maxPerUser !== null && live > maxPerUser;
}

/**
 * SPEC §4 (points "may be audited before redemption is confirmed"): an order is paid with points still under audit
 * when the balance left after its debit is less than the points of the user's sales and photos still under audit
 * in that balance (the points already audited are spent first). Such an order waits in `pending_audit`.
 */
export function orderHeldByAudit(availableAfter: number, underAudit: number): boolean {
  return underAudit > 0 && availableAfter < underAudit;
}

/** Longest carrier name and tracking number an operator writes when shipping. */
export const ORDER_SHIPPING_TEXT_MAX = 80;

/**
 * What the store's search reads of a reward: every language's name and description as one search key (the domain's
 * `searchKey`: lower case, accents removed), so "camera" finds "Câmera" in any language.
 */
export function rewardSearchText(
  names: Readonly<Record<string, string>>,
  descriptions: Readonly<Record<string, string>> = {},
): string {
  return searchKey([...Object.values(names), ...Object.values(descriptions)].join(' '));
}
