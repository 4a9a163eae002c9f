import type { Endpoint } from '../endpoints.ts';

/** The audit trail of staff actions. */
export const auditEndpoints = {
  // The audit trail of staff actions (programme administrators of the selected client, superusers).
  adminAudit: { method: 'GET', path: '/api/v1/admin/audit', encoding: 'json-bearer' },
  adminAuditCsv: { method: 'GET', path: '/api/v1/admin/audit.csv', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
