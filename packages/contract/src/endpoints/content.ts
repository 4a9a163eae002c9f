import type { Endpoint } from '../endpoints.ts';

/** The content module (docs/content.md). */
export const contentEndpoints = {
  // News (docs/content.md): the selected client's published articles, and their editors' endpoints.
  news: { method: 'GET', path: '/api/v1/news', encoding: 'json-bearer' },
  newsCategories: { method: 'GET', path: '/api/v1/news/categories', encoding: 'json-bearer' },
  newsArticle: { method: 'GET', path: '/api/v1/news/:id', encoding: 'json-bearer' },
  adminNews: { method: 'GET', path: '/api/v1/admin/news', encoding: 'json-bearer' },
  adminNewsArticle: { method: 'GET', path: '/api/v1/admin/news/:id', encoding: 'json-bearer' },
  adminNewsCreate: { method: 'POST', path: '/api/v1/admin/news', encoding: 'json-bearer' },
  adminNewsUpdate: { method: 'PATCH', path: '/api/v1/admin/news/:id', encoding: 'json-bearer' },
  adminNewsPublish: { method: 'POST', path: '/api/v1/admin/news/:id/publish', encoding: 'json-bearer' },
  adminNewsUnpublish: { method: 'POST', path: '/api/v1/admin/news/:id/unpublish', encoding: 'json-bearer' },
  adminNewsDelete: { method: 'DELETE', path: '/api/v1/admin/news/:id', encoding: 'json-bearer' },
  adminNewsSetCover: { method: 'POST', path: '/api/v1/admin/news/:id/cover', encoding: 'multipart-bearer' },
  adminNewsRemoveCover: { method: 'DELETE', path: '/api/v1/admin/news/:id/cover', encoding: 'json-bearer' },
  adminRichTextPreview: { method: 'POST', path: '/api/v1/admin/rich-text/preview', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
