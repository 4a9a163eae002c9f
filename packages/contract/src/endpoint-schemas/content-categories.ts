import { IdParam, OkResponse } from '../common.ts';
import {
  AdminContentCategory,
  AdminContentCategoryList,
  ContentCategoryRequest,
  ReorderCategoriesRequest,
} from '../content-categories.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of `endpoints/content-categories.ts`, by the same names. */
export const contentCategorySchemas = {
  adminNewsCategories: { response: AdminContentCategoryList },
  adminNewsCategoryCreate: { body: ContentCategoryRequest, response: AdminContentCategory, status: 201 },
  adminNewsCategoryUpdate: { params: IdParam, body: ContentCategoryRequest, response: AdminContentCategory },
  adminNewsCategoryDelete: { params: IdParam, response: OkResponse },
  adminNewsCategoryReorder: { body: ReorderCategoriesRequest, response: AdminContentCategoryList },
  adminFaqCategories: { response: AdminContentCategoryList },
  adminFaqCategoryUpdate: { params: IdParam, body: ContentCategoryRequest, response: AdminContentCategory },
  adminFaqCategoryDelete: { params: IdParam, response: OkResponse },
  adminFaqCategoryReorder: { body: ReorderCategoriesRequest, response: AdminContentCategoryList },
} as const satisfies Record<string, EndpointSchemas>;
