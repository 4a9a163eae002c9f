import {
  BADGE_CODE_PATTERN,
  BADGE_DESCRIPTION_MAX_LENGTH,
  BADGE_ICONS,
  BADGE_NAME_MAX_LENGTH,
  BADGE_RULES,
  POINT_KINDS,
} from '@elevar/domain';
import { z } from 'zod';
import { id, PageQuery, pageOf, positiveInt } from './common.ts';

/**
 * The programme administrators' badges screen (staff of the selected client): every badge with how many users
 * earned it, and its definition. A badge is never deleted: it is deactivated, and whoever earned it keeps it.
 */

const optionalName = z.string().trim().max(BADGE_NAME_MAX_LENGTH).optional();
const optionalDescription = z.string().trim().max(BADGE_DESCRIPTION_MAX_LENGTH).optional();

/** Names per language: pt-BR (the default language) is required, the others optional (blank: none). */
export const BadgeNamesInput = z.object({
  'pt-BR': z.string().trim().min(1).max(BADGE_NAME_MAX_LENGTH),
  'en-US': optionalName,
  'es-ES': optionalName,
  'fr-FR': optionalName,
});

/** Descriptions per language, all optional (blank: none). */
export const BadgeDescriptionsInput = z.object({
  'pt-BR': optionalDescription,
  'en-US': optionalDescription,
  'es-ES': optionalDescription,
  'fr-FR': optionalDescription,
});

/** Texts per language as stored: only the languages that have one. */
export const BadgeTexts = z.object({
  'pt-BR': z.string().optional(),
  'en-US': z.string().optional(),
  'es-ES': z.string().optional(),
  'fr-FR': z.string().optional(),
});
export type BadgeTexts = z.infer<typeof BadgeTexts>;

/** A badge as its administrators see it. */
export const AdminBadge = z.object({
  id: z.number().int(),
  code: z.string(),
  names: BadgeTexts,
  descriptions: BadgeTexts,
  /** A label key of older badges (names win when present); not editable here. */
  label_key: z.string().nullable(),
  /** One of `BADGE_ICONS`; null for older badges without one. */
  icon: z.string().nullable(),
  rule: z.enum(BADGE_RULES),
  threshold: z.number().int(),
  point_kind: z.enum(POINT_KINDS).nullable(),
  /** campaign_experience only: the one campaign that counts (null: any campaign). */
  campaign_id: z.number().int().nullable(),
  active: z.boolean(),
  position: z.number().int(),
  /** How many users earned it. Once above zero, rule, threshold, point kind and campaign are locked. */
  earned_count: z.number().int(),
  created_at: z.string(),
});
export type AdminBadge = z.infer<typeof AdminBadge>;

/** GET /api/v1/admin/badges — the selected client's badges by position, active and inactive. */
export const AdminBadgeQuery = PageQuery;
export const AdminBadgePage = pageOf(AdminBadge);
export type AdminBadgePage = z.infer<typeof AdminBadgePage>;

const definition = {
  names: BadgeNamesInput,
  descriptions: BadgeDescriptionsInput.optional(),
  icon: z.enum(BADGE_ICONS),
  rule: z.enum(BADGE_RULES),
  threshold: positiveInt(),
  /** The kind a counting rule counts (an earning kind); null for campaign_experience. */
  point_kind: z.enum(POINT_KINDS).nullable(),
  campaign_id: id().nullable().optional(),
  position: z.number().int().min(0).max(100_000).optional(),
};

/** POST /api/v1/admin/badges — a new badge (active unless said otherwise; last in position unless given). */
export const CreateBadgeRequest = z.object({
  code: z.string().regex(BADGE_CODE_PATTERN),
  ...definition,
  active: z.boolean().optional(),
});
export type CreateBadgeRequest = z.infer<typeof CreateBadgeRequest>;

/**
 * PATCH /api/v1/admin/badges/:id — any of the definition's fields (the code is the badge's stable identity and
 * does not change). Names and descriptions replace the stored ones as a whole. Once anyone has earned the badge,
 * rule, threshold, point kind and campaign can only be sent unchanged (409 otherwise).
 */
export const UpdateBadgeRequest = z.object(definition).partial();
export type UpdateBadgeRequest = z.infer<typeof UpdateBadgeRequest>;
