// content's public surface: its manifest (news and the clients' pages, issue 16). Other modules see news through the contract only.
import type { ServerModule } from '../manifest.ts';
import { deleteReadsOf } from './news/queries.ts';
import { newsRoutes } from './news/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { pagesDemoSteps } from './pages/seed.ts';
import { contentDemoSteps } from './seed.ts';

export const contentModule: ServerModule = {
  name: 'content',
  routes: [newsRoutes, pageRoutes],
  purgePersonalData: (trx, account) => deleteReadsOf(trx, account.id),
  seed: [...contentDemoSteps, ...pagesDemoSteps],
};
