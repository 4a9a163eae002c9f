import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** The staff list of points transfers (docs/rewards.md "Points transfer"): a client's transfers by status, oldest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create index points_transfers_client_status_idx on points_transfers (client_id, status, created_at, id);
  `,
  );
}
