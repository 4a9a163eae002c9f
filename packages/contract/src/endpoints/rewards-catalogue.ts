import type { Endpoint } from '../endpoints.ts';

/** The operators' catalogue of the reward store (issue 15): stock and availability per country, maximums. */
export const rewardsCatalogueEndpoints = {
  rewardsAdminCatalogue: { method: 'GET', path: '/api/v1/admin/rewards/catalogue', encoding: 'json-bearer' },
  rewardsSetStock: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/catalogue/:id/stock',
    encoding: 'json-bearer',
  },
  rewardsSetActive: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/catalogue/:id/active',
    encoding: 'json-bearer',
  },
  rewardsSetImage: {
    method: 'POST',
    path: '/api/v1/admin/rewards/catalogue/:id/image',
    encoding: 'multipart-bearer',
  },
  rewardsSetCategoryMaximum: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/categories/:id/maximum',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
