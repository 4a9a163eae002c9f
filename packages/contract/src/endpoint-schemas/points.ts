import { BadgeList } from '../badges.ts';
import {
  AdminBadge,
  AdminBadgePage,
  AdminBadgeQuery,
  CreateBadgeRequest,
  UpdateBadgeRequest,
} from '../badges-admin.ts';
import { IdParam, OkResponse } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  LevelCampaignQuery,
  LevelChange,
  LevelChangeDetail,
  LevelChangeDetailQuery,
  LevelChangePage,
  LevelChangeQuery,
  MyLevelStatus,
  PointsTable,
  ReviewLevelChangeRequest,
} from '../levels.ts';
import {
  BalanceQuery,
  PointsBalance,
  PostingResponse,
  ReverseEntryRequest,
  StaffEntryRequest,
  StatementEntry,
  StatementFilter,
  StatementPage,
  StatementQuery,
} from '../points.ts';
import {
  AdminLevelThresholds,
  AdminPointRule,
  AdminPointsCampaignPage,
  AdminPointsCampaignQuery,
  AdminPointsTable,
  CreatePointRuleRequest,
  SetLevelThresholdsRequest,
  UpdatePointRuleRequest,
} from '../points-admin.ts';
import { RankingQuery, RankingResponse } from '../rankings.ts';

/** The schemas of endpoints/points.ts, by the same names. */
export const pointsSchemas = {
  pointsBalance: { query: BalanceQuery, response: PointsBalance },
  pointsStatement: { query: StatementQuery, response: StatementPage },
  pointsStatementCsv: { query: StatementFilter },
  postPointsEntry: { body: StaffEntryRequest, response: PostingResponse, status: [200, 201] },
  reversePointsEntry: { params: IdParam, body: ReverseEntryRequest, response: PostingResponse },
  approvePointsEntry: { params: IdParam, response: StatementEntry },
  badges: { response: BadgeList },
  adminBadges: { query: AdminBadgeQuery, response: AdminBadgePage },
  createBadge: { body: CreateBadgeRequest, response: AdminBadge, status: 201 },
  updateBadge: { params: IdParam, body: UpdateBadgeRequest, response: AdminBadge },
  activateBadge: { params: IdParam, response: AdminBadge },
  deactivateBadge: { params: IdParam, response: AdminBadge },
  myLevel: { query: LevelCampaignQuery, response: MyLevelStatus },
  pointsTable: { query: LevelCampaignQuery, response: PointsTable },
  levelChanges: { query: LevelChangeQuery, response: LevelChangePage },
  levelChange: { params: IdParam, query: LevelChangeDetailQuery, response: LevelChangeDetail },
  // the note is optional, and so is the whole body: a bare POST decides without one
  approveLevelChange: { params: IdParam, body: ReviewLevelChangeRequest.nullish(), response: LevelChange },
  rejectLevelChange: { params: IdParam, body: ReviewLevelChangeRequest.nullish(), response: LevelChange },
  adminPointsCampaigns: { query: AdminPointsCampaignQuery, response: AdminPointsCampaignPage },
  adminPointsTable: { params: IdParam, response: AdminPointsTable },
  createPointRule: { params: IdParam, body: CreatePointRuleRequest, response: AdminPointRule, status: 201 },
  setLevelThresholds: { params: IdParam, body: SetLevelThresholdsRequest, response: AdminLevelThresholds },
  updatePointRule: { params: IdParam, body: UpdatePointRuleRequest, response: AdminPointRule },
  deletePointRule: { params: IdParam, response: OkResponse },
  rankings: { query: RankingQuery, response: RankingResponse },
} as const satisfies Record<string, EndpointSchemas>;
