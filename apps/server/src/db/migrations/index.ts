import type { Migration } from 'kysely/migration';
import * as tenancy from './20261121T0600_tenancy.ts';
import * as identity from './20261121T0610_identity.ts';
import * as seedSteps from './20261121T0620_seed_steps.ts';
import * as accounts from './20261121T0700_accounts.ts';
import * as uniqueEmail from './20261121T0710_unique_email.ts';

/**
 * Every migration, in order. Listed statically (not read from disk) so the same list runs from TypeScript in
 * tests and from the compiled build. Forward-only: add a new file, never edit a landed one.
 */
export const migrations: Record<string, Migration> = {
  '20261121T0600_tenancy': tenancy,
  '20261121T0610_identity': identity,
  '20261121T0620_seed_steps': seedSteps,
  '20261121T0700_accounts': accounts,
  '20261121T0710_unique_email': uniqueEmail,
};
