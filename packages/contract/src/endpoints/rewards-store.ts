import type { Endpoint } from '../endpoints.ts';

/** The reward store (issue 15): the catalogue, a reward, redemption, the user's orders and the operators' queue. */
export const rewardsStoreEndpoints = {
  rewardsStore: { method: 'GET', path: '/api/v1/rewards/store', encoding: 'json-bearer' },
  rewardsStoreReward: { method: 'GET', path: '/api/v1/rewards/store/:id', encoding: 'json-bearer' },
  rewardsRedeem: { method: 'POST', path: '/api/v1/rewards/store/:id/redemptions', encoding: 'json-bearer' },
  rewardsOrders: { method: 'GET', path: '/api/v1/rewards/orders', encoding: 'json-bearer' },
  // Programme administrators' order queue.
  rewardsAdminOrders: { method: 'GET', path: '/api/v1/admin/rewards/orders', encoding: 'json-bearer' },
  rewardsApproveOrder: {
    method: 'POST',
    path: '/api/v1/admin/rewards/orders/:id/approve',
    encoding: 'json-bearer',
  },
  rewardsRejectOrder: {
    method: 'POST',
    path: '/api/v1/admin/rewards/orders/:id/reject',
    encoding: 'json-bearer',
  },
  rewardsShipOrder: {
    method: 'POST',
    path: '/api/v1/admin/rewards/orders/:id/ship',
    encoding: 'json-bearer',
  },
  rewardsDeliverOrder: {
    method: 'POST',
    path: '/api/v1/admin/rewards/orders/:id/deliver',
    encoding: 'json-bearer',
  },
  rewardsBulkOrders: { method: 'POST', path: '/api/v1/admin/rewards/orders/bulk', encoding: 'json-bearer' },
  rewardsOrdersCsv: { method: 'GET', path: '/api/v1/admin/rewards/orders.csv', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
