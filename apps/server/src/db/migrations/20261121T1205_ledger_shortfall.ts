import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** Columns this migration adds to point_entries. */
export interface LedgerShortfallColumns {
  /**
   * Points a reversal could not take back because the user had already spent them (0 on every other entry). The
   * balance never goes below zero, so the reversal debits what is left and records the rest here.
   */
  shortfall: ColumnType<number, number | undefined, never>;
}

/**
 * A reversal of points the user already spent debits only what is left and records the shortfall. When nothing is
 * left the reversal still exists (it is the record that the original was reversed), so a reversal may move nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table point_entries add column shortfall integer not null default 0 check (shortfall >= 0);
    alter table point_entries drop constraint point_entries_check;
    alter table point_entries add constraint point_entries_moves_check
      check (amount <> 0 or experience <> 0 or kind = 'reversal');
  `,
  );
}
