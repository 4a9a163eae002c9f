import type { TenancyTables } from './migrations/20261121T0600_tenancy.ts';
import type { IdentityTables } from './migrations/20261121T0610_identity.ts';
import type { SeedTables } from './migrations/20261121T0620_seed_steps.ts';

/** The whole schema: one table set per module, each declared beside the migration that made it. */
export interface Database extends TenancyTables, IdentityTables, SeedTables {}
