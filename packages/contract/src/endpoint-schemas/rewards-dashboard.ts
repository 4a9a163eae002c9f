import { IdParam } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import { CampaignDashboard, DashboardQuery } from '../rewards-dashboard.ts';

export const rewardsDashboardSchemas = {
  adminRewardsDashboard: { params: IdParam, query: DashboardQuery, response: CampaignDashboard },
  adminRewardsDashboardCsv: { params: IdParam, query: DashboardQuery },
} as const satisfies Record<string, EndpointSchemas>;
