import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The reward store's orders on the request path (docs/benchmarks.md "Store"):
 * - A-Z by index in each language (`nameOrderPage` in rewards/store/reads.ts): a page is read along the index of its
 *   language and stops at the page, where sorting by the name read from every offered reward's texts cost ten
 *   milliseconds and more a page; the keys are those of the domain's four languages, written as the statement writes
 *   them.
 * - Popularity and price are cut from each country's kept list (catalogue-pages.ts), so the popularity index goes:
 *   with `redemptions` in no index and room left on each page (fill factor 80), the counter a redemption moves is a
 *   heap-only update instead of a new entry in every index of the reward (its search words' GIN among them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    drop index rewards_popularity_idx;
    alter table rewards set (fillfactor = 80);
    create index rewards_name_pt_br_idx on rewards (client_id, lower(names->>'pt-BR'), id) where active;
    create index rewards_name_en_us_idx on rewards (client_id, lower(coalesce(names->>'en-US', names->>'pt-BR')), id)
      where active;
    create index rewards_name_es_es_idx on rewards (client_id, lower(coalesce(names->>'es-ES', names->>'pt-BR')), id)
      where active;
    create index rewards_name_fr_fr_idx on rewards (client_id, lower(coalesce(names->>'fr-FR', names->>'pt-BR')), id)
      where active;
  `,
  );
}
