import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  AuditDecisionRequest,
  AuditDecisionResult,
  AuditPhotoPage,
  AuditQueueQuery,
  AuditSalePage,
} from '../rewards-audit.ts';

export const rewardsAuditSchemas = {
  adminRewardsAuditSales: { query: AuditQueueQuery, response: AuditSalePage },
  adminRewardsAuditPhotos: { query: AuditQueueQuery, response: AuditPhotoPage },
  adminRewardsDecideSales: { body: AuditDecisionRequest, response: AuditDecisionResult },
  adminRewardsDecidePhotos: { body: AuditDecisionRequest, response: AuditDecisionResult },
} as const satisfies Record<string, EndpointSchemas>;
