import type { Endpoint } from '../endpoints.ts';

/** The campaign dashboard of programme administrators (issue 13, operator screens). */
export const rewardsDashboardEndpoints = {
  adminRewardsDashboard: {
    method: 'GET',
    path: '/api/v1/admin/rewards/campaigns/:id/dashboard',
    encoding: 'json-bearer',
  },
  adminRewardsDashboardCsv: {
    method: 'GET',
    path: '/api/v1/admin/rewards/campaigns/:id/dashboard.csv',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
