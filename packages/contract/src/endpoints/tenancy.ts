import type { Endpoint } from '../endpoints.ts';

/** The client's login parameters, site lists, institutional pages and maintenance switch. */
export const tenancyEndpoints = {
  loginParams: { method: 'GET', path: '/api/v1/login-params', encoding: 'json-public' },
  siteLists: { method: 'GET', path: '/api/v1/site-lists', encoding: 'json-bearer' },
  institutional: { method: 'GET', path: '/api/v1/institutional/:slug', encoding: 'json-public' },
  maintenance: { method: 'GET', path: '/api/v1/admin/maintenance', encoding: 'json-bearer' },
  setMaintenance: { method: 'PUT', path: '/api/v1/admin/maintenance', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
