import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../../app/services.ts';
import { ensureNamespace } from '../../../../i18n/namespaces.ts';
import { pointsBadgesAdminNamespace } from './namespace.ts';

/**
 * The programme administrators' badges screen. Like the level changes, programme administrators and superusers
 * find it in the menu; anyone else who opens it gets the server's 403 as the staff screens' forbidden message.
 */
export const badgeAdminRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'admin/badges',
    lazy: async () => {
      const [{ BadgesAdminPage }] = await Promise.all([
        import('./pages/BadgesAdminPage.tsx'),
        ensureNamespace(services.i18n, pointsBadgesAdminNamespace),
      ]);
      return { Component: BadgesAdminPage };
    },
  },
];
