import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * A user's country area (SPEC §9): only part of Canada reports sales, so where a user works within their country
 * decides their country group, and with it which modules they use (`countryGroupOf` in the domain).
 */
export interface UserCountryAreaColumns {
  country_area_id: number | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table users add column country_area_id bigint references country_areas(id) on delete set null;
  `,
  );
}
