import type { WebFeature } from '../../app/feature.ts';
import { notificationRoutes } from './routes.tsx';

export const notificationsFeature: WebFeature = {
  name: 'notifications',
  mainRoutes: (services) => notificationRoutes(services),
  profileSections: async () => (await import('./profileSections.ts')).NOTIFICATIONS_PROFILE_SECTIONS,
};
