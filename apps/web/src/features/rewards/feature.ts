import type { WebFeature } from '../../app/feature.ts';
import { isRewardsAuditor } from './audit/permissions.ts';
import { rewardsAuditRoutes } from './audit/routes.tsx';
import { rewardsDashboardRoutes } from './dashboard/routes.tsx';
import { rewardsRoutes } from './routes.tsx';
import { isSetupAdmin } from './setup/permissions.ts';
import { rewardsSetupRoutes } from './setup/routes.tsx';
import { isOrderOperator } from './store/permissions.ts';
import { storeRoutes } from './store/routes.tsx';
import { partnerProgrammeRoute } from './transfer/routes.tsx';

/**
 * The retail rewards programme (issues 13 and 15): campaigns and registration, sales, store photos, the audit queue,
 * the reward store.
 */
export const rewardsFeature: WebFeature = {
  name: 'rewards',
  mainRoutes: (services) => [
    ...rewardsRoutes(services),
    ...rewardsAuditRoutes(services),
    ...rewardsSetupRoutes(services),
    ...rewardsDashboardRoutes(services),
    ...storeRoutes(services),
  ],
  staffMenu: (session, t) => [
    // auditors and programme administrators: the queue of sales and photos under audit
    ...(isRewardsAuditor(session)
      ? [{ key: 'admin-rewards-audit', label: t('rewardsAuditNav.label'), to: '/admin/rewards-audit' }]
      : []),
    // programme administrators: the campaigns' set-up, the stores' import, blocking participants, results
    ...(isSetupAdmin(session)
      ? [
          {
            key: 'admin-rewards-campaigns',
            label: t('rewardsSetupNav.label'),
            to: '/admin/rewards-campaigns',
          },
          {
            key: 'admin-rewards-participants',
            label: t('rewardsSetupNav.participants'),
            to: '/admin/rewards-participants',
          },
          {
            key: 'admin-rewards-results',
            label: t('rewardsSetupNav.results'),
            to: '/admin/rewards-results',
          },
        ]
      : []),
    ...(isOrderOperator(session)
      ? [
          { key: 'admin-reward-orders', label: t('nav.rewardOrders'), to: '/admin/reward-orders' },
          { key: 'admin-reward-catalogue', label: t('nav.rewardCatalogue'), to: '/admin/reward-catalogue' },
          // the transfers to the partner programme by status, with their age
          { key: 'admin-reward-transfers', label: t('nav.rewardTransfers'), to: '/admin/reward-transfers' },
        ]
      : []),
  ],
  // the partner loyalty programme's page, signed out (SPEC §2 tigre-juntos-somos-mais)
  openRoutes: () => [partnerProgrammeRoute()],
  profileSections: async () => {
    const [store, transfer] = await Promise.all([
      import('./store/profileSections.ts'),
      import('./transfer/profileSections.ts'),
    ]);
    return [...store.STORE_PROFILE_SECTIONS, ...transfer.TRANSFER_PROFILE_SECTIONS];
  },
};
