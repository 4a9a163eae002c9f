import { EARNING_KINDS, FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf } from './common.ts';

/**
 * The programme administrator's points table and level thresholds (SPEC §4 Level, §6, §9: point values stay fixed
 * during a campaign): a campaign's rules and thresholds of the selected client, editable until the campaign begins
 * (descriptions and order always).
 */

/** A rule's code, as the modules that post name it (e.g. `sale.notebook`). */
export const POINT_RULE_CODE_PATTERN = /^[a-z0-9_.-]{1,64}$/;
/** The most an action may be worth at the lowest level (the highest level doubles it). */
export const POINT_RULE_MAX_BASE_POINTS = 100_000;
/** Positions order the table; any non-negative integer up to this. */
export const POINT_RULE_MAX_POSITION = 10_000;
/** The most experience a level may ask for in one campaign. */
export const LEVEL_THRESHOLD_MAX = 10_000_000;

const description = z.string().trim().max(FREE_TEXT_MAX_LENGTH);

/** A rule's description per language: pt-BR (the default language) is required, the others optional. */
export const PointRuleDescriptions = z.object({
  'pt-BR': description.min(1),
  'en-US': description.optional(),
  'es-ES': description.optional(),
  'fr-FR': description.optional(),
});
export type PointRuleDescriptions = z.infer<typeof PointRuleDescriptions>;

const code = z.string().trim().regex(POINT_RULE_CODE_PATTERN);
const kind = z.enum(EARNING_KINDS);
const basePoints = z.number().int().min(1).max(POINT_RULE_MAX_BASE_POINTS);
const position = z.number().int().min(0).max(POINT_RULE_MAX_POSITION);

/** A campaign of the selected client, with where it stands today (UTC) for its points table. */
export const AdminPointsCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  begin_date: z.string(),
  end_date: z.string(),
  is_reward_campaign: z.boolean(),
  /** Begun: code, kind and base points of its rules and its thresholds are fixed. */
  has_begun: z.boolean(),
  has_ended: z.boolean(),
  rule_count: z.number().int(),
});
export type AdminPointsCampaign = z.infer<typeof AdminPointsCampaign>;

/**
 * Staff: GET /api/v1/admin/points-table/campaigns — running campaigns first (reward campaigns before others), then
 * those still to begin (soonest first), then ended ones (latest first).
 */
export const AdminPointsCampaignQuery = PageQuery;
export const AdminPointsCampaignPage = pageOf(AdminPointsCampaign);
export type AdminPointsCampaignPage = z.infer<typeof AdminPointsCampaignPage>;

/** A rule as its administrator edits it: every description, the label key and its position. */
export const AdminPointRule = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  code: z.string(),
  kind,
  base_points: z.number().int(),
  descriptions: z.object({
    'pt-BR': z.string().optional(),
    'en-US': z.string().optional(),
    'es-ES': z.string().optional(),
    'fr-FR': z.string().optional(),
  }),
  label_key: z.string().nullable(),
  position: z.number().int(),
});
export type AdminPointRule = z.infer<typeof AdminPointRule>;

/** A campaign's level thresholds: junior always starts at 0; null when the campaign does not configure a level. */
export const AdminLevelThresholds = z.object({
  junior: z.literal(0),
  intermediate: z.number().int().nullable(),
  highest: z.number().int().nullable(),
});
export type AdminLevelThresholds = z.infer<typeof AdminLevelThresholds>;

/** Staff: GET /api/v1/admin/points-table/campaigns/:id — its rules (by position) and thresholds. */
export const AdminPointsTable = z.object({
  campaign: AdminPointsCampaign,
  rules: z.array(AdminPointRule),
  thresholds: AdminLevelThresholds,
});
export type AdminPointsTable = z.infer<typeof AdminPointsTable>;

/** POST …/campaigns/:id/rules — without a position the rule goes last. */
export const CreatePointRuleRequest = z.object({
  code,
  kind,
  base_points: basePoints,
  descriptions: PointRuleDescriptions,
  position: position.optional(),
});
export type CreatePointRuleRequest = z.infer<typeof CreatePointRuleRequest>;

/**
 * PATCH /api/v1/admin/points-table/rules/:id — what is sent changes. Descriptions (all of them, replacing the
 * stored ones) and position always; code, kind and base points only before the campaign begins (sending their
 * current values is no change).
 */
export const UpdatePointRuleRequest = z.object({
  code: code.optional(),
  kind: kind.optional(),
  base_points: basePoints.optional(),
  descriptions: PointRuleDescriptions.optional(),
  position: position.optional(),
});
export type UpdatePointRuleRequest = z.infer<typeof UpdatePointRuleRequest>;

/** PUT …/campaigns/:id/thresholds — both upper levels, each needing more experience than the one below. */
export const SetLevelThresholdsRequest = z
  .object({
    intermediate: z.number().int().min(1).max(LEVEL_THRESHOLD_MAX),
    highest: z.number().int().min(1).max(LEVEL_THRESHOLD_MAX),
  })
  .refine((value) => value.intermediate < value.highest, { path: ['highest'] });
export type SetLevelThresholdsRequest = z.infer<typeof SetLevelThresholdsRequest>;
