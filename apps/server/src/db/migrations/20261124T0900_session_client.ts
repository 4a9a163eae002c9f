import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The client a session is bound to. A login vouched for by a client's own system (its web-service secret or its
 * OpenID provider) is bound to that client for its whole life: it acts there and can never select another. Null
 * for the product's own sign-ins, which act in the user's selected client.
 */
export interface TokenFamilyClientColumns {
  client_id: ColumnType<number | null, number | null | undefined, never>;
}

/** Which staff roles a client lets its own systems sign in (none by default). */
export interface LoginSettingsLinkColumns {
  link_login_roles: Generated<string[]>;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table token_families add column client_id bigint references clients(id) on delete cascade;
    alter table login_settings add column link_login_roles text[] not null default '{}';
  `,
  );
}
