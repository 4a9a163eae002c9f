import type { WebFeature } from '../../app/feature.ts';
import { rewardsRoutes } from './routes.tsx';

/** The retail rewards programme (issue 13): campaigns and registration, sales. */
export const rewardsFeature: WebFeature = {
  name: 'rewards',
  mainRoutes: (services) => rewardsRoutes(services),
};
