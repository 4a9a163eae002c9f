// content's public surface: its manifest (news and the library, issue 16). Other modules see news through the contract only.
import type { ServerModule } from '../manifest.ts';
import { libraryRoutes } from './library/routes.ts';
import { libraryDemoSteps } from './library/seed.ts';
import { deleteReadsOf } from './news/queries.ts';
import { newsRoutes } from './news/routes.ts';
import { contentDemoSteps } from './seed.ts';

export const contentModule: ServerModule = {
  name: 'content',
  routes: [newsRoutes, libraryRoutes],
  purgePersonalData: (trx, account) => deleteReadsOf(trx, account.id),
  seed: [...contentDemoSteps, ...libraryDemoSteps],
};
