import type { Endpoint } from '../endpoints.ts';

/** The rewards programme: campaigns and registration, sales, store photos. */
export const rewardsEndpoints = {
  // The rewards programme's campaigns (SPEC §2 campaigns), for users with a partner retail-training account.
  rewardsCampaigns: { method: 'GET', path: '/api/v1/rewards/campaigns', encoding: 'json-bearer' },
  rewardsCampaign: { method: 'GET', path: '/api/v1/rewards/campaigns/:id', encoding: 'json-bearer' },
  rewardsRegister: {
    method: 'POST',
    path: '/api/v1/rewards/campaigns/:id/registration',
    encoding: 'json-bearer',
  },
  // Sales of the rewards programme (SPEC §2 insert-sales, §5 Sale), for group 1 sellers registered for the campaign.
  rewardsSaleForm: {
    method: 'GET',
    path: '/api/v1/rewards/campaigns/:id/sale-form',
    encoding: 'json-bearer',
  },
  rewardsSaleStore: { method: 'GET', path: '/api/v1/rewards/campaigns/:id/stores', encoding: 'json-bearer' },
  rewardsSaleInvoice: {
    method: 'POST',
    path: '/api/v1/rewards/sales/invoices',
    encoding: 'multipart-bearer',
  },
  rewardsReportSale: { method: 'POST', path: '/api/v1/rewards/campaigns/:id/sales', encoding: 'json-bearer' },
  rewardsSales: { method: 'GET', path: '/api/v1/rewards/sales', encoding: 'json-bearer' },
  // Store photos of the rewards programme (SPEC §2 upload-photos, §5 Photos), for users registered for the campaign.
  rewardsPhotoForm: {
    method: 'GET',
    path: '/api/v1/rewards/campaigns/:id/photo-form',
    encoding: 'json-bearer',
  },
  rewardsSendPhoto: {
    method: 'POST',
    path: '/api/v1/rewards/campaigns/:id/photos',
    encoding: 'multipart-bearer',
  },
  rewardsPhotos: { method: 'GET', path: '/api/v1/rewards/photos', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
