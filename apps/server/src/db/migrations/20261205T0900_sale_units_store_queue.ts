import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** A column of `sales`: its units (every line's quantity), written with the sale. */
export interface SaleUnitsColumns {
  /** The sale's units, its lines' quantities summed; null for a sale without lines. */
  units: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * A sale's units on its row (the rewards bench, docs/benchmarks.md "Rewards"): the high-quantity signal compares a
 * new sale with the store's average units per earlier sale, which summed every line of every earlier sale of the
 * store (about 1,000 sales and 2,500 lines a store at the bench's million lines: ~8 ms at 200,000). The store's index
 * now carries the units, so the average reads that index alone. Existing sales get their lines' sum.
 *
 * And the audit queue of one store (its approved or reproved history, a page past the first): the store's queue
 * index now holds the queue's order, so such a page reads its rows in order where it walked the client's whole
 * status in the queue's index (~8,000 approved sales skipped for page 2 of a store at a million lines). Its counts
 * (by store, by country) still read it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table sales add column units integer check (units > 0);
    update sales s set units = l.units
      from (select sale_id, sum(quantity) as units from sale_lines group by sale_id) l
      where l.sale_id = s.id;
    drop index sales_store_idx;
    create index sales_store_idx on sales (client_id, branch_id) include (units);
    drop index sales_audit_store_idx;
    create index sales_audit_store_idx on sales (client_id, status, branch_id, suspicion desc, created_at, id);
    `,
  );
}
