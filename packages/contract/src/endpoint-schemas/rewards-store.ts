import { IdParam, PageQuery } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import { OrderBulkRequest, OrderBulkResult, StaffRewardOrdersCsvQuery } from '../rewards-orders.ts';
import {
  RejectOrderRequest,
  RewardCatalogue,
  RewardCatalogueQuery,
  RewardDetail,
  RewardOrder,
  RewardOrderPage,
  ShipOrderRequest,
  StaffRewardOrder,
  StaffRewardOrderPage,
  StaffRewardOrdersQuery,
} from '../rewards-store.ts';

/** The schemas of endpoints/rewards-store.ts, by the same names. */
export const rewardsStoreSchemas = {
  rewardsStore: { query: RewardCatalogueQuery, response: RewardCatalogue },
  rewardsStoreReward: { params: IdParam, response: RewardDetail },
  rewardsRedeem: { params: IdParam, response: RewardOrder, status: [200, 201] },
  rewardsOrders: { query: PageQuery, response: RewardOrderPage },
  rewardsAdminOrders: { query: StaffRewardOrdersQuery, response: StaffRewardOrderPage },
  rewardsApproveOrder: { params: IdParam, response: StaffRewardOrder },
  rewardsRejectOrder: { params: IdParam, body: RejectOrderRequest, response: StaffRewardOrder },
  rewardsShipOrder: { params: IdParam, body: ShipOrderRequest, response: StaffRewardOrder },
  rewardsDeliverOrder: { params: IdParam, response: StaffRewardOrder },
  rewardsBulkOrders: { body: OrderBulkRequest, response: OrderBulkResult },
  rewardsOrdersCsv: { query: StaffRewardOrdersCsvQuery },
} as const satisfies Record<string, EndpointSchemas>;
