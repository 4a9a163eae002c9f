import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ExpiryWarningTables {
  /**
   * Users told that their points in a campaign are about to expire: one row per (campaign, user), ever. The
   * warning job inserts with ON CONFLICT DO NOTHING and notifies only the rows it inserted, in the same
   * transaction, so reruns and concurrent runs warn each holder once.
   */
  points_expiry_warnings: {
    campaign_id: number;
    user_id: number;
    client_id: number;
    /** The available balance the user was warned about. */
    points: number;
    warned_at: DefaultTimestamp;
  };
}

/**
 * The "points expiring soon" warnings. Keyed campaign first: the job writes and skips a campaign's holders in
 * user order. The partial index on point_balances lists a campaign's holders (available > 0) in user order for
 * the warning and the expiry sweep alike; the end-date index finds the campaigns ending in a window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table points_expiry_warnings (
      campaign_id bigint not null references campaigns(id) on delete cascade,
      user_id bigint not null references users(id),
      client_id bigint not null references clients(id),
      points integer not null check (points > 0),
      warned_at timestamptz not null default now(),
      primary key (campaign_id, user_id)
    );

    create index point_balances_holders_idx on point_balances (campaign_id, client_id, user_id) include (available)
      where available > 0;
    create index campaigns_end_date_idx on campaigns (end_date);
  `,
  );
}
