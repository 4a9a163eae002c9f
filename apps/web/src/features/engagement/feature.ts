import type { WebFeature } from '../../app/feature.ts';
import { homeRoute } from './routes.tsx';

export const engagementFeature: WebFeature = {
  name: 'engagement',
  mainRoutes: (services, features) => [homeRoute(services, features)],
};
