import { IdParam } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import { CampaignRegistrationRequest, RewardsCampaignDetail, RewardsCampaignList } from '../rewards.ts';
import { Photo, PhotoForm, PhotoPage, PhotosQuery } from '../rewards-photos.ts';
import {
  Sale,
  SaleForm,
  SaleInvoiceUpload,
  SalePage,
  SaleRequest,
  SaleStore,
  SaleStoreQuery,
  SalesQuery,
} from '../rewards-sales.ts';

/** The schemas of endpoints/rewards.ts, by the same names. */
export const rewardsSchemas = {
  rewardsCampaigns: { response: RewardsCampaignList },
  rewardsCampaign: { params: IdParam, response: RewardsCampaignDetail },
  rewardsRegister: {
    params: IdParam,
    body: CampaignRegistrationRequest,
    response: RewardsCampaignDetail,
    status: 201,
  },
  rewardsSaleForm: { params: IdParam, response: SaleForm },
  rewardsSaleStore: { params: IdParam, query: SaleStoreQuery, response: SaleStore },
  rewardsSaleInvoice: { response: SaleInvoiceUpload, status: 201 },
  rewardsReportSale: { params: IdParam, body: SaleRequest, response: Sale, status: [200, 201] },
  rewardsSales: { query: SalesQuery, response: SalePage },
  rewardsPhotoForm: { params: IdParam, response: PhotoForm },
  rewardsSendPhoto: { params: IdParam, response: Photo, status: [200, 201] },
  rewardsPhotos: { query: PhotosQuery, response: PhotoPage },
} as const satisfies Record<string, EndpointSchemas>;
