import type { Endpoint } from '../endpoints.ts';

/** Points transfer to the partner loyalty programme (issue 15): the screen's data and the transfer itself. */
export const rewardsTransferEndpoints = {
  rewardsTransferForm: { method: 'GET', path: '/api/v1/rewards/transfers', encoding: 'json-bearer' },
  rewardsTransfer: { method: 'POST', path: '/api/v1/rewards/transfers', encoding: 'json-bearer' },
  // programme administrators: the client's transfers by status, with their age
  rewardsStaffTransfers: { method: 'GET', path: '/api/v1/admin/rewards/transfers', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
