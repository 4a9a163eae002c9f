import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A text per language as stored (`{ "pt-BR": …, "en-US": … }`). */
type StoredText = ColumnType<Record<string, string>, string, string>;

export interface RewardStoreTables {
  /** A client's reward departments (SPEC §3 Site lists: departments), the store's department filter. */
  reward_departments: {
    id: Generated<number>;
    client_id: number;
    names: StoredText;
    position: Generated<number>;
  };
  /**
   * A client's reward categories (SPEC §3 Site lists: reward categories) with the most redemptions one user may
   * make in the category (SPEC §5; null: no maximum). Rejected orders do not count.
   */
  reward_categories: {
    id: Generated<number>;
    client_id: number;
    names: StoredText;
    max_per_user: number | null;
    position: Generated<number>;
  };
  /**
   * A reward of the store (SPEC §3 Reward): texts per language, its price in points, department, category, image
   * (re-encoded WebP in the file store) and whether it is offered. `redemptions` counts its orders (popularity).
   */
  rewards: {
    id: Generated<number>;
    client_id: number;
    department_id: number;
    category_id: number;
    names: StoredText;
    descriptions: StoredText;
    delivery_notes: StoredText;
    /** Every language's name and description as one searchable key (domain `searchKey`). */
    search_text: string;
    search_words: ColumnType<string, never, never>;
    price: number;
    image_key: string | null;
    active: Generated<boolean>;
    redemptions: Generated<number>;
    created_at: DefaultTimestamp;
  };
  /** A reward's stock in one country: a row is its availability there (SPEC §3 Reward stock, by country). */
  reward_stock: {
    reward_id: number;
    country_id: number;
    client_id: number;
    stock: number;
  };
  /** The client's training that must be complete before any redemption (SPEC §5 "all mandatory training"). */
  reward_required_courses: {
    client_id: number;
    course_id: number;
  };
  /**
   * A redemption's order (SPEC §3 Order, §4 Reward order): the points debited through the ledger (`debit_entry_id`)
   * from the campaign balance `campaign_id` (null: points outside campaigns) and refunded once on rejection
   * (`refund_entry_id`); the request's `idempotency_key` is unique per client and user.
   */
  reward_orders: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    reward_id: number;
    category_id: number;
    country_id: number;
    campaign_id: number | null;
    points: number;
    status: Generated<'awaiting_approval' | 'approved' | 'shipped' | 'delivered' | 'rejected'>;
    debit_entry_id: number | null;
    refund_entry_id: number | null;
    idempotency_key: string;
    reason: string | null;
    carrier: string | null;
    tracking_number: string | null;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
  /** Each status an order took, who moved it and when (the profile's status history). */
  reward_order_events: {
    id: Generated<number>;
    order_id: number;
    status: 'awaiting_approval' | 'approved' | 'shipped' | 'delivered' | 'rejected';
    actor_id: number | null;
    note: string | null;
    created_at: DefaultTimestamp;
  };
}

/**
 * The reward store (issue 15, first slice): departments and categories, rewards with their stock per country, the
 * training required before redeeming, and orders with their status history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table reward_departments (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      names jsonb not null check (jsonb_typeof(names) = 'object' and names <> '{}'::jsonb),
      position integer not null default 0,
      unique (client_id, id)
    );
    create index reward_departments_client_idx on reward_departments (client_id, position, id);

    create table reward_categories (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      names jsonb not null check (jsonb_typeof(names) = 'object' and names <> '{}'::jsonb),
      max_per_user integer check (max_per_user > 0),
      position integer not null default 0,
      unique (client_id, id)
    );
    create index reward_categories_client_idx on reward_categories (client_id, position, id);

    create table rewards (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      department_id bigint not null,
      category_id bigint not null,
      names jsonb not null check (jsonb_typeof(names) = 'object' and names <> '{}'::jsonb),
      descriptions jsonb not null default '{}' check (jsonb_typeof(descriptions) = 'object'),
      delivery_notes jsonb not null default '{}' check (jsonb_typeof(delivery_notes) = 'object'),
      search_text text not null default '',
      search_words tsvector generated always as (to_tsvector('simple', search_text)) stored,
      price integer not null check (price between 1 and 100000000),
      image_key text references stored_files(key),
      active boolean not null default true,
      redemptions integer not null default 0 check (redemptions >= 0),
      created_at timestamptz not null default now(),
      -- a reward's department and category are its client's: a tenant check on a reward cannot be fooled
      foreign key (client_id, department_id) references reward_departments(client_id, id),
      foreign key (client_id, category_id) references reward_categories(client_id, id),
      unique (client_id, id)
    );
    -- the catalogue's orders: popularity and price (A-Z sorts the page's few rows by the name in the language)
    create index rewards_popularity_idx on rewards (client_id, redemptions desc, id) where active;
    create index rewards_price_idx on rewards (client_id, price, id) where active;
    create index rewards_department_idx on rewards (client_id, department_id, category_id) where active;
    create index rewards_search_words_idx on rewards using gin (search_words);

    create table reward_stock (
      reward_id bigint not null,
      country_id integer not null references countries(id),
      client_id bigint not null,
      stock integer not null check (stock >= 0),
      primary key (reward_id, country_id),
      foreign key (client_id, reward_id) references rewards(client_id, id) on delete cascade
    );
    -- the catalogue of a country: its rewards, then joined to their rows
    create index reward_stock_country_idx on reward_stock (client_id, country_id, reward_id);

    create table reward_required_courses (
      client_id bigint not null references clients(id) on delete cascade,
      course_id bigint not null,
      primary key (client_id, course_id),
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade
    );

    create table reward_orders (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      user_id bigint not null references users(id),
      reward_id bigint not null,
      category_id bigint not null,
      country_id integer not null references countries(id),
      campaign_id bigint references campaigns(id),
      points integer not null check (points > 0),
      status text not null default 'awaiting_approval'
        check (status in ('awaiting_approval', 'approved', 'shipped', 'delivered', 'rejected')),
      debit_entry_id bigint references point_entries(id),
      refund_entry_id bigint references point_entries(id),
      idempotency_key text not null check (length(idempotency_key) between 1 and 200),
      reason text check (length(reason) <= 256),
      carrier text check (length(carrier) <= 80),
      tracking_number text check (length(tracking_number) <= 80),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (client_id, reward_id) references rewards(client_id, id),
      unique (client_id, user_id, idempotency_key),
      check (status <> 'rejected' or reason is not null),
      check (status not in ('shipped', 'delivered') or (carrier is not null and tracking_number is not null))
    );
    -- the profile's orders, newest first
    create index reward_orders_user_idx on reward_orders (user_id, client_id, created_at desc, id desc);
    -- the per-category maximum: a user's live orders in a category
    create index reward_orders_category_idx on reward_orders (user_id, client_id, category_id)
      where status <> 'rejected';
    -- the operators' queue by status, oldest first
    create index reward_orders_queue_idx on reward_orders (client_id, status, created_at, id);

    create table reward_order_events (
      id bigint generated always as identity primary key,
      order_id bigint not null references reward_orders(id) on delete cascade,
      status text not null
        check (status in ('awaiting_approval', 'approved', 'shipped', 'delivered', 'rejected')),
      actor_id bigint references users(id),
      note text check (length(note) <= 256),
      created_at timestamptz not null default now()
    );
    create index reward_order_events_order_idx on reward_order_events (order_id, id);
  `,
  );
}
