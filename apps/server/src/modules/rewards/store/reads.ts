import { preparedQuery } from '../../../db/connection.ts';
import type { CardRow, RewardRow } from './queries.ts';

/**
 * The store's reads on the request path as fixed SQL texts run as named prepared statements (parsed and planned once
 * per connection, no query builder on the way): a shopper's membership with their balance, the rewards offered in a
 * country, a page's cards with their stock, and a reward's details with the shopper's part of its Reward state.
 */

export interface ShopperRow {
  gmin_number: string | null;
  country_id: number | null;
  country_area_id: number | null;
  campaign_id: number | null;
  rewards_blocked_at: Date | null;
  /** The client's reward campaign running on the day asked (the balance a redemption debits), or null. */
  running_campaign_id: string | null;
  available: number;
  experience: number;
  /** The level stored for the running campaign (null: none stored yet, carried over when read). */
  level: string | null;
}

/**
 * The member of client $1 with user id $2 (no row: not a member), the client's reward campaign running on day $3
 * (`currentRewardCampaign`'s choice), the member's balance there (none yet: 0) and their level stored there.
 */
export const shopperWithBalance = preparedQuery<ShopperRow>(`with running as (
    select id from campaigns
    where client_id = $1::bigint and is_reward_campaign and begin_date <= $3::date and end_date >= $3::date
    order by begin_date desc limit 1)
  select u.gmin_number, u.country_id, u.country_area_id, m.campaign_id, m.rewards_blocked_at,
    running.id as running_campaign_id, coalesce(b.available, 0) as available, coalesce(b.experience, 0) as experience,
    l.level
  from users u
  join user_clients m on m.user_id = u.id and m.client_id = $1::bigint
  left join running on true
  left join point_balances b on b.user_id = u.id and b.client_id = $1::bigint
    and b.campaign_id is not distinct from running.id
  left join user_levels l on l.user_id = u.id and l.client_id = $1::bigint and l.campaign_id = running.id
  where u.id = $2::bigint`);

/** What orders and filters the rewards offered in a country: `cataloguePage`'s keys, without the cards. */
export interface OfferedRow {
  id: string;
  price: number;
  redemptions: number;
  department_id: string;
  category_id: string;
}

/** Every reward of client $1 offered in country $2 (active, a stock row there), in no order. */
export const offeredRewards = preparedQuery<OfferedRow>(`select r.id, r.price, r.redemptions, r.department_id,
    r.category_id
  from reward_stock s join rewards r on r.id = s.reward_id and r.client_id = s.client_id
  where s.client_id = $1::bigint and s.country_id = $2::int and r.active`);

/**
 * The cards of client $1's rewards $3 offered in country $2, in the order of $3, with their stock as it is now: a
 * page's rows once its rewards are known (a reward no longer offered there is left out).
 */
export const pageCards = preparedQuery<CardRow>(`select r.id, r.names, r.price, r.image_key, r.redemptions,
    s.stock, d.id as department_id, d.names as department_names, c.id as category_id, c.names as category_names,
    c.max_per_user
  from unnest($3::bigint[]) with ordinality as p(id, position)
  join reward_stock s on s.reward_id = p.id and s.client_id = $1::bigint and s.country_id = $2::int
  join rewards r on r.id = s.reward_id and r.client_id = s.client_id and r.active
  join reward_departments d on d.id = r.department_id
  join reward_categories c on c.id = r.category_id
  order by p.position`);

export interface DetailRow extends RewardRow {
  /** The user's live orders in the reward's category (what its maximum counts). */
  category_redeemed: number;
  /** The client's training required before any redemption. */
  required_courses: string[];
}

/**
 * Reward $3 offered in country $2 of client $1 (active, a stock row there) with its card, texts and stock, user $4's
 * live orders in its category and the client's required courses: `rewardInCountry`, `liveOrdersInCategory` and
 * `requiredCourseIds` in one statement.
 */
export const rewardDetailFor = preparedQuery<DetailRow>(`select r.id, r.names, r.price, r.image_key,
    r.redemptions, s.stock, d.id as department_id, d.names as department_names, c.id as category_id,
    c.names as category_names, c.max_per_user, r.descriptions, r.delivery_notes,
    (select count(*) from reward_orders o where o.user_id = $4::bigint and o.client_id = $1::bigint
      and o.category_id = r.category_id and o.status <> 'rejected')::int as category_redeemed,
    array(select course_id from reward_required_courses where client_id = $1::bigint) as required_courses
  from reward_stock s
  join rewards r on r.id = s.reward_id and r.client_id = s.client_id
  join reward_departments d on d.id = r.department_id
  join reward_categories c on c.id = r.category_id
  where s.client_id = $1::bigint and s.country_id = $2::int and s.reward_id = $3::bigint and r.active`);
