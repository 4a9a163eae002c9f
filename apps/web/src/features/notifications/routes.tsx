import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { notificationsNamespace } from './namespace.ts';

/** Main-area notifications screen (the bell's target). The inbox and the feed are profile sections. */
export const notificationRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'notifications',
    lazy: async () => {
      const [{ NotificationsPage }] = await Promise.all([
        import('./pages/NotificationsPage.tsx'),
        ensureNamespace(services.i18n, notificationsNamespace),
      ]);
      return { Component: NotificationsPage };
    },
  },
];
