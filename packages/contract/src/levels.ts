import {
  EARNING_KINDS,
  LEVEL_CHANGE_STATUSES,
  LEVEL_EVIDENCE_KINDS,
  POINT_STATUSES,
  PROGRAMME_LEVEL_IDS,
  SALE_STATUSES,
} from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf, queryId } from './common.ts';
import { EntryRule } from './points.ts';
import { Campaign } from './tenancy.ts';

/**
 * Programme levels (SPEC §4 Level, §6 programme administrator, §9 multipliers): the user's own level status, the
 * points table and programme explanation, and the administrators' review of level changes.
 */

export const ProgrammeLevelId = z.enum(PROGRAMME_LEVEL_IDS);

/** `?campaign_id=`: a campaign of the selected client; the current one when absent. */
export const LevelCampaignQuery = z.object({ campaign_id: queryId().optional() });

/** A level change as its owner sees it. */
export const OwnLevelChange = z.object({
  id: z.number().int(),
  from_level: ProgrammeLevelId,
  to_level: ProgrammeLevelId,
  status: z.enum(LEVEL_CHANGE_STATUSES),
  experience: z.number().int(),
  created_at: z.string(),
});

/** GET /api/v1/levels/me — the signed-in user's level in a campaign of the selected client. */
export const MyLevelStatus = z.object({
  campaign: Campaign,
  level: ProgrammeLevelId,
  multiplier: z.number(),
  /** Experience points earned in this campaign. */
  experience: z.number().int(),
  /** Experience needed to keep the current level into the next campaign (null: nothing to keep). */
  keep_minimum: z.number().int().nullable(),
  /** The next level and its threshold; null at the top or when the campaign configures none. */
  next: z
    .object({ level: ProgrammeLevelId, min_experience: z.number().int(), missing: z.number().int() })
    .nullable(),
  pending_change: OwnLevelChange.nullable(),
});
export type MyLevelStatus = z.infer<typeof MyLevelStatus>;

/** A level of the programme explanation: its multiplier and, in this campaign, the experience to reach it. */
export const ProgrammeLevelInfo = z.object({
  id: ProgrammeLevelId,
  rank: z.number().int(),
  name: z.string(),
  alias: z.string().nullable(),
  /** The name events use for the level (creator, influencer). */
  event_name: z.string().nullable(),
  multiplier: z.number(),
  /** Null when the campaign does not configure the level (it cannot be reached there). */
  min_experience: z.number().int().nullable(),
});

/** One line of the points table: what the action earns at each level. */
export const PointRuleLine = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(EARNING_KINDS),
  /** In the request's language (else the client's default, else any); null when only a label key is set. */
  description: z.string().nullable(),
  label_key: z.string().nullable(),
  base_points: z.number().int(),
  points: z.record(ProgrammeLevelId, z.number().int()),
});

/** GET /api/v1/points-table — the points table and programme explanation screens, from the engine's own data. */
export const PointsTable = z.object({
  campaign: Campaign,
  levels: z.array(ProgrammeLevelInfo),
  rules: z.array(PointRuleLine),
  /** The signed-in user's level in this campaign, to highlight their column. */
  my_level: ProgrammeLevelId,
});
export type PointsTable = z.infer<typeof PointsTable>;

/** Staff: GET /api/v1/admin/level-changes (pending by default). */
export const LevelChangeQuery = PageQuery.extend({
  status: z.enum(LEVEL_CHANGE_STATUSES).default('pending'),
  campaign_id: queryId().optional(),
});

const Person = z.object({ id: z.number().int(), username: z.string(), full_name: z.string() });

export const LevelChange = z.object({
  id: z.number().int(),
  user: Person.extend({ country: z.string().nullable() }),
  campaign: Campaign,
  from_level: ProgrammeLevelId,
  to_level: ProgrammeLevelId,
  status: z.enum(LEVEL_CHANGE_STATUSES),
  /** Experience in the campaign when the threshold was reached. */
  experience: z.number().int(),
  /** Experience in the campaign now (reversed sales lower it). */
  current_experience: z.number().int(),
  reviewed_by: Person.nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
  created_at: z.string(),
});
export type LevelChange = z.infer<typeof LevelChange>;
export const LevelChangePage = pageOf(LevelChange);
export type LevelChangePage = z.infer<typeof LevelChangePage>;

/**
 * The sale or store photo an evidence entry was posted for, as the rewards audit queue shows it (docs/rewards.md):
 * told by the module that owns it, so the administrator sees what the points rest on and opens it in the queue.
 */
export const LevelEvidenceItem = z.object({
  queue: z.enum(['sales', 'photos']).describe('the audit queue’s tab it is found in'),
  id: z.number().int().describe('the sale or photo (the queue opens on it with ?id=)'),
  label: z.string().describe('the invoice number, or the photo type'),
  store: z.string(),
  image_url: z.string().nullable().describe('the invoice file or the display image (signed URL)'),
  content_type: z.string().nullable().describe('the file’s type: an image or application/pdf'),
  audit_status: z.enum(SALE_STATUSES).describe('the item’s audit state in the queue'),
});
export type LevelEvidenceItem = z.infer<typeof LevelEvidenceItem>;

/** One ledger entry the administrator audits: a sale, photo or mystery-shopper credit and where it came from. */
export const LevelEvidenceEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEVEL_EVIDENCE_KINDS),
  amount: z.number().int(),
  experience: z.number().int(),
  multiplier: z.number(),
  /** The audit state now (credited, under audit, reversed). */
  status: z.enum(POINT_STATUSES),
  /** What the entry was posted for (e.g. `sale` and its id): the invoice lives with its module. */
  source_type: z.string().nullable(),
  source_id: z.string().nullable(),
  reason: z.string().nullable(),
  /** The points-table rule it was posted by, described in the request's language (shown instead of the reason). */
  rule: EntryRule.nullable(),
  /** The sale or photo behind it, when the entry was posted for one that still exists in the client. */
  item: LevelEvidenceItem.nullable(),
  created_at: z.string(),
});

export const LevelEvidenceTotal = z.object({
  kind: z.enum(LEVEL_EVIDENCE_KINDS),
  status: z.enum(POINT_STATUSES),
  entries: z.number().int(),
  experience: z.number().int(),
});

/** Staff: GET /api/v1/admin/level-changes/:id — `page`/`page_size` page through the evidence, newest first. */
export const LevelChangeDetailQuery = PageQuery;
export const LevelChangeDetail = LevelChange.extend({
  /** The minimum experience of the requested level in the campaign. */
  threshold: z.number().int().nullable(),
  evidence: pageOf(LevelEvidenceEntry),
  /** Every evidence entry of the campaign summed by kind and audit state (all pages). */
  totals: z.array(LevelEvidenceTotal),
  /** Evidence entries still under audit: approving over them needs `acknowledge_under_audit`. */
  under_audit: z.number().int(),
});
export type LevelChangeDetail = z.infer<typeof LevelChangeDetail>;

/**
 * POST …/approve and …/reject: an optional note for the user (a bare POST decides without one). Approving while
 * evidence entries are still under audit needs `acknowledge_under_audit: true`, else 409
 * `level.entries_under_audit` with their count in a field detail.
 */
export const ReviewLevelChangeRequest = z.object({
  note: z.string().max(256).optional(),
  acknowledge_under_audit: z.boolean().optional(),
});
