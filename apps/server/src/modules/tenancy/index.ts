// tenancy's public surface: other modules and the app import tenancy only from here.

import { demoBrandingStep } from '../../db/seed/branding.ts';
import { demoClientsStep } from '../../db/seed/clients.ts';
import { translatedNamesStep } from '../../db/seed/translations.ts';
import type { ServerModule } from '../manifest.ts';
import { followMaintenanceSwitches } from './maintenance.ts';
import { maintenanceRoutes } from './maintenance-routes.ts';
import { tenancyRoutes } from './routes.ts';

export const tenancyModule: ServerModule = {
  name: 'tenancy',
  routes: [tenancyRoutes, maintenanceRoutes],
  listeners: [followMaintenanceSwitches],
  seed: [demoClientsStep, translatedNamesStep, demoBrandingStep],
};

export { clientsUnderMaintenance } from './maintenance.ts';
export {
  localizedList,
  toCampaign,
  toClient,
  toClientSummary,
  toModuleItem,
  toRegisterField,
} from './mappers.ts';
export {
  currentPolicyVersions,
  findAccessFacts,
  findLoginSettings,
  findSessionLists,
  findSiteClient,
  listBranches,
  listCampaigns,
  listCountries,
} from './queries.ts';
