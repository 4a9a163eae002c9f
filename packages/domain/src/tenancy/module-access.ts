import { isStaffRole, type Role } from '../identity/roles.ts';
import type { CountryGroup } from '../shared/constants.ts';
import type { ModuleName } from './modules.ts';

/** Retail field roles (SPEC §6): the people the rewards programme serves. */
export const RETAIL_ROLES: readonly Role[] = [
  'sales_agent',
  'promoter',
  'counter_clerk',
  'salesperson',
  'store_owner',
];

/** Retail roles that sell, and so report sales with an invoice. Promoters promote the brand; they do not sell. */
export const SELLING_ROLES: readonly Role[] = ['sales_agent', 'counter_clerk', 'salesperson', 'store_owner'];

/** Staff roles that run the rewards programme, and so open its screens to help the people in it. */
const REWARDS_STAFF: readonly Role[] = ['support', 'program_admin', 'auditor'];

/**
 * Who uses which module, once the client has switched it on. `everyone` is every member, staff included. A list
 * names the roles; `countryGroup` narrows it further to the people in that group (SPEC §9: group 1 reports
 * sales). Superusers pass the role and country tests, never the client's switch.
 */
export const MODULE_AUDIENCE: Record<
  ModuleName,
  { roles: 'everyone' | readonly Role[]; countryGroup?: CountryGroup }
> = {
  online_courses: { roles: 'everyone' },
  trails: { roles: 'everyone' },
  presential_courses: { roles: 'everyone' },
  webcasts: { roles: 'everyone' },
  live_classes: { roles: 'everyone' },
  podcasts: { roles: 'everyone' },
  library: { roles: 'everyone' },
  news: { roles: 'everyone' },
  forum: { roles: 'everyone' },
  surveys: { roles: 'everyone' },
  games: { roles: 'everyone' },
  faq: { roles: 'everyone' },
  profile: { roles: 'everyone' },
  ranking: { roles: 'everyone' },
  points_table: { roles: 'everyone' },
  events: { roles: 'everyone' },
  reward_store: { roles: [...RETAIL_ROLES, ...REWARDS_STAFF] },
  campaigns: { roles: [...RETAIL_ROLES, ...REWARDS_STAFF] },
  insert_sales: { roles: [...SELLING_ROLES, 'auditor'], countryGroup: 1 },
  upload_photos: { roles: [...RETAIL_ROLES, 'auditor'] },
  // SPEC §6: a valid role in the partner programme, salesperson or store owner
  points_transfer: { roles: ['salesperson', 'store_owner'] },
};

/** Who is asking, as far as modules care: the same four facts on the server and in the web app. */
export interface ModuleViewer {
  /** The selected client's switched-on modules (its `has_{module}` flags). */
  enabledModules: readonly string[];
  role: Role | null;
  isSuperuser: boolean;
  /** The user's country group, their country area's when they have one (see `countryGroupOf`). */
  countryGroup: CountryGroup | null;
}

/**
 * THE module predicate: routes, menus, home tiles and bottom tabs on the web, and the server's refusals, all
 * ask this. A module is usable when the selected client switched it on and the viewer is in its audience.
 */
export function mayUseModule(viewer: ModuleViewer, module: ModuleName): boolean {
  if (!viewer.enabledModules.includes(module)) return false;
  if (viewer.isSuperuser) return true;
  const audience = MODULE_AUDIENCE[module];
  if (audience.roles !== 'everyone' && (viewer.role === null || !audience.roles.includes(viewer.role)))
    return false;
  // staff review every country's entries, so a country group never hides a module from them
  const isStaff = viewer.role !== null && isStaffRole(viewer.role);
  if (audience.countryGroup !== undefined && !isStaff && viewer.countryGroup !== audience.countryGroup)
    return false;
  return true;
}

/**
 * A user's country group (SPEC §9): their country area's group when they have one (only part of Canada reports
 * sales), else their country's. Null without a country.
 */
export function countryGroupOf(
  country: { group: number } | null,
  area: { group: number } | null,
): CountryGroup | null {
  const group = area?.group ?? country?.group ?? null;
  return group === 1 || group === 2 ? group : null;
}

/** How long a user held by maintenance is told to wait before trying again (the API's `Retry-After`). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * While the selected client is under maintenance every signed-in user but its staff (and superusers) is held on
 * the maintenance page, and the API answers them 503 `tenancy.under_maintenance`.
 */
export function isHeldByMaintenance(viewer: {
  underMaintenance: boolean;
  role: Role | null;
  isSuperuser: boolean;
}): boolean {
  if (!viewer.underMaintenance || viewer.isSuperuser) return false;
  return viewer.role === null || !isStaffRole(viewer.role);
}

/** Who switches a client's maintenance on and off: its programme administrators, and superusers. */
export function mayRunMaintenance(viewer: { role: Role | null; isSuperuser: boolean }): boolean {
  return viewer.isSuperuser || viewer.role === 'program_admin';
}
