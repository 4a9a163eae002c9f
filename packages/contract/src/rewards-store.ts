import { ORDER_SHIPPING_TEXT_MAX, ORDER_STATUSES, REWARD_SORTS } from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf, queryId } from './common.ts';

/**
 * The reward store (SPEC §2 reward-store, reward-store/details/{id}/, the profile's orders and redemptions; §3
 * Reward state, Reward, Order; §4 Reward order; §5 Redemption). Texts a client wrote arrive already picked for the
 * request's language.
 */

const Named = z.object({ id: z.number().int(), name: z.string().describe('in the request’s language') });

/** A reward category with the most redemptions one user may make in it. */
export const RewardCategory = Named.extend({
  max_per_user: z
    .number()
    .int()
    .nullable()
    .describe('the most orders (not rejected) one user may hold in the category; null: no maximum'),
});
export type RewardCategory = z.infer<typeof RewardCategory>;

/** A reward as the store lists it. */
export const RewardCard = z.object({
  id: z.number().int(),
  name: z.string().describe('in the request’s language'),
  price: z.number().int().describe('price in points'),
  department: Named,
  category: RewardCategory,
  stock: z.number().int().describe('units left in the user’s country'),
  image_url: z.string().nullable().describe('signed URL of the reward’s image (WebP), null when it has none'),
});
export type RewardCard = z.infer<typeof RewardCard>;

/** SPEC §3 Reward state: what the user decides with (their points and level where the store debits). */
export const RewardState = z.object({
  user_points: z.number().int().describe('the user’s available points in the balance a redemption debits'),
  level_id: z
    .string()
    .nullable()
    .describe('the user’s programme level in the running campaign, null outside one'),
  level_points: z.number().int().describe('the user’s experience points in that balance'),
});
export type RewardState = z.infer<typeof RewardState>;

export const RewardCatalogueQuery = PageQuery.extend({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('words that begin words of the reward’s name or description, in any language, accents ignored'),
  department_id: queryId().optional().describe('only this department’s rewards'),
  category_id: queryId().optional().describe('only this category’s rewards'),
  sort: z
    .enum(REWARD_SORTS)
    .default('popularity')
    .describe('popularity, name (A-Z), price_asc or price_desc'),
});
export type RewardCatalogueQuery = z.infer<typeof RewardCatalogueQuery>;

/** GET /api/v1/rewards/store: a page of the catalogue of the user's client and country, the filters' lists, the state. */
export const RewardCatalogue = pageOf(RewardCard).extend({
  departments: z.array(Named).describe('the client’s departments, for the filter'),
  categories: z.array(RewardCategory).describe('the client’s categories, for the filter'),
  state: RewardState,
});
export type RewardCatalogue = z.infer<typeof RewardCatalogue>;

/** GET /api/v1/rewards/store/:id: a reward's details and the Reward state of SPEC §3. */
export const RewardDetail = RewardCard.extend({
  description: z.string().describe('in the request’s language'),
  delivery_notes: z.string().describe('how and when the reward is delivered, in the request’s language'),
  state: RewardState.extend({
    category_redeemed: z
      .number()
      .int()
      .describe('the user’s orders in the reward’s category that were not rejected (its maximum’s count)'),
    training_complete: z.boolean().describe('whether the client’s required training is all finished'),
  }),
});
export type RewardDetail = z.infer<typeof RewardDetail>;

/** A status an order took (the status history). */
export const OrderEvent = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string().describe('ISO 8601 instant'),
  note: z
    .string()
    .nullable()
    .describe('the rejection’s reason, or the carrier and tracking number when shipped'),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** A reward order (SPEC §3 Order) as its owner sees it. */
export const RewardOrder = z.object({
  id: z.number().int(),
  reward: z.object({
    id: z.number().int(),
    name: z.string(),
    image_url: z.string().nullable(),
  }),
  points: z.number().int().describe('points debited (refunded when rejected)'),
  status: z
    .enum(ORDER_STATUSES)
    .describe(
      'SPEC §4: awaiting_approval → approved → shipped → delivered, or rejected; pending_audit first while the ' +
        'points that paid for it are still under audit',
    ),
  reason: z
    .string()
    .nullable()
    .describe(
      'why it was rejected (the auditor’s reason when a sale or photo that paid for it was reproved)',
    ),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: z.string(),
  history: z.array(OrderEvent).describe('every status the order took, oldest first'),
});
export type RewardOrder = z.infer<typeof RewardOrder>;

/** GET /api/v1/rewards/orders: the user's orders in the selected client, newest first. */
export const RewardOrderPage = pageOf(RewardOrder);
export type RewardOrderPage = z.infer<typeof RewardOrderPage>;

/** An order in the operators' queue: the owner's name and the order's country beside it. */
export const StaffRewardOrder = RewardOrder.extend({
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  country_code: z.string(),
});
export type StaffRewardOrder = z.infer<typeof StaffRewardOrder>;

export const StaffRewardOrdersQuery = PageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional().describe('only orders in this status'),
});
export type StaffRewardOrdersQuery = z.infer<typeof StaffRewardOrdersQuery>;

/** GET /api/v1/admin/rewards/orders: the client's orders, oldest first (a queue). */
export const StaffRewardOrderPage = pageOf(StaffRewardOrder);
export type StaffRewardOrderPage = z.infer<typeof StaffRewardOrderPage>;

export const RejectOrderRequest = z.object({
  reason: z.string().trim().min(1).max(256).describe('why the order is rejected; the user reads it'),
});
export type RejectOrderRequest = z.infer<typeof RejectOrderRequest>;

export const ShipOrderRequest = z.object({
  carrier: z.string().trim().min(1).max(ORDER_SHIPPING_TEXT_MAX).describe('who carries the reward'),
  tracking_number: z
    .string()
    .trim()
    .min(1)
    .max(ORDER_SHIPPING_TEXT_MAX)
    .describe('the carrier’s tracking number'),
});
export type ShipOrderRequest = z.infer<typeof ShipOrderRequest>;
