import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { maintenanceAdminNamespace } from './namespace.ts';

/** The maintenance switch: programme administrators and superusers find it in the menu; others get the 403. */
export const maintenanceAdminRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'admin/maintenance',
    lazy: async () => {
      const [{ MaintenanceAdminPage }] = await Promise.all([
        import('./MaintenanceAdminPage.tsx'),
        ensureNamespace(services.i18n, maintenanceAdminNamespace),
      ]);
      return { Component: MaintenanceAdminPage };
    },
  },
];
