// rewards' public surface: its manifest. Other modules see campaigns through the contract's endpoints only.
import type { ServerModule } from '../manifest.ts';
import { photoEvidence, saleEvidence } from './audit/evidence.ts';
import { auditRoutes } from './audit/routes.ts';
import { auditDemoSteps } from './audit/seed.ts';
import { deleteRegistrationsOf } from './campaigns/queries.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { photoRoutes } from './photos/routes.ts';
import { photosDemoSteps } from './photos/seed.ts';
import { resultRoutes } from './results/routes.ts';
import { resultsDemoSteps } from './results/seed.ts';
import { saleRoutes } from './sales/routes.ts';
import { salesDemoSteps } from './sales/seed.ts';
import { rewardsDemoSteps } from './seed.ts';
import { setupListRoutes } from './setup/lists-routes.ts';
import { setupRoutes } from './setup/routes.ts';
import { setupDemoSteps } from './setup/seed.ts';
import { catalogueAdminRoutes } from './store/catalogue-admin-routes.ts';
import { followCatalogueChanges } from './store/catalogue-cache.ts';
import { catalogueEditingRoutes } from './store/catalogue-editing-routes.ts';
import { storeRoutes } from './store/routes.ts';
import { storeDemoSteps } from './store/seed.ts';
import { transferJobs, transferRoutes } from './transfer/routes.ts';
import { transferDemoSteps } from './transfer/seed.ts';

export const rewardsModule: ServerModule = {
  name: 'rewards',
  routes: [
    campaignRoutes,
    saleRoutes,
    photoRoutes,
    auditRoutes,
    setupRoutes,
    setupListRoutes,
    resultRoutes,
    dashboardRoutes,
    storeRoutes,
    catalogueAdminRoutes,
    catalogueEditingRoutes,
    transferRoutes,
  ],
  jobs: transferJobs,
  evidenceSources: [saleEvidence, photoEvidence],
  listeners: [followCatalogueChanges],
  purgePersonalData: (trx, account) => deleteRegistrationsOf(trx, account.id),
  seed: [
    ...rewardsDemoSteps,
    ...salesDemoSteps,
    ...photosDemoSteps,
    ...auditDemoSteps,
    ...storeDemoSteps,
    ...setupDemoSteps,
    ...transferDemoSteps,
    ...resultsDemoSteps,
  ],
};

// The demo partner loyalty programme `main.ts` starts when no PARTNER_LOYALTY_URL is configured.
export { startDemoPartner } from './transfer/demo-partner.ts';
export { DEMO_PARTNER_MEMBERS } from './transfer/seed.ts';
