import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A calendar day, read as YYYY-MM-DD text (selected with ::text) and written as such. */
type Day = ColumnType<string, string, string>;

export interface RewardsPhotosTables {
  /**
   * A campaign's photo types (SPEC §3 Photo upload), each priced by a points-table rule (`point_rules`, kind photo):
   * its value is the rule's `base_points`, frozen once the campaign begins as the ledger enforces.
   */
  campaign_photo_types: {
    id: Generated<number>;
    client_id: number;
    campaign_id: number;
    rule_id: number;
    /** The type's name per language (`{ "pt-BR": …, "en-US": … }`), `name` the fallback. */
    name: string;
    names: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
    position: Generated<number>;
  };
  /**
   * A store display photo (SPEC §3, §4, §5 Photos): one per photo type per store per week (`week_start`, the reset
   * day in the store's zone; the unique key keeps the first of racing uploads), credited at once under audit, then
   * approved or reproved with a reason. `original_key` is the upload as sent (auditors only), `display_key` the
   * re-encoded image without metadata; `dhash` (64-bit difference hash, hex) and `sha256` serve fraud signals.
   */
  photo_uploads: {
    id: Generated<number>;
    client_id: number;
    campaign_id: number;
    user_id: number;
    branch_id: number;
    photo_type_id: number;
    week_start: Day;
    original_key: string;
    display_key: string;
    dhash: string;
    sha256: string;
    status: Generated<'under_audit' | 'approved' | 'reproved'>;
    reason: string | null;
    points: number;
    entry_id: number | null;
    idempotency_key: string | null;
    reviewed_at: Date | null;
    reviewed_by: number | null;
    created_at: DefaultTimestamp;
  };
}

/**
 * The rewards programme's store photos (issue 13, third slice): each campaign's photo types priced by its points
 * table, and the photos sent with their stored images, hashes, audit state and ledger entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table campaign_photo_types (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      rule_id bigint not null references point_rules(id),
      name text not null check (length(name) between 1 and 80),
      names jsonb,
      position integer not null default 0
    );
    create index campaign_photo_types_campaign_idx on campaign_photo_types (client_id, campaign_id, position, id);

    create table photo_uploads (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      user_id bigint not null references users(id),
      branch_id bigint not null references branches(id),
      photo_type_id bigint not null references campaign_photo_types(id),
      week_start date not null,
      original_key text not null unique references stored_files(key),
      display_key text not null unique references stored_files(key),
      dhash text not null check (dhash ~ '^[0-9a-f]{16}$'),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      status text not null default 'under_audit' check (status in ('under_audit', 'approved', 'reproved')),
      reason text check (length(reason) <= 256),
      points integer not null check (points >= 0),
      entry_id bigint references point_entries(id),
      idempotency_key text check (length(idempotency_key) between 1 and 200),
      reviewed_at timestamptz,
      reviewed_by bigint references users(id),
      created_at timestamptz not null default now(),
      unique (campaign_id, branch_id, photo_type_id, week_start),
      check (status <> 'reproved' or reason is not null)
    );
    create unique index photo_uploads_idempotency_idx on photo_uploads (client_id, user_id, idempotency_key)
      where idempotency_key is not null;
    create index photo_uploads_user_list_idx on photo_uploads (user_id, client_id, created_at desc, id desc);
    create index photo_uploads_audit_idx on photo_uploads (client_id, campaign_id, status, created_at);
    create index photo_uploads_dhash_idx on photo_uploads (client_id, dhash);
    create index photo_uploads_sha256_idx on photo_uploads (client_id, sha256);
  `,
  );
}
