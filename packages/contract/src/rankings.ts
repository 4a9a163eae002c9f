import { z } from 'zod';
import { PageQuery, pageOf, queryId, querySmallId } from './common.ts';

/**
 * Rankings (SPEC §1, §6 "Ranking and score"): users of the selected client ordered by experience points in a
 * campaign, filterable by country and store (branch), with the signed-in user's own position. Ties share a
 * position (1, 2, 2, 4). Users without experience are not ranked.
 */

/**
 * GET /api/v1/rankings. `campaign_id` absent: the campaign the balance shows (the reward campaign running today,
 * else points earned outside any campaign). A campaign or store of another client is not found.
 */
export const RankingQuery = PageQuery.extend({
  campaign_id: queryId().optional(),
  country_id: querySmallId().optional(),
  branch_id: queryId().optional(),
});
export type RankingQuery = z.infer<typeof RankingQuery>;

export const RankingEntry = z.object({
  position: z.number().int(),
  user_id: z.number().int(),
  /** The nickname when the user has one, else the full name; a closed account shows only "Conta encerrada". */
  name: z.string(),
  /** The avatar's URL. */
  image: z.string().nullable(),
  /** Experience points; absent when the client hides scores (group_training_use_score false). */
  score: z.number().int().optional(),
});
export type RankingEntry = z.infer<typeof RankingEntry>;

/** The signed-in user's own place in the same ranking. */
export const RankingPosition = z.object({
  position: z.number().int(),
  score: z.number().int().optional(),
});

export const RankingResponse = pageOf(RankingEntry).extend({
  campaign_id: z.number().int().nullable(),
  /** False when the client hides scores: entries and `me` then carry positions only. */
  show_score: z.boolean(),
  /** Null when the user is not ranked here: no experience yet, or outside the country or store filtered. */
  me: RankingPosition.nullable(),
});
export type RankingResponse = z.infer<typeof RankingResponse>;
