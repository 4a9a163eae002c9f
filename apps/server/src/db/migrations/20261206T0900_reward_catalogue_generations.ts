import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * A per-client counter of the reward store's catalogue (docs/rewards.md "The request path: the catalogue cache and
 * prepared reads"): every catalogue change made through the operators' screens bumps it in its transaction and sends
 * the new value with its event (`publishCatalogueChanged`), so an instance knows the newest change committed. A shared
 * list read on a read replica is kept only when the replica's counter, read in the same snapshot, has reached it
 * (docs/DEPLOY.md "Read replicas"); a lagging replica's list is read again on the primary.
 */
export interface RewardCatalogueGenerationTables {
  reward_catalogue_generations: {
    client_id: number;
    generation: number;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table reward_catalogue_generations (
      client_id bigint primary key references clients(id) on delete cascade,
      generation bigint not null
    );
  `,
  );
}
