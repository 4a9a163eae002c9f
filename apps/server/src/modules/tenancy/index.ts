// tenancy's public surface: other modules and the app import tenancy only from here.

import { demoBrandingStep } from '../../db/seed/branding.ts';
import { demoClientsStep } from '../../db/seed/clients.ts';
import { translatedNamesStep } from '../../db/seed/translations.ts';
import type { ServerModule } from '../manifest.ts';
import { followMaintenanceSwitches } from './maintenance.ts';
import { tenancyRoutes } from './routes.ts';

export const tenancyModule: ServerModule = {
  name: 'tenancy',
  routes: [tenancyRoutes],
  listeners: [followMaintenanceSwitches],
  seed: [demoClientsStep, translatedNamesStep, demoBrandingStep],
};

export { clientsUnderMaintenance, switchMaintenance } from './maintenance.ts';
export {
  localizedList,
  toCampaign,
  toClient,
  toClientSummary,
  toModuleItem,
  toRegisterField,
} from './mappers.ts';
export {
  type BranchRow,
  type CampaignRow,
  type CountryRow,
  currentPolicyVersions,
  findAccessFacts,
  findLoginSettings,
  findSessionLists,
  findSiteClient,
  listCampaigns,
  listCountries,
} from './queries.ts';
export { getSiteLists } from './service.ts';
