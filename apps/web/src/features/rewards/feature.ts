import type { WebFeature } from '../../app/feature.ts';
import { rewardsRoutes } from './routes.tsx';
import { isOrderOperator } from './store/permissions.ts';
import { storeRoutes } from './store/routes.tsx';

/** The retail rewards programme (issues 13 and 15): campaigns and registration, sales, photos, the reward store. */
export const rewardsFeature: WebFeature = {
  name: 'rewards',
  mainRoutes: (services) => [...rewardsRoutes(services), ...storeRoutes(services)],
  staffMenu: (session, t) =>
    isOrderOperator(session)
      ? [{ key: 'admin-reward-orders', label: t('nav.rewardOrders'), to: '/admin/reward-orders' }]
      : [],
  profileSections: async () => (await import('./store/profileSections.ts')).STORE_PROFILE_SECTIONS,
};
