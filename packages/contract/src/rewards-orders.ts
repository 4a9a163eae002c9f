import { ORDER_STATUSES } from '@elevar/domain';
import { z } from 'zod';

/** The operators' bulk moves of the reward store's order queue (SPEC §4 Reward order) and its CSV export. */

/** Most orders one bulk request moves. */
export const ORDER_BULK_MAX = 100;

const OrderIds = z
  .array(z.number().int().positive())
  .min(1)
  .max(ORDER_BULK_MAX)
  .describe('the orders moved, 100 at most');

/**
 * POST /api/v1/admin/rewards/orders/bulk: one action on the selected orders. A rejection's reason is the same for
 * every order; a shipment names each order's carrier and tracking number, checked order by order (1–80 characters
 * each, else that order is refused with store.shipment_invalid).
 */
export const OrderBulkRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), ids: OrderIds }),
  z.object({ action: z.literal('deliver'), ids: OrderIds }),
  z.object({
    action: z.literal('reject'),
    ids: OrderIds,
    reason: z.string().trim().min(1).max(256).describe('why the orders are rejected; each user reads it'),
  }),
  z.object({
    action: z.literal('ship'),
    shipments: z
      .array(
        z.object({
          id: z.number().int().positive(),
          carrier: z.string().max(200).describe('who carries this order (1–80 characters once trimmed)'),
          tracking_number: z.string().max(200).describe('its tracking number (1–80 characters once trimmed)'),
        }),
      )
      .min(1)
      .max(ORDER_BULK_MAX),
  }),
]);
export type OrderBulkRequest = z.infer<typeof OrderBulkRequest>;

export const ORDER_BULK_OUTCOMES = ['changed', 'refused', 'not_found'] as const;

/** What the bulk request did to each order, in the request's order: one bad order never stops the others. */
export const OrderBulkResult = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      outcome: z.enum(ORDER_BULK_OUTCOMES),
      status: z.enum(ORDER_STATUSES).nullable().describe('the order’s status after the request'),
      code: z
        .string()
        .nullable()
        .describe('why it was refused: store.order_status_changed, store.shipment_invalid'),
      message: z.string().nullable().describe('the refusal in the request’s language'),
    }),
  ),
});
export type OrderBulkResult = z.infer<typeof OrderBulkResult>;

/** GET /api/v1/admin/rewards/orders.csv: the queue's filter. */
export const StaffRewardOrdersCsvQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional().describe('only orders in this status (as the queue)'),
});
export type StaffRewardOrdersCsvQuery = z.infer<typeof StaffRewardOrdersCsvQuery>;
