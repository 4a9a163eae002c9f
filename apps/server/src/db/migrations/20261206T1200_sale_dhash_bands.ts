import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface SaleDhashBandTables {
  /**
   * A sale's invoice dHash by band (`dhash_bands`: four 16-bit values, each tagged with its place), one row a band,
   * with the sale and the whole hash (as a 64-bit integer) so the near-identical probe reads the index alone. Written
   * with the sale (`insertSale`); rows of a deleted sale go with it (trigger `sales_forget_dhash_bands`).
   */
  sale_dhash_bands: { client_id: number; band: number; sale_id: number; dhash: string };
}

/**
 * The near-identical invoice probe of a sale report by exact band lookups (the rewards bench, docs/benchmarks.md
 * "Rewards"): the GIN index on `dhash_bands(invoice_dhash)` found about 440 candidates for the 68 band probes at
 * 400,000 sales, each rechecked on its heap row (about 440 heap blocks a report). A btree row per band carrying the
 * sale and its hash answers the same probes from the index's leaves and checks the distance there. The GIN index on
 * `sales` goes (one index entry fewer per sale; the four band rows replace it); `dhash_bands` and
 * `dhash_band_probes` stay, and photos keep their GIN index. A sale is never updated in its hash; a deleted one (a
 * campaign's or client's cascade) takes its bands with it, in one statement per delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table sale_dhash_bands (
      client_id bigint not null,
      band integer not null,
      sale_id bigint not null,
      dhash bigint not null
    );
    insert into sale_dhash_bands (client_id, band, sale_id, dhash)
      select s.client_id, band, s.id, ('x' || s.invoice_dhash)::bit(64)::bigint
      from sales s, unnest(dhash_bands(s.invoice_dhash)) band
      where s.invoice_dhash is not null;
    create index sale_dhash_bands_idx on sale_dhash_bands (client_id, band) include (sale_id, dhash);
    create function sales_forget_dhash_bands() returns trigger language plpgsql as $$
    begin
      delete from sale_dhash_bands b using gone g
        where g.invoice_dhash is not null and b.client_id = g.client_id
          and b.band = any(dhash_bands(g.invoice_dhash)) and b.sale_id = g.id;
      return null;
    end
    $$;
    create trigger sales_forget_dhash_bands after delete on sales referencing old table as gone
      for each statement execute function sales_forget_dhash_bands();
    drop index sales_invoice_dhash_bands_idx;
    `,
  );
}
