import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The near-identical image search of the rewards audit (a dHash within 6 bits, `NEAR_DUPLICATE_MAX_DISTANCE`) by
 * index instead of reading every sale and photo of the client: a hash's four 16-bit bands, each tagged with its
 * place (`dhash_bands`), in a GIN index. Two hashes 6 bits apart or less differ by at most one bit in some band
 * (four bands of two or more would be 8 bits), so a search probes each band's value and its 16 one-bit neighbours
 * (`dhashBandProbes` in rewards/audit/signals.ts) and checks the distance of those candidates only. The rewards
 * bench (docs/benchmarks.md, "Rewards") measured a sale report at 1 s against 400,000 sales without it.
 *
 * And the audit queue's count by store country: (client, status, store) lets it read the index alone, where the
 * queue's index made it read every sale of the status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create function dhash_bands(hash text) returns integer[] language sql immutable strict parallel safe as $$
      select array[
        ('x' || substr(hash, 1, 4))::bit(16)::integer,
        65536 + ('x' || substr(hash, 5, 4))::bit(16)::integer,
        131072 + ('x' || substr(hash, 9, 4))::bit(16)::integer,
        196608 + ('x' || substr(hash, 13, 4))::bit(16)::integer]
    $$;
    create index sales_invoice_dhash_bands_idx on sales using gin (dhash_bands(invoice_dhash))
      where invoice_dhash is not null;
    create index photo_uploads_dhash_bands_idx on photo_uploads using gin (dhash_bands(dhash));
    create index sales_audit_store_idx on sales (client_id, status, branch_id);
  `,
  );
}
