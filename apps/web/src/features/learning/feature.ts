import type { WebFeature } from '../../app/feature.ts';
import { learningPlayerRoutes, learningRoutes } from './routes.tsx';

/** Learning (issue 12): the catalogue, course and trail screens, the player, and the home's learning rows. */
export const learningFeature: WebFeature = {
  name: 'learning',
  mainRoutes: (services) => learningRoutes(services),
  playerRoutes: (services) => learningPlayerRoutes(services),
  homeCards: async (services) => (await import('./homeCards.ts')).learningHomeCards(services),
};
