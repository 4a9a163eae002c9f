import { z } from 'zod';
import { pageOf, positiveInt, smallId } from './common.ts';
import { RewardCategory } from './rewards-store.ts';

/**
 * The operators' catalogue of the reward store (issue 15; SPEC §3 Reward, §5 Redemption): every reward of the client
 * with its availability and stock per country, active or not, and the categories' per-user maximums. Names arrive
 * in the request's language.
 */

/** The most units one country's stock row may hold. */
export const REWARD_STOCK_MAX = 1_000_000;

export const RewardCountryStock = z.object({
  country_id: z.number().int(),
  country_code: z.string().describe('ISO 3166-1 alpha-2'),
  stock: z
    .number()
    .int()
    .describe('units left there; the reward is offered in a country only when it has a row'),
});
export type RewardCountryStock = z.infer<typeof RewardCountryStock>;

const StoredTexts = z.record(z.string(), z.string());

export const StaffReward = z.object({
  id: z.number().int(),
  name: z.string().describe('in the request’s language'),
  names: StoredTexts.describe('the name in every language, as stored (the edit form’s values)'),
  descriptions: StoredTexts.describe('the description in every language, as stored'),
  delivery_notes: StoredTexts.describe('the delivery notes in every language, as stored'),
  price: z.number().int(),
  active: z.boolean().describe('offered at all; an inactive reward is not found in the store'),
  department: z.object({ id: z.number().int(), name: z.string() }),
  category: RewardCategory,
  image_url: z.string().nullable(),
  redemptions: z.number().int(),
  stock: z.array(RewardCountryStock).describe('one row per country it is offered in'),
});
export type StaffReward = z.infer<typeof StaffReward>;

export const StaffRewardCatalogue = pageOf(StaffReward).extend({
  countries: z
    .array(z.object({ id: z.number().int(), code: z.string() }))
    .describe('the client’s countries: where a reward may be offered'),
  categories: z.array(RewardCategory),
});
export type StaffRewardCatalogue = z.infer<typeof StaffRewardCatalogue>;

/** PUT …/:id/stock: where the reward is offered and its stock there (a country left out is no longer offered). */
export const RewardStockRequest = z.object({
  stock: z
    .array(z.object({ country_id: smallId(), stock: z.number().int().min(0).max(REWARD_STOCK_MAX) }))
    .max(50)
    .refine((rows) => new Set(rows.map((row) => row.country_id)).size === rows.length, {
      message: 'each country once',
    }),
});
export type RewardStockRequest = z.infer<typeof RewardStockRequest>;

/** PUT …/:id/active */
export const RewardActiveRequest = z.object({ active: z.boolean() });
export type RewardActiveRequest = z.infer<typeof RewardActiveRequest>;

/** PUT /api/v1/admin/rewards/categories/:id/maximum: the most live orders one user may hold (null: no maximum). */
export const CategoryMaximumRequest = z.object({ max_per_user: positiveInt().max(1000).nullable() });
export type CategoryMaximumRequest = z.infer<typeof CategoryMaximumRequest>;
