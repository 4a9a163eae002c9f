import type { WebFeature } from '../../app/feature.ts';
import { learningRoutes } from './routes.tsx';

/** Learning (issue 12): the catalogue and course screens; the player's routes are `learningPlayerRoutes`. */
export const learningFeature: WebFeature = {
  name: 'learning',
  mainRoutes: (services) => learningRoutes(services),
};
