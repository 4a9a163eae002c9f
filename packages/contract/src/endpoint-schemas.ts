import type { z } from 'zod';
import { assessmentSchemas } from './endpoint-schemas/assessment.ts';
import { assessmentReviewSchemas } from './endpoint-schemas/assessment-reviews.ts';
import { auditSchemas } from './endpoint-schemas/audit.ts';
import { certificatesSchemas } from './endpoint-schemas/certificates.ts';
import { communitySchemas } from './endpoint-schemas/community.ts';
import { contentSchemas } from './endpoint-schemas/content.ts';
import { contentCategorySchemas } from './endpoint-schemas/content-categories.ts';
import { contentOnboardingSchemas } from './endpoint-schemas/content-onboarding.ts';
import { contentPagesSchemas } from './endpoint-schemas/content-pages.ts';
import { faqSupportSchemas } from './endpoint-schemas/faq-support.ts';
import { identitySchemas } from './endpoint-schemas/identity.ts';
import { learningSchemas } from './endpoint-schemas/learning.ts';
import { librarySchemas } from './endpoint-schemas/library.ts';
import { notificationsSchemas } from './endpoint-schemas/notifications.ts';
import { pointsSchemas } from './endpoint-schemas/points.ts';
import { profileSchemas } from './endpoint-schemas/profile.ts';
import { rewardsSchemas } from './endpoint-schemas/rewards.ts';
import { rewardsAuditSchemas } from './endpoint-schemas/rewards-audit.ts';
import { rewardsCatalogueSchemas } from './endpoint-schemas/rewards-catalogue.ts';
import { rewardsDashboardSchemas } from './endpoint-schemas/rewards-dashboard.ts';
import { rewardsResultsSchemas } from './endpoint-schemas/rewards-results.ts';
import { rewardsSetupSchemas } from './endpoint-schemas/rewards-setup.ts';
import { rewardsStoreSchemas } from './endpoint-schemas/rewards-store.ts';
import { rewardsTransferSchemas } from './endpoint-schemas/rewards-transfer.ts';
import { tenancySchemas } from './endpoint-schemas/tenancy.ts';
import { uploadsSchemas } from './endpoint-schemas/uploads.ts';
import type { EndpointName } from './endpoints.ts';

/**
 * What one endpoint takes and answers: the schemas of its path parameters, query, body and (JSON) answer, and the
 * success status when it is not 200 (201 created, 202 accepted for a background job). An endpoint without
 * `response` answers something else (a file, a redirect); a multipart upload declares no body (its one file part is
 * read by the route).
 */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: 201 | 202 | readonly [200, 201];
}

/**
 * THE pairing of each endpoint of `endpoints.ts` with its schemas, by the same name: the server registers every
 * route from it (`apps/server/src/platform/route.ts`), OpenAPI is generated from those registrations, and
 * `endpoints.ts` reads the same pairing as types only (`import type`), so the web's `call` infers request and
 * answer without loading zod. `satisfies` makes the compiler fail on an endpoint left out or a name it does not know.
 */
export const endpointSchemas = {
  ...identitySchemas,
  ...tenancySchemas,
  ...profileSchemas,
  ...pointsSchemas,
  ...notificationsSchemas,
  ...auditSchemas,
  ...learningSchemas,
  ...assessmentSchemas,
  ...assessmentReviewSchemas,
  ...certificatesSchemas,
  ...contentSchemas,
  ...contentCategorySchemas,
  ...contentPagesSchemas,
  ...contentOnboardingSchemas,
  ...rewardsSchemas,
  ...faqSupportSchemas,
  ...communitySchemas,
  ...librarySchemas,
  ...rewardsAuditSchemas,
  ...rewardsStoreSchemas,
  ...rewardsSetupSchemas,
  ...rewardsResultsSchemas,
  ...rewardsCatalogueSchemas,
  ...rewardsTransferSchemas,
  ...rewardsDashboardSchemas,
  ...uploadsSchemas,
} as const satisfies { [K in EndpointName]: EndpointSchemas };
