import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * One source for the terms version: the published terms-and-conditions page. A per-client counter beside it let
 * the page change without anyone being asked again, and asked users to accept a version they could not read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table login_settings drop column terms_version;
  `,
  );
}
