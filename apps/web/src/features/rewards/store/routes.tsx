import type { RouteObject } from 'react-router';
import { moduleGuard } from '../../../app/guards.ts';
import type { AppServices } from '../../../app/services.ts';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { rewardTransferNamespace } from '../transfer/namespace.ts';
import { rewardStoreNamespace } from './namespace.ts';

/**
 * The reward store's screens (SPEC §2 reward-store, reward-store/details/{id}/), the operators' order queue and
 * catalogue, and the staff list of points transfers.
 */
export const storeRoutes = (services: AppServices): RouteObject[] => [
  {
    path: 'reward-store',
    loader: moduleGuard(services, 'reward_store'),
    lazy: async () => {
      const [{ StorePage }] = await Promise.all([
        import('./pages/StorePage.tsx'),
        ensureNamespace(services.i18n, rewardStoreNamespace),
      ]);
      return { Component: StorePage };
    },
  },
  {
    path: 'reward-store/details/:id',
    loader: moduleGuard(services, 'reward_store'),
    lazy: async () => {
      const [{ RewardPage }] = await Promise.all([
        import('./pages/RewardPage.tsx'),
        ensureNamespace(services.i18n, rewardStoreNamespace),
      ]);
      return { Component: RewardPage };
    },
  },
  {
    path: 'admin/reward-orders',
    loader: moduleGuard(services, 'reward_store'),
    lazy: async () => {
      const [{ OrdersAdminPage }] = await Promise.all([
        import('./pages/OrdersAdminPage.tsx'),
        ensureNamespace(services.i18n, rewardStoreNamespace),
      ]);
      return { Component: OrdersAdminPage };
    },
  },
  {
    path: 'admin/reward-catalogue',
    loader: moduleGuard(services, 'reward_store'),
    lazy: async () => {
      const [{ CatalogueAdminPage }] = await Promise.all([
        import('./pages/CatalogueAdminPage.tsx'),
        ensureNamespace(services.i18n, rewardStoreNamespace),
      ]);
      return { Component: CatalogueAdminPage };
    },
  },
  {
    path: 'admin/reward-transfers',
    loader: moduleGuard(services, 'reward_store'),
    lazy: async () => {
      const [{ TransfersAdminPage }] = await Promise.all([
        import('../transfer/pages/TransfersAdminPage.tsx'),
        ensureNamespace(services.i18n, rewardTransferNamespace),
      ]);
      return { Component: TransfersAdminPage };
    },
  },
];
