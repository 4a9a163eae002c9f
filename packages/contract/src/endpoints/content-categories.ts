import type { Endpoint } from '../endpoints.ts';

/** The editors' news and FAQ categories (docs/content.md "Categories"). */
export const contentCategoryEndpoints = {
  adminNewsCategories: { method: 'GET', path: '/api/v1/admin/news/categories', encoding: 'json-bearer' },
  adminNewsCategoryCreate: { method: 'POST', path: '/api/v1/admin/news/categories', encoding: 'json-bearer' },
  adminNewsCategoryUpdate: {
    method: 'PATCH',
    path: '/api/v1/admin/news/categories/:id',
    encoding: 'json-bearer',
  },
  adminNewsCategoryDelete: {
    method: 'DELETE',
    path: '/api/v1/admin/news/categories/:id',
    encoding: 'json-bearer',
  },
  adminNewsCategoryReorder: {
    method: 'POST',
    path: '/api/v1/admin/news/categories/reorder',
    encoding: 'json-bearer',
  },
  adminFaqCategories: { method: 'GET', path: '/api/v1/admin/faq/categories', encoding: 'json-bearer' },
  adminFaqCategoryUpdate: {
    method: 'PATCH',
    path: '/api/v1/admin/faq/categories/:id',
    encoding: 'json-bearer',
  },
  adminFaqCategoryDelete: {
    method: 'DELETE',
    path: '/api/v1/admin/faq/categories/:id',
    encoding: 'json-bearer',
  },
  adminFaqCategoryReorder: {
    method: 'POST',
    path: '/api/v1/admin/faq/categories/reorder',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
