import { FREE_TEXT_MAX_LENGTH, SALE_LIMITS, SALE_STATUSES } from '@elevar/domain';
import { z } from 'zod';
import { id, isoDate, PageQuery, pageOf, queryId } from './common.ts';

/** Largest invoice file (image or PDF) a sale takes. */
export const SALE_INVOICE_MAX_BYTES = 10 * 1024 * 1024;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** A product of a campaign's catalogue (SPEC §3 Sale), priced by its points-table rule (fixed during the campaign). */
export const SaleProduct = z.object({
  id: z.number().int(),
  product_type: z.string(),
  brand: z.string(),
  processor: z.string(),
  generation: z.string(),
  form_factor: z.string(),
  sku: z.string(),
  base_points: z.number().int().describe('the product’s fixed value per unit (its points-table rule)'),
  points: z
    .number()
    .int()
    .describe('the points of one unit for this user: base points × their level multiplier, rounded up'),
});
export type SaleProduct = z.infer<typeof SaleProduct>;

/** A store found for a sale, in its retail chain. */
export const SaleStore = Named.extend({
  chain: Named,
  country_code: z.string().nullable().describe('ISO 3166-1 alpha-2 code of the store country'),
  time_zone: z.string().describe('IANA zone the reporting window is read in'),
});
export type SaleStore = z.infer<typeof SaleStore>;

/** GET /api/v1/rewards/campaigns/:id/sale-form: what the sale form of a campaign needs. */
export const SaleForm = z.object({
  campaign: z.object({
    id: z.number().int(),
    name: z.string(),
    begin_date: z.string().describe('first day, yyyy-mm-dd, in the store zone'),
    end_date: z.string().describe('last day, yyyy-mm-dd, in the store zone'),
  }),
  level: z.string().describe('the user’s programme level in the campaign'),
  multiplier: z.number().describe('the level multiplier applied to each product’s fixed value (SPEC §9)'),
  products: z.array(SaleProduct).describe('the campaign’s product catalogue'),
  chains: z.array(Named).describe('the retail chains with stores eligible for the campaign'),
  stores: z.array(SaleStore).describe('the stores the user registered with for the campaign'),
  time_zone: z
    .string()
    .describe('IANA zone of the user’s first registered store: the window of the date field'),
  today: z.string().describe('today, yyyy-mm-dd, in `time_zone`'),
  earliest_sale_date: z
    .string()
    .describe(
      'the first sale date the window accepts today (15 calendar days back, not before the campaign)',
    ),
  window_days: z.number().int().describe('SPEC §9 reporting window, in calendar days'),
});
export type SaleForm = z.infer<typeof SaleForm>;

/** GET /api/v1/rewards/campaigns/:id/stores?registration_number=: an eligible store by its registration digits. */
export const SaleStoreQuery = z.object({
  registration_number: z
    .string()
    .max(64)
    .describe(
      'the company registration number (CNPJ, CUIT…); only its digits count: 12.345.678/0001-90 = 12345678000190',
    ),
});
export type SaleStoreQuery = z.infer<typeof SaleStoreQuery>;

/** POST /api/v1/rewards/sales/invoices: the uploaded invoice, to name in the sale. */
export const SaleInvoiceUpload = z.object({
  key: z.string().describe('the stored file’s key, sent as the sale’s `invoice_key`'),
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
  size: z.number().int(),
});
export type SaleInvoiceUpload = z.infer<typeof SaleInvoiceUpload>;

/**
 * POST /api/v1/rewards/campaigns/:id/sales (SPEC §5 Sale), with an `Idempotency-Key` header: a retry with the same
 * key answers the first sale. 409 `rewards.invoice_already_sent` for an invoice number the user already sent in the
 * campaign; 422 with the broken rule for a date outside the window or the campaign, a product not in the catalogue.
 */
export const SaleRequest = z.object({
  invoice_number: z.string().trim().min(1).max(SALE_LIMITS.invoiceNumber).describe('the invoice number'),
  sale_date: isoDate().describe('the sale’s day in the store zone: within 15 calendar days and the campaign'),
  chain_id: id().describe('the retailer chain of the store'),
  store_id: id().describe('the store, found by its registration number (GET …/stores)'),
  invoice_key: z
    .string()
    .min(1)
    .max(200)
    .describe('the invoice file uploaded by POST /api/v1/rewards/sales/invoices'),
  observation: z.string().max(FREE_TEXT_MAX_LENGTH).optional().describe('free text, 256 characters at most'),
  lines: z
    .array(
      z.object({
        product_id: id().describe('a product of the campaign’s catalogue'),
        quantity: z.number().int().min(1).max(SALE_LIMITS.quantity),
      }),
    )
    .min(1)
    .max(SALE_LIMITS.lines)
    .describe('the product lines'),
});
export type SaleRequest = z.infer<typeof SaleRequest>;

/** A reported sale as its owner sees it. */
export const Sale = z.object({
  id: z.number().int(),
  campaign: Named,
  invoice_number: z.string(),
  sale_date: z.string().describe('yyyy-mm-dd'),
  chain: Named,
  store: Named,
  observation: z.string().nullable(),
  status: z.enum(SALE_STATUSES).describe('SPEC §4: credited at once under audit, then approved or reproved'),
  reason: z.string().nullable().describe('why it was reproved'),
  points: z.number().int().describe('points credited for the sale (reversed when reproved)'),
  invoice_url: z.string().describe('signed URL of the invoice file'),
  created_at: z.string(),
  lines: z.array(
    z.object({
      product: SaleProduct.omit({ points: true }),
      quantity: z.number().int(),
      points: z.number().int(),
    }),
  ),
});
export type Sale = z.infer<typeof Sale>;

export const SalesQuery = PageQuery.extend({
  campaign_id: queryId().optional().describe('only the sales of this campaign'),
});
export type SalesQuery = z.infer<typeof SalesQuery>;

/** GET /api/v1/rewards/sales: the user's sales in the selected client, newest first. */
export const SalePage = pageOf(Sale);
export type SalePage = z.infer<typeof SalePage>;
