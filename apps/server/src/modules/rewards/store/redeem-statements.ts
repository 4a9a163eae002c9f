import { preparedQuery } from '../../../db/connection.ts';
import { UNDER_AUDIT_ITEMS } from './holds.ts';

/**
 * A redemption's statements (redeem.ts) as fixed SQL texts run as named prepared statements: what it decides with,
 * read in one statement before its transaction, and inside it the order's insert, the category's count with the
 * stock's conditional update, and the order's completion. The ledger's debit between them is the points module's.
 */

export interface RedemptionFacts {
  gmin_number: string | null;
  country_id: number | null;
  country_area_id: number | null;
  campaign_id: number | null;
  rewards_blocked_at: Date | null;
  /** The client's reward campaign running on the day (the balance a redemption debits), or null. */
  running_campaign_id: number | null;
  /** The points available in that balance (none yet: 0). */
  available: number;
  /** The order an earlier request with the same Idempotency-Key placed. */
  earlier_order_id: number | null;
  /** The reward when it is offered in the member's country (active, a stock row there), else null. */
  reward_id: number | null;
  names: Record<string, string> | null;
  image_key: string | null;
  price: number;
  category_id: number;
  max_per_user: number | null;
  stock: number;
  /** The member's live orders in the reward's category (what its maximum counts). */
  category_redeemed: number;
  /** The client's training required before any redemption. */
  required_courses: number[];
}

/**
 * Member $2 of client $1 (no row: not a member) with the client's reward campaign running on day $3
 * (`currentRewardCampaign`'s choice) and their available points there, the order of their Idempotency-Key $5, reward
 * $4 as offered in their country with its stock, their live orders in its category, and the client's required
 * courses: `findMember`, `orderIdByKey`, `rewardInCountry`, `spendingBalance`, `liveOrdersInCategory` and
 * `requiredCourseIds` in one statement.
 */
export const redemptionFacts = preparedQuery<RedemptionFacts>(`with running as (
    select id from campaigns
    where client_id = $1::bigint and is_reward_campaign and begin_date <= $3::date and end_date >= $3::date
    order by begin_date desc limit 1)
  select u.gmin_number, u.country_id, u.country_area_id, m.campaign_id, m.rewards_blocked_at,
    running.id as running_campaign_id, coalesce(b.available, 0) as available,
    (select o.id from reward_orders o
      where o.client_id = $1::bigint and o.user_id = u.id and o.idempotency_key = $5::text) as earlier_order_id,
    r.id as reward_id, r.names, r.image_key, r.price, r.category_id, c.max_per_user, s.stock,
    (select count(*) from reward_orders o where o.user_id = u.id and o.client_id = $1::bigint
      and o.category_id = r.category_id and o.status <> 'rejected')::int as category_redeemed,
    array(select course_id from reward_required_courses where client_id = $1::bigint) as required_courses
  from users u
  join user_clients m on m.user_id = u.id and m.client_id = $1::bigint
  left join running on true
  left join point_balances b on b.user_id = u.id and b.client_id = $1::bigint
    and b.campaign_id is not distinct from running.id
  left join reward_stock s on s.client_id = $1::bigint and s.country_id = u.country_id and s.reward_id = $4::bigint
  left join rewards r on r.id = s.reward_id and r.client_id = s.client_id and r.active
  left join reward_categories c on c.id = r.category_id
  where u.id = $2::bigint`);

/**
 * Places an order awaiting approval (client $1, user $2, reward $3 of category $4 in country $5, campaign $6, $7
 * points, key $8, at $9); the unique (client, user, key) claims the Idempotency-Key, so a racing retry waits for this
 * one and then inserts nothing (no row).
 */
export const insertOrder = preparedQuery<{ id: number }>(`insert into reward_orders
    (client_id, user_id, reward_id, category_id, country_id, campaign_id, points, idempotency_key, created_at,
     updated_at)
  values ($1::bigint, $2::bigint, $3::bigint, $4::bigint, $5::int, $6::bigint, $7::int, $8::text, $9::timestamptz,
    $9::timestamptz)
  on conflict (client_id, user_id, idempotency_key) do nothing
  returning id`);

/**
 * After the order's debit (the user's balance locked): user $1's live orders in client $2's category $3 (this one
 * included) and the points of their sales and photos under audit in campaign $6; one unit of reward $4's stock in
 * country $5 taken, never below zero, unless the count is over the category's maximum $7 (null: none). `taken`
 * false with the count within the maximum: no stock left.
 */
export const countAndTakeStock = preparedQuery<{
  live: number;
  under_audit: number;
  taken: boolean;
}>(`with live as (
    select count(*)::int as n from reward_orders
    where user_id = $1::bigint and client_id = $2::bigint and category_id = $3::bigint and status <> 'rejected'),
  taken as (
    update reward_stock set stock = stock - 1
    where reward_id = $4::bigint and country_id = $5::int and stock >= 1
      and ($7::int is null or (select n from live) <= $7::int)
    returning stock)
  select live.n as live, exists (select from taken) as taken,
    (select coalesce(sum(points), 0) from (${UNDER_AUDIT_ITEMS('$1', '$2', '$6')}) items)::bigint as under_audit
  from live`);

/**
 * Completes order $1 (its debit entry $2 and its status $3), counts it in reward $4's popularity and records its
 * first history event by user $5 at $6; an order pending audit holds each of the user's sales and photos under
 * audit in client $7's campaign $8 (the balance is locked: the same items `countAndTakeStock` summed).
 */
export const completeOrder = preparedQuery<{ id: number }>(`with placed as (
    update reward_orders set debit_entry_id = $2::bigint, status = $3::text where id = $1::bigint),
  counted as (
    update rewards set redemptions = redemptions + 1 where id = $4::bigint),
  held as (
    insert into reward_order_holds (order_id, item, item_id)
    select $1::bigint, items.item, items.id from (${UNDER_AUDIT_ITEMS('$5', '$7', '$8')}) items
    where $3::text = 'pending_audit')
  insert into reward_order_events (order_id, status, actor_id, note, created_at)
  values ($1::bigint, $3::text, $5::bigint, null, $6::timestamptz)
  returning id`);
