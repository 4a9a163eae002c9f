// learning's public surface: its manifest. Other modules see courses through the contract's endpoints only.
import type { ServerModule } from '../manifest.ts';
import { learningAuthoringRoutes } from './authoring/routes.ts';
import { purgeLearningData } from './purge.ts';
import { learningRoutes } from './routes.ts';
import { learningDemoSteps } from './seed.ts';

export const learningModule: ServerModule = {
  name: 'learning',
  routes: [learningRoutes, learningAuthoringRoutes],
  purgePersonalData: purgeLearningData,
  seed: learningDemoSteps,
};
