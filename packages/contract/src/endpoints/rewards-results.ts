import type { Endpoint } from '../endpoints.ts';

/** Mystery-shopper results and event participations, entered or imported by programme administrators (issue 13). */
export const rewardsResultsEndpoints = {
  adminRewardResults: { method: 'GET', path: '/api/v1/admin/rewards/results', encoding: 'json-bearer' },
  adminRewardResultOptions: {
    method: 'GET',
    path: '/api/v1/admin/rewards/results/options',
    encoding: 'json-bearer',
  },
  adminRewardPostResult: { method: 'POST', path: '/api/v1/admin/rewards/results', encoding: 'json-bearer' },
  adminRewardImportResults: {
    method: 'POST',
    path: '/api/v1/admin/rewards/results/import',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
