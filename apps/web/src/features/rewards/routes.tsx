import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../app/guards.ts';
import type { AppServices } from '../../app/services.ts';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import { rewardsNamespace } from './namespace.ts';

/** Main-area rewards screens (SPEC §2): campaigns, insert-sales and upload-photos, lazy with their texts. */
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
  {
    path: 'insert-sales',
    loader: moduleGuard(services, 'insert_sales'),
    lazy: async () => {
      const [{ SalesPage }] = await Promise.all([
        import('./pages/SalesPage.tsx'),
        ensureNamespace(services.i18n, rewardsNamespace),
      ]);
      return { Component: SalesPage };
    },
  },
  {
    path: 'upload-photos',
    loader: moduleGuard(services, 'upload_photos'),
    lazy: async () => {
      const [{ PhotosPage }] = await Promise.all([
        import('./pages/PhotosPage.tsx'),
        ensureNamespace(services.i18n, rewardsNamespace),
      ]);
      return { Component: PhotosPage };
    },
  },
];
