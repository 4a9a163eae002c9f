import { FRAUD_SIGNALS, FREE_TEXT_MAX_LENGTH, SALE_STATUSES } from '@elevar/domain';
import { z } from 'zod';
import { id, PageQuery, pageOf, queryId, querySmallId } from './common.ts';
import { Photo } from './rewards-photos.ts';
import { Sale } from './rewards-sales.ts';

/**
 * The auditors' queue of the rewards programme (issue 13, SPEC §6 auditor): sales and store photos with their fraud
 * signals, approved or reproved with a reason, one or many at a time.
 */

/** GET /api/v1/admin/rewards/audit/sales and …/photos: the queue's filters and page. */
export const AuditQueueQuery = PageQuery.extend({
  status: z
    .enum(SALE_STATUSES)
    .default('under_audit')
    .describe('the audit state listed; items under audit by default'),
  campaign_id: queryId().optional().describe('only this campaign'),
  country_id: querySmallId().optional().describe('only stores of this country'),
  store_id: queryId().optional().describe('only this store'),
  signal: z.enum(FRAUD_SIGNALS).optional().describe('only items carrying this fraud signal'),
  id: queryId()
    .optional()
    .describe('only this sale (or photo), whatever its audit state: the queue opened on one item'),
});
export type AuditQueueQuery = z.infer<typeof AuditQueueQuery>;

const Signals = z
  .array(z.enum(FRAUD_SIGNALS))
  .describe(
    'fraud signals computed when the item arrived: duplicate_invoice (same invoice number by another user), ' +
      'duplicate_image (same file or near-identical image sent before), window_edge (sale date 13–15 days old), ' +
      'high_quantity (units far above the user’s and the store’s usual), burst (5 or more in an hour)',
  );

const Reviewer = z
  .object({ id: z.number().int(), name: z.string(), at: z.string() })
  .nullable()
  .describe('who decided the audit, and when');

const Seller = z
  .object({ id: z.number().int(), name: z.string(), username: z.string() })
  .describe('the user who sent it');

/** A sale in the queue: the seller's sale, the store's country, its signals and who reviewed it. */
export const AuditSale = Sale.extend({
  user: Seller,
  country_code: z.string().nullable().describe('ISO 3166-1 alpha-2 code of the store country'),
  invoice_content_type: z
    .string()
    .nullable()
    .describe('the invoice file’s type: an image or application/pdf'),
  signals: Signals,
  reviewed: Reviewer,
});
export type AuditSale = z.infer<typeof AuditSale>;
export const AuditSalePage = pageOf(AuditSale);
export type AuditSalePage = z.infer<typeof AuditSalePage>;

/** A store photo in the queue: the owner's photo (the display image; the original stays on the server) and more. */
export const AuditPhoto = Photo.extend({
  user: Seller,
  country_code: z.string().nullable().describe('ISO 3166-1 alpha-2 code of the store country'),
  signals: Signals,
  reviewed: Reviewer,
});
export type AuditPhoto = z.infer<typeof AuditPhoto>;
export const AuditPhotoPage = pageOf(AuditPhoto);
export type AuditPhotoPage = z.infer<typeof AuditPhotoPage>;

/** Most items decided in one request. */
export const AUDIT_BULK_MAX = 100;

const AuditIds = z
  .array(id())
  .min(1)
  .max(AUDIT_BULK_MAX)
  .describe('the sales (or photos) decided, 100 at most; one for a single decision');

/**
 * POST /api/v1/admin/rewards/audit/sales/decisions and …/photos/decisions. Approving keeps the points (credited);
 * reproving needs a reason (told to the user) and reverses the points through the ledger once.
 */
export const AuditDecisionRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), ids: AuditIds }),
  z.object({
    decision: z.literal('reprove'),
    ids: AuditIds,
    reason: z
      .string()
      .trim()
      .min(1)
      .max(FREE_TEXT_MAX_LENGTH)
      .describe('why it is reproved: shown to the user, 256 characters at most'),
  }),
]);
export type AuditDecisionRequest = z.infer<typeof AuditDecisionRequest>;

export const AUDIT_OUTCOMES = ['changed', 'unchanged', 'refused', 'not_found'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** What each decision did: `changed`, `unchanged` (already so), `refused` (with the code) or `not_found`. */
export const AuditDecisionResult = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      outcome: z.enum(AUDIT_OUTCOMES),
      status: z.enum(SALE_STATUSES).nullable().describe('the item’s audit state after the request'),
      code: z
        .string()
        .nullable()
        .describe('why it was refused: rewards.audit_reproved_final (a reproval is final)'),
      message: z.string().nullable(),
    }),
  ),
});
export type AuditDecisionResult = z.infer<typeof AuditDecisionResult>;
