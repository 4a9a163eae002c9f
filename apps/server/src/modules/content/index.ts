// content's public surface: its manifest (news, the clients' pages, the library, FAQ and support, the onboarding tour and welcome banner, issue 16). Other modules see it through the contract.
import type { ServerModule } from '../manifest.ts';
import { categoryRoutes } from './category-routes.ts';
import { faqRoutes } from './faq/routes.ts';
import { libraryRoutes } from './library/routes.ts';
import { libraryDemoSteps } from './library/seed.ts';
import { libraryUploads } from './library/uploads.ts';
import { deleteReadsOf } from './news/queries.ts';
import { newsRoutes } from './news/routes.ts';
import { deleteViewsOf } from './onboarding/queries.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { onboardingDemoSteps } from './onboarding/seed.ts';
import { pageRoutes } from './pages/routes.ts';
import { pagesDemoSteps } from './pages/seed.ts';
import { previewRoutes } from './preview.ts';
import { contentDemoSteps } from './seed.ts';
import { deleteTicketsOf } from './support/queries.ts';
import { supportRoutes } from './support/routes.ts';
import { faqSupportDemoSteps } from './support/seed.ts';

export const contentModule: ServerModule = {
  name: 'content',
  routes: [
    newsRoutes,
    categoryRoutes,
    previewRoutes,
    pageRoutes,
    libraryRoutes,
    faqRoutes,
    supportRoutes,
    onboardingRoutes,
  ],
  uploadPurposes: [libraryUploads],
  purgePersonalData: async (trx, account) => {
    await deleteReadsOf(trx, account.id);
    await deleteTicketsOf(trx, account.id);
    await deleteViewsOf(trx, account.id);
  },
  seed: [
    ...contentDemoSteps,
    ...pagesDemoSteps,
    ...libraryDemoSteps,
    ...faqSupportDemoSteps,
    ...onboardingDemoSteps,
  ],
};
