import type { TenancyTables } from './migrations/20261121T0600_tenancy.ts';
import type { IdentityTables } from './migrations/20261121T0610_identity.ts';
import type { SeedTables } from './migrations/20261121T0620_seed_steps.ts';
import type {
  AccountTables,
  LoginSettingsAccountColumns,
  UserProfileColumns,
} from './migrations/20261121T0700_accounts.ts';

/** Tables whose columns later migrations extend: the original columns plus the added ones. */
interface ExtendedTables {
  users: Omit<IdentityTables['users'], 'status'> & UserProfileColumns;
  login_settings: TenancyTables['login_settings'] & LoginSettingsAccountColumns;
}

/** The whole schema: one table set per module, each declared beside the migration that made it. */
export interface Database
  extends Omit<TenancyTables, 'login_settings'>,
    Omit<IdentityTables, 'users'>,
    SeedTables,
    AccountTables,
    ExtendedTables {}
