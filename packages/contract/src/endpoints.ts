import type { z } from 'zod';
import type { EndpointSchemas, endpointSchemas } from './endpoint-schemas.ts';
import { assessmentEndpoints } from './endpoints/assessment.ts';
import { assessmentReviewEndpoints } from './endpoints/assessment-reviews.ts';
import { auditEndpoints } from './endpoints/audit.ts';
import { certificatesEndpoints } from './endpoints/certificates.ts';
import { communityEndpoints } from './endpoints/community.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { contentCategoryEndpoints } from './endpoints/content-categories.ts';
import { contentOnboardingEndpoints } from './endpoints/content-onboarding.ts';
import { contentPagesEndpoints } from './endpoints/content-pages.ts';
import { faqSupportEndpoints } from './endpoints/faq-support.ts';
import { identityEndpoints } from './endpoints/identity.ts';
import { learningEndpoints } from './endpoints/learning.ts';
import { libraryEndpoints } from './endpoints/library.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { pointsEndpoints } from './endpoints/points.ts';
import { profileEndpoints } from './endpoints/profile.ts';
import { rewardsEndpoints } from './endpoints/rewards.ts';
import { rewardsAuditEndpoints } from './endpoints/rewards-audit.ts';
import { rewardsCatalogueEndpoints } from './endpoints/rewards-catalogue.ts';
import { rewardsDashboardEndpoints } from './endpoints/rewards-dashboard.ts';
import { rewardsResultsEndpoints } from './endpoints/rewards-results.ts';
import { rewardsSetupEndpoints } from './endpoints/rewards-setup.ts';
import { rewardsStoreEndpoints } from './endpoints/rewards-store.ts';
import { rewardsTransferEndpoints } from './endpoints/rewards-transfer.ts';
import { tenancyEndpoints } from './endpoints/tenancy.ts';
import { uploadsEndpoints } from './endpoints/uploads.ts';

/**
 * The endpoint table: every path the web app calls, with its method and how SPEC §7 says it is sent.
 * `encoding` drives the web client (form with app credentials, JSON without auth, JSON with bearer, multipart).
 */
export type Encoding = 'form-app' | 'form-bearer' | 'json-public' | 'json-bearer' | 'multipart-bearer';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  encoding: Encoding;
}

export { SSO_CALLBACK_PATH, SSO_START_PATH } from './endpoints/identity.ts';

/** The table, one file a module (endpoints/<module>.ts). */
const table = {
  ...identityEndpoints,
  ...tenancyEndpoints,
  ...profileEndpoints,
  ...pointsEndpoints,
  ...notificationsEndpoints,
  ...auditEndpoints,
  ...learningEndpoints,
  ...assessmentEndpoints,
  ...assessmentReviewEndpoints,
  ...certificatesEndpoints,
  ...contentEndpoints,
  ...contentCategoryEndpoints,
  ...contentPagesEndpoints,
  ...contentOnboardingEndpoints,
  ...rewardsEndpoints,
  ...faqSupportEndpoints,
  ...communityEndpoints,
  ...libraryEndpoints,
  ...rewardsAuditEndpoints,
  ...rewardsStoreEndpoints,
  ...rewardsSetupEndpoints,
  ...rewardsResultsEndpoints,
  ...rewardsCatalogueEndpoints,
  ...rewardsTransferEndpoints,
  ...rewardsDashboardEndpoints,
  ...uploadsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof table;

/**
 * One entry of the table: at runtime only its method, path and encoding (the web imports this file, and zod must
 * stay out of its bundle); its request and answer types ride along as a phantom `~contract` property that no
 * object has, read from `endpoint-schemas.ts` by `import type`. That file pairs each name with its zod schemas
 * once; the server registers each route from the entry and that pairing (`platform/route.ts`), so the handler,
 * the web's `call` and OpenAPI all follow the same schemas.
 */
export type ContractEndpoint<K extends EndpointName> = (typeof table)[K] & {
  readonly '~contract'?: { readonly name: K; readonly schemas: (typeof endpointSchemas)[K] };
};

export const endpoints: { readonly [K in EndpointName]: ContractEndpoint<K> } = table;

/** The schemas an entry of the table carries (any schemas, for an endpoint outside the table). */
export type SchemasOf<E> = E extends { readonly '~contract'?: { readonly schemas: infer S } }
  ? S
  : EndpointSchemas;

/** How a path or query value is sent: zod's input type of a coerced number is `unknown`; it goes as text or a number. */
type Sent<T> = { [P in keyof T]: unknown extends T[P] ? string | number : T[P] };

/** The path parameters an endpoint takes (its `:name` segments), or undefined. */
export type ParamsOf<E> =
  SchemasOf<E> extends { params: infer P extends z.ZodType } ? Sent<z.input<P>> : undefined;
/** The query an endpoint takes, or undefined. */
export type QueryOf<E> =
  SchemasOf<E> extends { query: infer Q extends z.ZodType } ? Sent<z.input<Q>> : undefined;
/** The body an endpoint takes, or undefined (a multipart upload declares none: its parts are the sender's). */
export type BodyOf<E> = SchemasOf<E> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** What an endpoint answers (JSON), as the server's schema serializes it; `unknown` for a file or a redirect. */
export type ResponseOf<E> =
  SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> : unknown;

/** Paths SPEC §7 sends as JSON without authorization, whatever the session holds. */
export const PUBLIC_JSON_PATHS = [
  '/etraining_login/api_recover_password/',
  'get_phone_number_with_document/',
  'send_recover_password_code/',
  'validate_recover_password_code/',
] as const;

/** Paths SPEC §7 sends form-encoded with the app credentials. */
export const FORM_APP_PATHS = ['/o/token/', '/etraining_login/alternative_login/'] as const;

/** Paths SPEC §7 sends form-encoded with the bearer token. */
export const FORM_BEARER_PATHS = ['/get_trail_user_result_certificate/'] as const;

/** Uploads that are excluded from the multipart rule (sent as JSON or straight to storage). */
export const MULTIPART_EXCLUDED_PATHS = ['/api/files/complete/'] as const;
