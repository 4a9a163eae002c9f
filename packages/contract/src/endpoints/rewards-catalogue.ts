import type { Endpoint } from '../endpoints.ts';

/**
 * The operators' catalogue of the reward store (issue 15): rewards (texts, price, department, category), stock and
 * availability per country, departments and categories with their maximums, the required training.
 */
export const rewardsCatalogueEndpoints = {
  rewardsAdminCatalogue: { method: 'GET', path: '/api/v1/admin/rewards/catalogue', encoding: 'json-bearer' },
  rewardsCreateReward: { method: 'POST', path: '/api/v1/admin/rewards/catalogue', encoding: 'json-bearer' },
  rewardsUpdateReward: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/catalogue/:id',
    encoding: 'json-bearer',
  },
  rewardsSetStock: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/catalogue/:id/stock',
    encoding: 'json-bearer',
  },
  rewardsSetActive: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/catalogue/:id/active',
    encoding: 'json-bearer',
  },
  rewardsSetImage: {
    method: 'POST',
    path: '/api/v1/admin/rewards/catalogue/:id/image',
    encoding: 'multipart-bearer',
  },
  rewardsSetCategoryMaximum: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/categories/:id/maximum',
    encoding: 'json-bearer',
  },
  rewardsAdminDepartments: {
    method: 'GET',
    path: '/api/v1/admin/rewards/departments',
    encoding: 'json-bearer',
  },
  rewardsCreateDepartment: {
    method: 'POST',
    path: '/api/v1/admin/rewards/departments',
    encoding: 'json-bearer',
  },
  rewardsRenameDepartment: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/departments/:id',
    encoding: 'json-bearer',
  },
  rewardsDeleteDepartment: {
    method: 'DELETE',
    path: '/api/v1/admin/rewards/departments/:id',
    encoding: 'json-bearer',
  },
  rewardsReorderDepartments: {
    method: 'POST',
    path: '/api/v1/admin/rewards/departments/reorder',
    encoding: 'json-bearer',
  },
  rewardsAdminCategories: {
    method: 'GET',
    path: '/api/v1/admin/rewards/categories',
    encoding: 'json-bearer',
  },
  rewardsCreateCategory: {
    method: 'POST',
    path: '/api/v1/admin/rewards/categories',
    encoding: 'json-bearer',
  },
  rewardsRenameCategory: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/categories/:id',
    encoding: 'json-bearer',
  },
  rewardsDeleteCategory: {
    method: 'DELETE',
    path: '/api/v1/admin/rewards/categories/:id',
    encoding: 'json-bearer',
  },
  rewardsReorderCategories: {
    method: 'POST',
    path: '/api/v1/admin/rewards/categories/reorder',
    encoding: 'json-bearer',
  },
  rewardsRequiredCourses: {
    method: 'GET',
    path: '/api/v1/admin/rewards/required-courses',
    encoding: 'json-bearer',
  },
  rewardsSetRequiredCourses: {
    method: 'PUT',
    path: '/api/v1/admin/rewards/required-courses',
    encoding: 'json-bearer',
  },
  rewardsCourseOptions: {
    method: 'GET',
    path: '/api/v1/admin/rewards/course-options',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
