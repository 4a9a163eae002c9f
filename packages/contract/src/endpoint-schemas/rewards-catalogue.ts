import { IdParam, OkResponse, PageQuery } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  CategoryMaximumRequest,
  RewardActiveRequest,
  RewardStockRequest,
  StaffReward,
  StaffRewardCatalogue,
} from '../rewards-catalogue.ts';
import {
  RequiredCourses,
  RequiredCoursesRequest,
  RewardCourseOptions,
  RewardCourseOptionsQuery,
  RewardGroupOrderRequest,
  RewardGroupRequest,
  RewardRequest,
  StaffRewardCategory,
  StaffRewardCategoryList,
  StaffRewardDepartmentList,
  StaffRewardGroup,
} from '../rewards-catalogue-editing.ts';
import { RewardCategory } from '../rewards-store.ts';

/** The schemas of endpoints/rewards-catalogue.ts, by the same names. */
export const rewardsCatalogueSchemas = {
  rewardsAdminCatalogue: { query: PageQuery, response: StaffRewardCatalogue },
  rewardsCreateReward: { body: RewardRequest, response: StaffReward, status: 201 },
  rewardsUpdateReward: { params: IdParam, body: RewardRequest, response: StaffReward },
  rewardsSetStock: { params: IdParam, body: RewardStockRequest, response: StaffReward },
  rewardsSetActive: { params: IdParam, body: RewardActiveRequest, response: StaffReward },
  rewardsSetImage: { params: IdParam, response: StaffReward },
  rewardsSetCategoryMaximum: { params: IdParam, body: CategoryMaximumRequest, response: RewardCategory },
  rewardsAdminDepartments: { response: StaffRewardDepartmentList },
  rewardsCreateDepartment: { body: RewardGroupRequest, response: StaffRewardGroup, status: 201 },
  rewardsRenameDepartment: { params: IdParam, body: RewardGroupRequest, response: StaffRewardGroup },
  rewardsDeleteDepartment: { params: IdParam, response: OkResponse },
  rewardsReorderDepartments: { body: RewardGroupOrderRequest, response: StaffRewardDepartmentList },
  rewardsAdminCategories: { response: StaffRewardCategoryList },
  rewardsCreateCategory: { body: RewardGroupRequest, response: StaffRewardCategory, status: 201 },
  rewardsRenameCategory: { params: IdParam, body: RewardGroupRequest, response: StaffRewardCategory },
  rewardsDeleteCategory: { params: IdParam, response: OkResponse },
  rewardsReorderCategories: { body: RewardGroupOrderRequest, response: StaffRewardCategoryList },
  rewardsRequiredCourses: { response: RequiredCourses },
  rewardsSetRequiredCourses: { body: RequiredCoursesRequest, response: RequiredCourses },
  rewardsCourseOptions: { query: RewardCourseOptionsQuery, response: RewardCourseOptions },
} as const satisfies Record<string, EndpointSchemas>;
