import { searchKey } from '../learning/search.ts';

/**
 * The reward store's rules (SPEC §3 Reward, Order; §4 Reward order; §5 Redemption). Pure: the server decides a
 * redemption in one transaction and moves orders only along `ORDER_TRANSITIONS`.
 */

/** SPEC §4 Reward order. (The pending-audit status SPEC §4 hints at is not held yet: docs/rewards.md "Store".) */
export const ORDER_STATUSES = ['awaiting_approval', 'approved', 'shipped', 'delivered', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an operator does to an order. */
export const ORDER_ACTIONS = ['approve', 'reject', 'ship', 'deliver'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Awaiting approval → approved → shipped → delivered; rejected (points refunded) from awaiting approval or
 * approved, never once shipped. The status each action leads to, from the statuses it may start from.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }>
> = {
  approve: { from: ['awaiting_approval'], to: 'approved' },
  reject: { from: ['awaiting_approval', 'approved'], to: 'rejected' },
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
