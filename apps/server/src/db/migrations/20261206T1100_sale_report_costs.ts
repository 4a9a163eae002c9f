import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface SaleInvoiceHashTables {
  /**
   * The hashes of an uploaded invoice file, computed at the upload from the bytes it received: SHA-256 (hex) and
   * the picture's dHash (16 hex digits; null for a PDF or an image the decoder cannot read). The sale naming the
   * file reads them instead of reading the file back from the store.
   */
  sale_invoice_hashes: { file_key: string; sha256: string; dhash: string | null };
}

/**
 * What a sale report costs (the rewards bench, docs/benchmarks.md "Rewards"):
 * - the invoice's hashes are kept from its upload (`sale_invoice_hashes`), so the report no longer reads the file
 *   back from the store and decodes its picture; a file uploaded before this migration has none, and its report
 *   hashes it as before;
 * - `dhash_band_probes`: the probes of a hash's bands in SQL (`dhashBandProbes` of rewards/audit/signals.ts: each band
 *   and its 16 one-bit neighbours), so the report reads its signals' facts with its other facts, from the kept hashes
 *   (callers compute it once, in a sub-select: as a row's expression it would run for every candidate);
 * - the sale's row is written with its signals, and then only its points change: the table keeps a tenth of each
 *   page free (fill factor 90) so that update stays on the row's page, with no new entry in any index;
 * - the user's usual units (the high-quantity signal) and recent sales (the burst) read the user's list index alone:
 *   `sales_user_list_idx` carries the units, as `sales_store_idx` does for the store's, and `sales_user_recent_idx`
 *   (the same columns in another order) goes, one index fewer for every sale;
 * - `sales_invoice_dhash_idx` goes: nothing compares invoice dHashes for equality since the near-identical probe
 *   reads the bands' GIN index (20261204T1300_image_hash_bands), and every sale wrote an entry in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table sale_invoice_hashes (
      file_key text primary key references stored_files(key) on delete cascade,
      sha256 text not null,
      dhash text
    );
    -- parallel unsafe: a statement probing with it never plans a parallel scan, whose workers' start (about 45 ms
    -- for a report's probe at 400,000 sales, by EXPLAIN ANALYZE) costs far more than the few hundred rows it reads
    create function dhash_band_probes(hash text) returns integer[] language sql immutable strict parallel unsafe as $$
      select array(select band # flip from unnest(dhash_bands(hash)) band,
        unnest(array[0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768]) flip)
    $$;
    alter table sales set (fillfactor = 90);
    drop index sales_invoice_dhash_idx;
    drop index sales_user_recent_idx;
    drop index sales_user_list_idx;
    create index sales_user_list_idx on sales (user_id, client_id, created_at desc, id desc) include (units);
    `,
  );
}
