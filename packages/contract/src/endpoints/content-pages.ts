import type { Endpoint } from '../endpoints.ts';

/** The clients' own pages (docs/content.md "Pages"): a member reads one; its editors write them. */
export const contentPagesEndpoints = {
  clientPage: { method: 'GET', path: '/api/v1/pages/:slug', encoding: 'json-bearer' },
  adminClientPages: { method: 'GET', path: '/api/v1/admin/pages', encoding: 'json-bearer' },
  adminClientPage: { method: 'GET', path: '/api/v1/admin/pages/:slug', encoding: 'json-bearer' },
  adminSaveClientPage: { method: 'PUT', path: '/api/v1/admin/pages/:slug', encoding: 'json-bearer' },
  adminPublishClientPage: {
    method: 'POST',
    path: '/api/v1/admin/pages/:slug/publish',
    encoding: 'json-bearer',
  },
  adminUnpublishClientPage: {
    method: 'POST',
    path: '/api/v1/admin/pages/:slug/unpublish',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
