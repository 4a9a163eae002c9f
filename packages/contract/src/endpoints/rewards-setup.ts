import type { Endpoint } from '../endpoints.ts';

/** The programme administrator's campaign set-up and store import (issue 13, operator screens). */
export const rewardsSetupEndpoints = {
  adminRewardsCampaigns: { method: 'GET', path: '/api/v1/admin/rewards/campaigns', encoding: 'json-bearer' },
  adminRewardsSetupOptions: {
    method: 'GET',
    path: '/api/v1/admin/rewards/setup-options',
    encoding: 'json-bearer',
  },
  adminRewardsCampaign: {
    method: 'GET',
    path: '/api/v1/admin/rewards/campaigns/:id',
    encoding: 'json-bearer',
  },
  adminRewardsCreateCampaign: {
    method: 'POST',
    path: '/api/v1/admin/rewards/campaigns',
    encoding: 'json-bearer',
  },
  adminRewardsUpdateCampaign: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/campaigns/:id',
    encoding: 'json-bearer',
  },
  adminRewardsImportStores: {
    method: 'POST',
    path: '/api/v1/admin/rewards/stores/import',
    encoding: 'json-bearer',
  },
  adminRewardsParticipants: {
    method: 'GET',
    path: '/api/v1/admin/rewards/participants',
    encoding: 'json-bearer',
  },
  adminRewardsBlockParticipant: {
    method: 'POST',
    path: '/api/v1/admin/rewards/participants/:id/block',
    encoding: 'json-bearer',
  },
  adminRewardsUnblockParticipant: {
    method: 'POST',
    path: '/api/v1/admin/rewards/participants/:id/unblock',
    encoding: 'json-bearer',
  },
  // retail chains, companies/agencies and their brands
  adminRewardsChains: { method: 'GET', path: '/api/v1/admin/rewards/chains', encoding: 'json-bearer' },
  adminRewardsCreateChain: { method: 'POST', path: '/api/v1/admin/rewards/chains', encoding: 'json-bearer' },
  adminRewardsUpdateChain: {
    method: 'PATCH',
    path: '/api/v1/admin/rewards/chains/:id',
    encoding: 'json-bearer',
  },
  adminRewardsDeleteChain: {
    method: 'DELETE',
    path: '/api/v1/admin/rewards/chains/:id',
    encoding: 'json-bearer',
  },
  adminRewardsAgencies: { method: 'GET', path: '/api/v1/admin/rewards/agencies', encoding: 'json-bearer' },
  adminRewardsCreateAgency: {
    method: 'POST',
    path: '/api/v1/admin/rewards/agencies',
    encoding: 'json-bearer',
  },
  adminRewardsUpdateAgency: {
    method: 'PATCH',
    path: '/api/v1/admin/rewards/agencies/:id',
    encoding: 'json-bearer',
  },
  adminRewardsDeleteAgency: {
    method: 'DELETE',
    path: '/api/v1/admin/rewards/agencies/:id',
    encoding: 'json-bearer',
  },
  adminRewardsCreateBrand: {
    method: 'POST',
    path: '/api/v1/admin/rewards/agencies/:id/brands',
    encoding: 'json-bearer',
  },
  adminRewardsUpdateBrand: {
    method: 'PATCH',
    path: '/api/v1/admin/rewards/brands/:id',
    encoding: 'json-bearer',
  },
  adminRewardsDeleteBrand: {
    method: 'DELETE',
    path: '/api/v1/admin/rewards/brands/:id',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
