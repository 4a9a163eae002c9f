import type { LevelChangeStatus, PointKind, ProgrammeLevelId } from '@elevar/domain';
import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface LevelTables {
  /** Minimum experience in a campaign to reach and keep each level (SPEC §4 Level); junior's is 0. */
  level_thresholds: {
    client_id: number;
    campaign_id: number;
    level: ProgrammeLevelId;
    min_experience: number;
  };
  /** A user's request to move up a level, created by reaching a threshold and decided by a programme admin. */
  level_changes: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    campaign_id: number;
    from_level: ProgrammeLevelId;
    to_level: ProgrammeLevelId;
    status: Generated<LevelChangeStatus>;
    /** Experience in the campaign when the threshold was reached. */
    experience: number;
    reviewed_by: number | null;
    reviewed_at: Date | null;
    review_note: string | null;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
  /**
   * What an action earns in a campaign at the lowest level (the points table, SPEC §2). `code` names the rule for
   * the modules that post (e.g. `sale.notebook`); the level multiplier applies on top at posting.
   */
  point_rules: {
    id: Generated<number>;
    client_id: number;
    campaign_id: number;
    code: string;
    kind: PointKind;
    base_points: number;
    /** Description per language code; the web falls back to `label_key` when the language is missing. */
    descriptions: Json<Record<string, string>>;
    label_key: string | null;
    position: Generated<number>;
  };
}

/**
 * Levels per campaign (SPEC §4 Level, §9): thresholds, level changes with at most one pending per user and
 * campaign (a unique partial index, so concurrent postings cannot open two), and the points table's rules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table level_thresholds (
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      level text not null check (level in ('junior', 'intermediate', 'highest')),
      min_experience integer not null check (min_experience >= 0),
      primary key (campaign_id, level),
      check (level <> 'junior' or min_experience = 0)
    );
    create index level_thresholds_client_idx on level_thresholds (client_id, campaign_id);

    create table level_changes (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id),
      user_id bigint not null references users(id),
      campaign_id bigint not null references campaigns(id),
      from_level text not null check (from_level in ('junior', 'intermediate', 'highest')),
      to_level text not null check (to_level in ('junior', 'intermediate', 'highest')),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      experience integer not null check (experience >= 0),
      reviewed_by bigint references users(id),
      reviewed_at timestamptz,
      review_note text check (char_length(review_note) <= 256),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (from_level <> to_level),
      check ((status = 'pending') = (reviewed_at is null))
    );
    create unique index level_changes_one_pending_idx on level_changes (user_id, client_id, campaign_id)
      where status = 'pending';
    create index level_changes_review_idx on level_changes (client_id, status, created_at desc, id desc);
    create index level_changes_campaign_review_idx
      on level_changes (client_id, campaign_id, status, created_at desc, id desc);
    create index level_changes_user_idx on level_changes (user_id, client_id, campaign_id, created_at desc);

    create table point_rules (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      code text not null check (code ~ '^[a-z0-9_.-]{1,64}$'),
      kind text not null check (kind in ('training', 'webinar', 'game', 'event', 'sale', 'photo',
        'mystery_shopper')),
      base_points integer not null check (base_points > 0),
      descriptions jsonb not null default '{}',
      label_key text,
      position integer not null default 0,
      unique (campaign_id, code),
      check (descriptions <> '{}'::jsonb or label_key is not null)
    );
    create index point_rules_table_idx on point_rules (client_id, campaign_id, position, id);
  `,
  );
}
