import type { BadgeRuleKind, PointKind } from '@elevar/domain';
import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface BadgeNotificationTables {
  /** A client's badges and the ledger rule that awards each (`@elevar/domain` badges.ts). */
  badges: {
    id: Generated<number>;
    client_id: number;
    /** Stable per client, e.g. `first-training`. */
    code: string;
    /** Name per language code; the web falls back to `label_key` when the language is missing. */
    names: Json<Record<string, string>>;
    descriptions: ColumnType<Record<string, string>, string | undefined, string>;
    label_key: string | null;
    icon: string | null;
    rule: BadgeRuleKind;
    threshold: number;
    /** The kind a counting rule counts (null for campaign_experience). */
    point_kind: PointKind | null;
    /** campaign_experience only: the one campaign that counts (null: any campaign). */
    campaign_id: number | null;
    active: Generated<boolean>;
    position: Generated<number>;
    created_at: DefaultTimestamp;
  };
  /** A badge a user earned, once: unique (user, badge) even when two postings race. */
  user_badges: {
    id: Generated<number>;
    user_id: number;
    client_id: number;
    badge_id: number;
    earned_at: DefaultTimestamp;
    /** The ledger entry whose posting earned it. */
    entry_id: number | null;
  };
  /** Notifications and internal messages (channel `message`: the inbox), each for one user in one client. */
  notifications: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    kind: string;
    data: ColumnType<Record<string, unknown>, string | undefined, string>;
    channel: Generated<'notification' | 'message'>;
    read_at: Date | null;
    created_at: DefaultTimestamp;
  };
}

/**
 * Badges awarded from the ledger and the notifications/messages every module sends (issue 4). The list index
 * serves the screens and the feed; the partial index answers unread counts from the unread rows alone; the
 * (user, client, kind) index on point_entries counts a user's entries of a kind for badge rules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table badges (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      code text not null check (char_length(code) between 1 and 64),
      names jsonb not null default '{}',
      descriptions jsonb not null default '{}',
      label_key text,
      icon text,
      rule text not null check (rule in ('first_entry', 'entry_count', 'campaign_experience', 'event_streak')),
      threshold integer not null check (threshold >= 1),
      point_kind text check (point_kind in ('training', 'webinar', 'game', 'event', 'sale', 'photo',
        'mystery_shopper')),
      campaign_id bigint references campaigns(id) on delete cascade,
      active boolean not null default true,
      position integer not null default 0,
      created_at timestamptz not null default now(),
      unique (client_id, code),
      check (rule <> 'first_entry' or threshold = 1),
      check ((rule = 'campaign_experience') = (point_kind is null)),
      check (rule = 'campaign_experience' or campaign_id is null)
    );
    create index badges_candidates_idx on badges (client_id, point_kind) where active;

    create table user_badges (
      id bigint generated always as identity primary key,
      user_id bigint not null references users(id),
      client_id bigint not null references clients(id),
      badge_id bigint not null references badges(id) on delete cascade,
      earned_at timestamptz not null default now(),
      entry_id bigint references point_entries(id),
      unique (user_id, badge_id)
    );
    create index user_badges_feed_idx on user_badges (user_id, client_id, earned_at desc, id desc);

    create index point_entries_kind_count_idx on point_entries (user_id, client_id, kind, created_at)
      where amount > 0 or experience > 0;

    create table notifications (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id),
      user_id bigint not null references users(id),
      kind text not null check (char_length(kind) between 1 and 64),
      data jsonb not null default '{}',
      channel text not null default 'notification' check (channel in ('notification', 'message')),
      read_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_list_idx on notifications (user_id, client_id, created_at desc, id desc);
    create index notifications_unread_idx on notifications (user_id, client_id, channel) where read_at is null;
  `,
  );
}
