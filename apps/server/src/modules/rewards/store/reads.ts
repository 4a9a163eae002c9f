import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { type Db, preparedQuery } from '../../../db/connection.ts';
import type { CardRow } from './queries.ts';

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
const SHOPPER_SQL = (extraColumns: string, extraJoins: string) => `with running as (
    select id from campaigns
    where client_id = $1::bigint and is_reward_campaign and begin_date <= $3::date and end_date >= $3::date
    order by begin_date desc limit 1)
  select u.gmin_number, u.country_id, u.country_area_id, m.campaign_id, m.rewards_blocked_at,
    running.id as running_campaign_id, coalesce(b.available, 0) as available, coalesce(b.experience, 0) as experience,
    l.level${extraColumns}
  from users u
  join user_clients m on m.user_id = u.id and m.client_id = $1::bigint
  left join running on true
  left join point_balances b on b.user_id = u.id and b.client_id = $1::bigint
    and b.campaign_id is not distinct from running.id
  left join user_levels l on l.user_id = u.id and l.client_id = $1::bigint and l.campaign_id = running.id${extraJoins}
  where u.id = $2::bigint`;

export const shopperWithBalance = preparedQuery<ShopperRow>(SHOPPER_SQL('', ''));

/**
 * A list of rewards the catalogue cuts its pages from (catalogue-pages.ts), in each of the orders it is cut in,
 * ordered by PostgreSQL: each reward once, at its place (in id order) in `ids`, `departments` and `categories`; each
 * order is the rewards' places in that order, the reward's id last. One row of JSON columns, so reading it is parsing
 * a few arrays of numbers, and nothing is sorted in the server.
 */
export interface ListOrders {
  ids: ArrayLike<number>;
  departments: ArrayLike<number>;
  categories: ArrayLike<number>;
  /** Most redeemed first. */
  popularity: ArrayLike<number>;
  price_asc: ArrayLike<number>;
  price_desc: ArrayLike<number>;
}

/** `offeredRewards`'s row: the popularity order by id, the other orders only when the catalogue's generation moved. */
export interface OfferedRow {
  generation: string;
  /** The rewards' ids, most redeemed first. */
  popularity: number[];
  /** `ListOrders` but popularity, or null when the generation is the one given. */
  orders: Omit<ListOrders, 'popularity'> | null;
}

/**
 * Every reward of client $1 offered in country $2 (active, a stock row there) with the client's catalogue generation
 * (in the same snapshot) and the rewards' ids most redeemed first (orders move that order, bumping no generation);
 * their other orders (`ListOrders`, popularity aside) only when the generation is not $3 (null: always): every
 * change of who is offered, their price, department or category bumps it, so a list read at that generation still
 * has them right.
 */
export const offeredRewards = preparedQuery<OfferedRow>(`with listed as (
    select r.id, r.price, r.redemptions, r.department_id, r.category_id
    from reward_stock s join rewards r on r.id = s.reward_id and r.client_id = s.client_id
    where s.client_id = $1::bigint and s.country_id = $2::int and r.active),
  now as (select coalesce((select g.generation from reward_catalogue_generations g where g.client_id = $1::bigint), 0)
    as generation)
  select now.generation,
    (select coalesce(json_agg(id order by redemptions desc, id), '[]') from listed) as popularity,
    case when now.generation is distinct from $3::bigint then (select json_build_object(
      'ids', coalesce(json_agg(id order by n), '[]'),
      'departments', coalesce(json_agg(department_id order by n), '[]'),
      'categories', coalesce(json_agg(category_id order by n), '[]'),
      'price_asc', coalesce(json_agg(n order by price, id), '[]'),
      'price_desc', coalesce(json_agg(n order by price desc, id), '[]'))
      from (select listed.*, (row_number() over (order by id) - 1)::int as n from listed) placed) end as orders
  from now`);

/** A page's reward with its stock as it is now, and its card's columns when they were asked for (else null). */
export interface PageCardRow {
  id: string;
  stock: number;
  names: Record<string, string> | null;
  price: number;
  image_key: string | null;
  redemptions: number;
  department_id: string;
  department_names: Record<string, string> | null;
  category_id: string;
  category_names: Record<string, string> | null;
  max_per_user: number | null;
}

/**
 * Client $client's rewards $ids offered in country `country`, in the order of $ids, with their stock as it is now
 * and, for those whose flag in $wanted is true (no card kept for them), the texts of their cards (a reward no longer
 * offered there is left out).
 */
const PAGE_CARDS = (client: string, country: string, ids: string, wanted: string) => `select r.id, s.stock,
    case when p.wanted then r.names end as names, r.price, r.image_key, r.redemptions, r.department_id,
    case when p.wanted then (select d.names from reward_departments d where d.id = r.department_id) end
      as department_names,
    r.category_id, c.names as category_names, c.max_per_user, p.position
  from unnest(${ids}::bigint[], ${wanted}::boolean[]) with ordinality as p(id, wanted, position)
  join reward_stock s on s.reward_id = p.id and s.client_id = ${client}::bigint and s.country_id = ${country}
  join rewards r on r.id = s.reward_id and r.client_id = s.client_id and r.active
  left join lateral (select c.names, c.max_per_user from reward_categories c where p.wanted and c.id = r.category_id) c
    on true`;

/** `PAGE_CARDS` of client $1 in country $2 for rewards $3 (their cards' texts where $4 says): a page's rows. */
export const pageCards = preparedQuery<PageCardRow>(`${PAGE_CARDS('$1', '$2::int', '$3', '$4')}
  order by p.position`);

/** `shopperWithBalance`'s row with the rows of a page listed for country $4, read when that is their country. */
export interface ShopperPageRow extends ShopperRow {
  /** `pageCards`'s rows when the shopper's country is the one the page was listed for, else null. */
  cards: PageCardRow[] | null;
  /** The client's catalogue generation the cards were read at. */
  catalogue_generation: string;
}

/**
 * `shopperWithBalance` with, when the shopper's country is $4, the rows of `pageCards` for rewards $5 (their cards'
 * texts where $6 says) as JSON, and the client's catalogue generation: a catalogue page in one statement once the
 * page was listed for the right country.
 */
export const shopperWithPage = preparedQuery<ShopperPageRow>(
  SHOPPER_SQL(
    `,
    case when u.country_id = $4::int then (select coalesce(json_agg(page order by page.position), '[]'::json)
      from (${PAGE_CARDS('$1', '$4::int', '$5', '$6')}) page) end as cards,
    coalesce((select g.generation from reward_catalogue_generations g where g.client_id = $1::bigint), 0)
      as catalogue_generation`,
    '',
  ),
);

/** `searchMatches`' row: a search's matches in A-Z order, and the catalogue generation they were read at. */
export interface MatchRow {
  generation: string;
  /** The matches' ids by name in the language asked, then id. */
  name: number[];
}

/**
 * The active rewards of client $1 whose words begin with each of the words of the prefix query $3
 * (`to_tsquery('simple', …)`), in A-Z order by their name in language $2 (pt-BR's when it has none), with the
 * client's catalogue generation in the same snapshot: in every country, the same for all (catalogue-pages.ts keeps
 * those offered in a country, and cuts their browsing orders from the country's list).
 */
export const searchMatches = preparedQuery<MatchRow>(`with now as (
    select coalesce((select g.generation from reward_catalogue_generations g where g.client_id = $1::bigint), 0)
      as generation)
  select now.generation, (select coalesce(json_agg(r.id order by lower(coalesce(r.names->>$2::text, r.names->>'pt-BR')),
      r.id), '[]')
    from rewards r
    where r.client_id = $1::bigint and r.active and r.search_words @@ to_tsquery('simple', $3::text)) as name
  from now`);

/** The A-Z key of a reward in a language: its name there, else pt-BR's, lowercased (the rewards_name_* indexes). */
const nameKey = (language: LanguageCode) =>
  language === 'pt-BR'
    ? `lower(r.names->>'pt-BR')`
    : `lower(coalesce(r.names->>'${language}', r.names->>'pt-BR'))`;

/**
 * A page of A-Z in each language: client $1's rewards offered in country $2 (of department $3 and category $4 when
 * not null), ordered by `nameKey` and id, $5 from offset $6; read along the language's index, which stops at the
 * page.
 */
export const nameOrderPage = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    preparedQuery<{ id: string }>(`select r.id from rewards r
  where r.client_id = $1::bigint and r.active
    and exists (select from reward_stock s where s.reward_id = r.id and s.client_id = $1::bigint and s.country_id = $2::int)
    and ($3::bigint is null or r.department_id = $3::bigint) and ($4::bigint is null or r.category_id = $4::bigint)
  order by ${nameKey(language)}, r.id
  limit $5::int offset $6::int`),
  ]),
) as Record<LanguageCode, (db: Db, params: readonly unknown[]) => Promise<{ id: string }[]>>;

/** The shopper's row with reward $4 as `shopperWithDetail` reads it (all null when it is not offered to them). */
export interface ShopperDetailRow extends ShopperRow, Omit<CardRow, 'id'> {
  id: number | null;
  descriptions: Record<string, string>;
  delivery_notes: Record<string, string>;
  /** The user's live orders in the reward's category (what its maximum counts). */
  category_redeemed: number;
  /** The client's training required before any redemption. */
  required_courses: string[];
}

/**
 * `shopperWithBalance` with reward $4 as offered in the member's country (active, a stock row there: else its columns
 * are null) with its card, texts and stock, the member's live orders in its category and the client's required
 * courses: a reward's details in one statement.
 */
export const shopperWithDetail = preparedQuery<ShopperDetailRow>(
  SHOPPER_SQL(
    `,
    r.id, r.names, r.price, r.image_key, r.redemptions, s.stock, d.id as department_id, d.names as department_names,
    c.id as category_id, c.names as category_names, c.max_per_user, r.descriptions, r.delivery_notes,
    (select count(*) from reward_orders o where o.user_id = u.id and o.client_id = $1::bigint
      and o.category_id = r.category_id and o.status <> 'rejected')::int as category_redeemed,
    array(select course_id from reward_required_courses where client_id = $1::bigint) as required_courses`,
    `
  left join reward_stock s on s.client_id = $1::bigint and s.country_id = u.country_id and s.reward_id = $4::bigint
  left join rewards r on r.id = s.reward_id and r.client_id = s.client_id and r.active
  left join reward_departments d on d.id = r.department_id
  left join reward_categories c on c.id = r.category_id`,
  ),
);
