import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** The fraud signals of an item, as codes (`@elevar/domain`'s `FRAUD_SIGNALS`), read and written as an array. */
type Signals = ColumnType<string[], string[] | undefined, string[]>;

/** Columns the audit queue adds to `sales`: the invoice file's hashes and the sale's fraud signals. */
export interface RewardsAuditSaleColumns {
  /** SHA-256 of the invoice file as sent (hex): the same file sent again. */
  invoice_sha256: string | null;
  /** dHash of the invoice image (16 hex digits), null for a PDF or an image the decoder could not read. */
  invoice_dhash: string | null;
  signals: Signals;
  /** How many signals the item carries: the queue ranks by it (most suspicious first). */
  suspicion: ColumnType<number, number | undefined, number>;
}

/** Columns the audit queue adds to `photo_uploads`: the photo's fraud signals. */
export interface RewardsAuditPhotoColumns {
  signals: Signals;
  suspicion: ColumnType<number, number | undefined, number>;
}

/**
 * The audit queue of the rewards programme (issue 13, fourth slice): each sale and photo keeps the fraud signals
 * computed when it arrived, and the queue's index serves its order (client, status, most suspicious first, oldest
 * first). Invoice files get their hashes, for the duplicate-image signal across sales.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table sales
      add column invoice_sha256 text check (invoice_sha256 ~ '^[0-9a-f]{64}$'),
      add column invoice_dhash text check (invoice_dhash ~ '^[0-9a-f]{16}$'),
      add column signals text[] not null default '{}',
      add column suspicion smallint not null default 0 check (suspicion >= 0);
    create index sales_audit_queue_idx on sales (client_id, status, suspicion desc, created_at, id);
    create index sales_invoice_number_idx on sales (client_id, invoice_number);
    create index sales_invoice_sha256_idx on sales (client_id, invoice_sha256) where invoice_sha256 is not null;
    create index sales_invoice_dhash_idx on sales (client_id, invoice_dhash) where invoice_dhash is not null;
    create index sales_user_recent_idx on sales (client_id, user_id, created_at);
    create index sales_store_idx on sales (client_id, branch_id);

    alter table photo_uploads
      add column signals text[] not null default '{}',
      add column suspicion smallint not null default 0 check (suspicion >= 0);
    create index photo_uploads_audit_queue_idx on photo_uploads (client_id, status, suspicion desc, created_at, id);
    create index photo_uploads_user_recent_idx on photo_uploads (client_id, user_id, created_at);
  `,
  );
}
