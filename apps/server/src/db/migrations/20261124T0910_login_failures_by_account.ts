import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** The address a failed login came from: per-address limits look at how many accounts failed from it. */
export interface LoginFailureAddressColumns {
  address: string | null;
}

/**
 * Failed logins count per account (`user:<id>`, whatever named it: user name, e-mail or document; `unknown:…` for
 * names that match no account) and carry their address, so an address is judged by how many different accounts
 * failed from it rather than by one person's typos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table login_failures add column address text;
    create index login_failures_address_idx on login_failures (address, failed_at) where address is not null;
  `,
  );
}
