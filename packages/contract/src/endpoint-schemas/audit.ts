import { AuditFilter, AuditPage, AuditQuery } from '../audit.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/audit.ts, by the same names. */
export const auditSchemas = {
  adminAudit: { query: AuditQuery, response: AuditPage },
  adminAuditCsv: { query: AuditFilter },
} as const satisfies Record<string, EndpointSchemas>;
