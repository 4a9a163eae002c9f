import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface SeedTables {
  seed_steps: { name: string; applied_at: ColumnType<Date, Date | string | undefined, never> };
}

/** Which demo-seed steps already ran, so the seed is idempotent and later issues can append steps. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table seed_steps (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `,
  );
}
