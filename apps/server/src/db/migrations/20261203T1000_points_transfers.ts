import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PointsTransferTables {
  /**
   * A transfer of points to the partner loyalty programme (SPEC §5/§6 Points transfer): the saga's record. `pending`
   * (debit held in the ledger, the partner not yet confirmed), `sent` or `refunded` (the partner refused: the
   * refund entry gave the points back). One document sends once across accounts: unique among transfers not refunded.
   */
  points_transfers: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    /** The transfer's reference at the partner, its idempotency key there (a random UUID). */
    reference: string;
    /** The partner programme's document (CPF digits) the points go to. */
    document: string;
    points: number;
    campaign_id: number | null;
    status: ColumnType<'pending' | 'sent' | 'refunded', 'pending' | 'sent' | 'refunded' | undefined>;
    debit_entry_id: number | null;
    refund_entry_id: number | null;
    /** The partner's error code when it refused the transfer. */
    refusal: string | null;
    idempotency_key: string;
    /** SPEC §9: the sent points must be redeemed by then (the debit entry's expiry). */
    expires_at: Date | null;
    /** Deliveries to the partner tried (the request's, then the settling job's). */
    attempts: Generated<number>;
    last_error: string | null;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
    settled_at: Date | null;
  };
}

/** Points transfers to the partner loyalty programme (issue 15, second slice). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table points_transfers (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      user_id bigint not null references users(id),
      reference uuid not null unique,
      document text not null check (document ~ '^[0-9]{1,20}$'),
      points integer not null check (points > 0),
      campaign_id bigint references campaigns(id),
      status text not null default 'pending' check (status in ('pending', 'sent', 'refunded')),
      debit_entry_id bigint references point_entries(id),
      refund_entry_id bigint references point_entries(id),
      refusal text check (length(refusal) <= 80),
      idempotency_key text not null check (length(idempotency_key) between 1 and 200),
      expires_at timestamptz,
      attempts integer not null default 0,
      last_error text check (length(last_error) <= 256),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (client_id, user_id, idempotency_key),
      check (status <> 'refunded' or refund_entry_id is not null)
    );
    -- SPEC §5: one document sends points once, across accounts and clients (a refused transfer sent nothing)
    create unique index points_transfers_document_idx on points_transfers (document) where status <> 'refunded';
    -- the user's transfers, newest first
    create index points_transfers_user_idx on points_transfers (user_id, client_id, created_at desc, id desc);
    -- the settling job: pending transfers, oldest first
    create index points_transfers_pending_idx on points_transfers (updated_at, id) where status = 'pending';
  `,
  );
}
