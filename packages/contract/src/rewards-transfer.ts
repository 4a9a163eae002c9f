import { TRANSFER_STATUSES } from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf } from './common.ts';

/**
 * Points transfer to the partner loyalty programme (SPEC §2 the points transfer screen, §5/§6/§8 Points transfer,
 * §9 transferred points). A transfer sends every available point of the balance the store spends from.
 */

/** One transfer as its sender sees it. */
export const PointsTransfer = z.object({
  id: z.number().int(),
  document: z.string().describe('the partner programme document (CPF) the points were sent to, digits only'),
  points: z.number().int(),
  status: z
    .enum(TRANSFER_STATUSES)
    .describe(
      'pending: debited, the partner has not confirmed yet; sent: confirmed; refunded: refused, points back',
    ),
  refusal: z
    .string()
    .nullable()
    .describe('why the partner refused it (refunded), in the request’s language; null otherwise'),
  expires_at: z.string().nullable().describe('the sent points must be redeemed by then (12 months, SPEC §9)'),
  created_at: z.string(),
});
export type PointsTransfer = z.infer<typeof PointsTransfer>;

/** GET /api/v1/rewards/transfers: what the transfer screen needs. */
export const PointsTransferForm = z.object({
  available_points: z.number().int().describe('what a transfer now would send'),
  document: z.string().nullable().describe('the user’s own document (digits), to prefill the form'),
  transfers: z.array(PointsTransfer).describe('the user’s transfers in the selected client, newest first'),
});
export type PointsTransferForm = z.infer<typeof PointsTransferForm>;

/** POST /api/v1/rewards/transfers (header Idempotency-Key). */
export const PointsTransferRequest = z.object({
  document: z.string().trim().min(1).max(40).describe('the CPF of the registration in the partner programme'),
});
export type PointsTransferRequest = z.infer<typeof PointsTransferRequest>;

/** GET /api/v1/admin/rewards/transfers: the client's transfers of a status (pending by default), oldest first. */
export const StaffTransfersQuery = PageQuery.extend({
  status: z
    .enum(TRANSFER_STATUSES)
    .default('pending')
    .describe('the transfers in this status (pending by default)'),
});
export type StaffTransfersQuery = z.infer<typeof StaffTransfersQuery>;

/** A transfer as the programme's staff watch it: its sender, the partner calls tried and how long it has waited. */
export const StaffPointsTransfer = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  document: z.string(),
  points: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  attempts: z.number().int().describe('calls to the partner that got no answer, and the settlement'),
  last_error: z.string().nullable().describe('why the partner could not be reached last time'),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  age_seconds: z.number().int().describe('seconds since the transfer was recorded, by the server’s clock'),
});
export type StaffPointsTransfer = z.infer<typeof StaffPointsTransfer>;

export const StaffPointsTransferPage = pageOf(StaffPointsTransfer);
export type StaffPointsTransferPage = z.infer<typeof StaffPointsTransferPage>;
