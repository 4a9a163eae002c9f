import type { PointKind, PointStatus, Programme, ProgrammeLevelId } from '@elevar/domain';
import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface LedgerTables {
  /** The append-only points ledger: every credit and debit of both programmes. */
  point_entries: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    programme: Programme;
    campaign_id: number | null;
    kind: PointKind;
    /** Change of available (spendable) points; negative for debits. */
    amount: number;
    /** Change of experience (level progress) points. */
    experience: Generated<number>;
    /** The level multiplier applied at posting (1 when none applies). */
    multiplier: ColumnType<string, number | string | undefined, never>;
    /** The status at posting; later audit outcomes live in point_entry_states. */
    status: Generated<Exclude<PointStatus, 'reversed'>>;
    source_type: string | null;
    source_id: string | null;
    /** For reversal and refund entries: the entry they correct. */
    reverses_entry_id: number | null;
    expires_at: Timestamp | null;
    reason: string | null;
    idempotency_key: string | null;
    created_by: number | null;
    created_at: DefaultTimestamp;
  };
  /** The audit state of an entry when it changed after posting (under audit → credited, or reversed). */
  point_entry_states: {
    entry_id: number;
    status: PointStatus;
    changed_at: DefaultTimestamp;
  };
  /** Cached balances per user, client and campaign (campaign null: points outside any campaign). */
  point_balances: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    campaign_id: number | null;
    available: Generated<number>;
    experience: Generated<number>;
    /** Denormalized for ranking filters: the user's country and store (branch) when the row was made. */
    country_id: number | null;
    branch_id: number | null;
    updated_at: DefaultTimestamp;
  };
  /** A user's programme level in a campaign (SPEC §4 Level). */
  user_levels: {
    client_id: number;
    user_id: number;
    campaign_id: number;
    level: Generated<ProgrammeLevelId>;
    updated_at: DefaultTimestamp;
  };
}

/**
 * The points ledger (SPEC §1, §4, §9). Entries are never edited: a trigger rejects UPDATE and DELETE, and a
 * correction is a new entry. Balances are a cache kept in the same transaction, and CHECK (… >= 0) makes an
 * overspend fail even if two debits race. The idempotency key makes a repeated post a no-op.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table point_entries (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id),
      user_id bigint not null references users(id),
      programme text not null check (programme in ('training', 'rewards')),
      campaign_id bigint references campaigns(id),
      kind text not null check (kind in ('training', 'webinar', 'game', 'event', 'sale', 'photo',
        'mystery_shopper', 'bonus', 'redemption', 'refund', 'reversal', 'expiry', 'transfer_out', 'adjustment')),
      amount integer not null,
      experience integer not null default 0,
      multiplier numeric(4, 2) not null default 1 check (multiplier > 0),
      status text not null default 'credited' check (status in ('credited', 'under_audit')),
      source_type text,
      source_id text,
      reverses_entry_id bigint references point_entries(id),
      expires_at timestamptz,
      reason text,
      idempotency_key text,
      created_by bigint references users(id),
      created_at timestamptz not null default now(),
      check (amount <> 0 or experience <> 0)
    );
    create unique index point_entries_idempotency_idx on point_entries (client_id, idempotency_key)
      where idempotency_key is not null;
    create index point_entries_statement_idx on point_entries (user_id, client_id, created_at desc, id desc);
    create index point_entries_campaign_idx on point_entries (campaign_id, user_id) where campaign_id is not null;
    create unique index point_entries_one_reversal_idx on point_entries (reverses_entry_id)
      where kind = 'reversal';
    create index point_entries_source_idx on point_entries (client_id, source_type, source_id)
      where source_type is not null;

    create function point_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'point_entries is append-only: % is not allowed', tg_op
        using errcode = 'restrict_violation';
    end;
    $$;
    create trigger point_entries_append_only before update or delete on point_entries
      for each row execute function point_entries_append_only();
    create trigger point_entries_no_truncate before truncate on point_entries
      for each statement execute function point_entries_append_only();

    create table point_entry_states (
      entry_id bigint primary key references point_entries(id),
      status text not null check (status in ('credited', 'under_audit', 'reversed')),
      changed_at timestamptz not null default now()
    );

    create table point_balances (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id),
      user_id bigint not null references users(id),
      campaign_id bigint references campaigns(id),
      available integer not null default 0 check (available >= 0),
      experience integer not null default 0 check (experience >= 0),
      country_id integer references countries(id),
      branch_id bigint references branches(id) on delete set null,
      updated_at timestamptz not null default now(),
      unique nulls not distinct (user_id, client_id, campaign_id)
    );
    create index point_balances_ranking_idx on point_balances (client_id, campaign_id, experience desc, user_id)
      where experience > 0;
    create index point_balances_country_ranking_idx
      on point_balances (client_id, campaign_id, country_id, experience desc, user_id) where experience > 0;
    create index point_balances_branch_ranking_idx
      on point_balances (client_id, campaign_id, branch_id, experience desc, user_id) where experience > 0;

    create table user_levels (
      client_id bigint not null references clients(id),
      user_id bigint not null references users(id),
      campaign_id bigint not null references campaigns(id),
      level text not null default 'junior' check (level in ('junior', 'intermediate', 'highest')),
      updated_at timestamptz not null default now(),
      primary key (user_id, client_id, campaign_id)
    );
    create index user_levels_campaign_idx on user_levels (campaign_id, level);
  `,
  );
}
