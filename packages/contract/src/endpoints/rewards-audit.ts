import type { Endpoint } from '../endpoints.ts';

/** The auditors' queue of the rewards programme (issue 13, SPEC §6 auditor): sales and store photos. */
export const rewardsAuditEndpoints = {
  adminRewardsAuditSales: {
    method: 'GET',
    path: '/api/v1/admin/rewards/audit/sales',
    encoding: 'json-bearer',
  },
  adminRewardsAuditPhotos: {
    method: 'GET',
    path: '/api/v1/admin/rewards/audit/photos',
    encoding: 'json-bearer',
  },
  adminRewardsDecideSales: {
    method: 'POST',
    path: '/api/v1/admin/rewards/audit/sales/decisions',
    encoding: 'json-bearer',
  },
  adminRewardsDecidePhotos: {
    method: 'POST',
    path: '/api/v1/admin/rewards/audit/photos/decisions',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
