import type { WebFeature } from '../../app/feature.ts';
import { profileRoutes } from './routes.tsx';

/** The profile hosts the sections other features' manifests name (`profileSections`); its own are in sections.ts. */
export const profileFeature: WebFeature = {
  name: 'profile',
  mainRoutes: (services, features) => profileRoutes(services, features),
};
