import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A calendar day, read as YYYY-MM-DD text (selected with ::text) and written as such. */
type Day = ColumnType<string, string, string>;

export interface RewardResultTables {
  /**
   * A mystery-shopper result or an event participation of a programme participant in a campaign (SPEC §1, §9
   * country groups: what brand promoters earn from besides photos and training), entered by a programme
   * administrator or imported from CSV, posted to the ledger by a rule of the campaign's points table (`rule_id`,
   * kind `mystery_shopper` or `event`) with its description as the entry's reason. One per participant, campaign,
   * kind and day (the natural key): a row imported again finds it and posts nothing.
   */
  reward_results: {
    id: Generated<number>;
    client_id: number;
    campaign_id: number;
    user_id: number;
    kind: 'mystery_shopper' | 'event';
    occurred_on: Day;
    rule_id: number;
    description: string;
    points: number;
    entry_id: number | null;
    origin: 'form' | 'import';
    created_by: number;
    created_at: DefaultTimestamp;
  };
}

/** Mystery-shopper results and event participations (issue 13), each with its ledger entry. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table reward_results (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      user_id bigint not null references users(id),
      kind text not null check (kind in ('mystery_shopper', 'event')),
      occurred_on date not null,
      rule_id bigint not null references point_rules(id),
      description text not null check (length(description) between 1 and 256),
      points integer not null check (points >= 0),
      entry_id bigint references point_entries(id),
      origin text not null check (origin in ('form', 'import')),
      created_by bigint not null references users(id),
      created_at timestamptz not null default now(),
      unique (client_id, campaign_id, user_id, kind, occurred_on)
    );
    create index reward_results_list_idx on reward_results (client_id, created_at desc, id desc);
    create index reward_results_campaign_idx on reward_results (client_id, campaign_id, created_at desc, id desc);
  `,
  );
}
