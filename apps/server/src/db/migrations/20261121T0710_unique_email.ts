import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * One account per e-mail address, whatever its case: registration, profile edits and SSO linking all rely on it,
 * and only a unique index settles two requests racing for the same address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    drop index users_email_lower_idx;
    create unique index users_email_lower_idx on users (lower(email)) where email is not null;
  `,
  );
}
