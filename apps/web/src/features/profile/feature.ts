import type { WebFeature } from '../../app/feature.ts';
import { profileRoutes } from './routes.tsx';

export const profileFeature: WebFeature = {
  name: 'profile',
  mainRoutes: (services) => profileRoutes(services),
};
