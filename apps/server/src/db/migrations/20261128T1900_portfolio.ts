import type { Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The public portfolio (SPEC §2, docs/learning.md "Portfolio"): a client marks the courses it shows to visitors who
 * have not signed in. The partial index holds only marked published courses, newest first, as the showcase lists
 * them (its keyset order), so it stays small whatever the catalogue's size.
 */
export interface PortfolioColumns {
  /** Shown in the client's public portfolio (when published, shown to every group, and the setting is on). */
  in_portfolio: Generated<boolean>;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table courses add column in_portfolio boolean not null default false;
    create index courses_portfolio_idx on courses (client_id, published_at desc, id desc)
      where in_portfolio and status = 'published';
  `,
  );
}
