import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../app/guards.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { rewardsNamespace } from './namespace.ts';

/** Main-area rewards screens (SPEC §2): campaigns, lazy with their texts. */
export const rewardsRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'campaigns',
    loader: moduleGuard(services, 'campaigns'),
    lazy: async () => {
      const [{ CampaignsPage }] = await Promise.all([
        import('./pages/CampaignsPage.tsx'),
        ensureNamespace(services.i18n, rewardsNamespace),
      ]);
      return { Component: CampaignsPage };
    },
  },
];
