import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { z } from 'zod';
import { id, TranslatedText } from './common.ts';

/**
 * The operators' editing of the reward store's catalogue (issue 15): rewards' texts and prices, the departments and
 * categories, and the training required before redeeming. Texts are written in the four languages and answered both
 * as stored (every language) and picked for the request's language.
 */

/** The highest price a reward may have, in points (the `rewards.price` check). */
export const REWARD_PRICE_MAX = 100_000_000;
/** The longest description and delivery notes of a reward, per language. */
export const REWARD_LONG_TEXT_MAX = 2000;

const longTexts = (required: boolean) =>
  z.strictObject(
    Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        code,
        required
          ? z.string().trim().min(1).max(REWARD_LONG_TEXT_MAX)
          : z.string().trim().max(REWARD_LONG_TEXT_MAX),
      ]),
    ) as Record<LanguageCode, z.ZodString>,
  );

/** POST /api/v1/admin/rewards/catalogue and PUT …/:id: a reward's texts, price, department and category. */
export const RewardRequest = z.object({
  names: TranslatedText.describe('the reward’s name in all four languages (1–256 characters each)'),
  descriptions: longTexts(true).describe('its description in all four languages (1–2,000 characters each)'),
  delivery_notes: longTexts(false).describe(
    'how and when it is delivered, per language (up to 2,000 characters; empty: the Portuguese notes are shown)',
  ),
  price: z
    .number()
    .int()
    .min(1)
    .max(REWARD_PRICE_MAX)
    .describe('price in points; a change applies to redemptions from then on (orders keep what they paid)'),
  department_id: id().describe('one of the client’s departments'),
  category_id: id().describe('one of the client’s categories'),
});
export type RewardRequest = z.infer<typeof RewardRequest>;

const Texts = z.record(z.string(), z.string());

/** A department or category as the operators edit it. */
export const StaffRewardGroup = z.object({
  id: z.number().int(),
  name: z.string().describe('in the request’s language'),
  names: Texts.describe('every language as stored'),
  position: z.number().int().describe('order in the store’s filters, from 1'),
  reward_count: z.number().int().describe('the client’s rewards in it (active or not)'),
});
export type StaffRewardGroup = z.infer<typeof StaffRewardGroup>;

export const StaffRewardCategory = StaffRewardGroup.extend({
  max_per_user: z
    .number()
    .int()
    .nullable()
    .describe('the most live orders one user may hold in it; null: none'),
  order_count: z.number().int().describe('orders placed in it (a category with orders is never removed)'),
});
export type StaffRewardCategory = z.infer<typeof StaffRewardCategory>;

export const StaffRewardDepartmentList = z.object({ results: z.array(StaffRewardGroup) });
export type StaffRewardDepartmentList = z.infer<typeof StaffRewardDepartmentList>;
export const StaffRewardCategoryList = z.object({ results: z.array(StaffRewardCategory) });
export type StaffRewardCategoryList = z.infer<typeof StaffRewardCategoryList>;

/** POST and PUT of a department or category: its name in the four languages. */
export const RewardGroupRequest = z.object({
  names: TranslatedText.describe('the name in all four languages'),
});
export type RewardGroupRequest = z.infer<typeof RewardGroupRequest>;

/** PUT …/order: every department (or category) of the client, each once, in the store's new order. */
export const RewardGroupOrderRequest = z.object({
  ids: z
    .array(id())
    .min(1)
    .max(500)
    .describe('every department (or category) of the client, each once, in order'),
});
export type RewardGroupOrderRequest = z.infer<typeof RewardGroupOrderRequest>;

/** A course of the client as the required-training picker shows it. */
export const RewardCourseOption = z.object({
  id: z.number().int(),
  title: z.string().describe('in the request’s language'),
  kind: z.enum(['online_course', 'podcast', 'trail']),
});
export type RewardCourseOption = z.infer<typeof RewardCourseOption>;

export const RewardCourseOptionsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      'words in the course’s title or description, any language, accents ignored (3 characters or more)',
    ),
});
export type RewardCourseOptionsQuery = z.infer<typeof RewardCourseOptionsQuery>;

/** The client's published courses matching the search, at most REQUIRED_COURSE_OPTIONS_MAX, by title. */
export const RewardCourseOptions = z.object({ results: z.array(RewardCourseOption) });
export type RewardCourseOptions = z.infer<typeof RewardCourseOptions>;
/** How many courses the picker lists for one search. */
export const REQUIRED_COURSE_OPTIONS_MAX = 20;

/** GET and PUT /api/v1/admin/rewards/required-courses: the courses a user must finish before any redemption. */
export const RequiredCourses = z.object({
  results: z
    .array(
      RewardCourseOption.extend({ published: z.boolean().describe('only published courses are required') }),
    )
    .describe('the client’s required courses, by title'),
});
export type RequiredCourses = z.infer<typeof RequiredCourses>;

export const RequiredCoursesRequest = z.object({
  course_ids: z
    .array(id())
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each course once' })
    .describe('published courses of the client; an empty list requires none'),
});
export type RequiredCoursesRequest = z.infer<typeof RequiredCoursesRequest>;
