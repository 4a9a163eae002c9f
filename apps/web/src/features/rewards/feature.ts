import type { WebFeature } from '../../app/feature.ts';
import { isRewardsAuditor } from './audit/permissions.ts';
import { rewardsAuditRoutes } from './audit/routes.tsx';
import { rewardsRoutes } from './routes.tsx';

/** The retail rewards programme (issue 13): campaigns and registration, sales, store photos, the audit queue. */
export const rewardsFeature: WebFeature = {
  name: 'rewards',
  mainRoutes: (services) => [...rewardsRoutes(services), ...rewardsAuditRoutes(services)],
  // auditors and programme administrators: the queue of sales and photos under audit
  staffMenu: (session, t) =>
    isRewardsAuditor(session)
      ? [{ key: 'admin-rewards-audit', label: t('rewardsAuditNav.label'), to: '/admin/rewards-audit' }]
      : [],
};
