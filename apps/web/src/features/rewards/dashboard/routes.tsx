import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { rewardsDashboardNamespace } from './namespace.ts';

/**
 * The programme administrator's campaign dashboard (issue 13, operator screens), opened from the campaigns' list.
 * The page and its charts load with the route only (never in the sign-in's chunk).
 */
export const rewardsDashboardRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'admin/rewards-campaigns/:id/dashboard',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/DashboardPage.tsx'),
        ensureNamespace(services.i18n, rewardsDashboardNamespace),
      ]);
      return { Component: page.DashboardPage };
    },
  },
];
