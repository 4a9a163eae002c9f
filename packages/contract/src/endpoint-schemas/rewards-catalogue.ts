import { IdParam, PageQuery } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  CategoryMaximumRequest,
  RewardActiveRequest,
  RewardStockRequest,
  StaffReward,
  StaffRewardCatalogue,
} from '../rewards-catalogue.ts';
import { RewardCategory } from '../rewards-store.ts';

/** The schemas of endpoints/rewards-catalogue.ts, by the same names. */
export const rewardsCatalogueSchemas = {
  rewardsAdminCatalogue: { query: PageQuery, response: StaffRewardCatalogue },
  rewardsSetStock: { params: IdParam, body: RewardStockRequest, response: StaffReward },
  rewardsSetActive: { params: IdParam, body: RewardActiveRequest, response: StaffReward },
  rewardsSetImage: { params: IdParam, response: StaffReward },
  rewardsSetCategoryMaximum: { params: IdParam, body: CategoryMaximumRequest, response: RewardCategory },
} as const satisfies Record<string, EndpointSchemas>;
