import { FREE_TEXT_MAX_LENGTH, POINT_KINDS, POINT_STATUSES, PROGRAMMES } from '@elevar/domain';
import { z } from 'zod';
import { id, isoDate, isoDateTime, PageQuery, pageOf, queryId } from './common.ts';

/**
 * The points ledger seen from the API (SPEC §3 Reward state and Profile programme fields, §4 Sale and photo
 * points): the user's balances, the statement of every entry, and the corrections staff post.
 */
export const PointKindSchema = z.enum(POINT_KINDS);
export const PointStatusSchema = z.enum(POINT_STATUSES);
export const ProgrammeSchema = z.enum(PROGRAMMES);

const campaignId = queryId();

/** GET /api/v1/points/balance — without campaign_id: the session's reward campaign, or points outside campaigns. */
export const BalanceQuery = z.object({ campaign_id: campaignId.optional() });

export const CampaignBalance = z.object({
  campaign_id: z.number().int().nullable(),
  campaign_name: z.string().nullable(),
  available: z.number().int(),
  experience: z.number().int(),
});

export const PointsBalance = z.object({
  campaign_id: z.number().int().nullable(),
  /** The user's level in that campaign; null outside campaigns. */
  level: z.string().nullable(),
  available: z.number().int(),
  experience: z.number().int(),
  /**
   * yyyy-mm-dd: the last day the campaign's points can be used, its end date (SPEC §9: points expire at the end of
   * each campaign); null outside campaigns. Shown as a date only, the same day everywhere.
   */
  valid_until: z.string().nullable(),
  /** Every balance the user holds in the selected client, current campaigns first. */
  balances: z.array(CampaignBalance),
});
export type PointsBalance = z.infer<typeof PointsBalance>;

/** yyyy-mm-dd (a whole UTC day) or an ISO date-time with offset (that instant), within the sane date range. */
const dateBound = z.union([isoDate(), isoDateTime()]);

/** `kind=sale,photo`: one or more kinds, comma-separated. */
const kindList = z
  .string()
  .max(300)
  .transform((value) => value.split(',').map((k) => k.trim()))
  .pipe(z.array(PointKindSchema).min(1));

/** The statement's filters (SPEC §3 list filters: campaign, kind, status, date range). */
export const StatementFilter = z.object({
  campaign_id: campaignId.optional(),
  kind: kindList.optional(),
  status: PointStatusSchema.optional(),
  from: dateBound.optional(),
  to: dateBound.optional(),
});
export type StatementFilter = z.infer<typeof StatementFilter>;

/** GET /api/v1/points/statement — newest first, paginated. */
export const StatementQuery = PageQuery.extend(StatementFilter.shape);
export type StatementQuery = z.infer<typeof StatementQuery>;

/**
 * The points-table rule an entry was posted by: its code and its description in the request's language (else the
 * default language's, else any, else the rule's label key). Clients show the description as the entry's reason.
 */
export const EntryRule = z.object({ code: z.string(), description: z.string() });
export type EntryRule = z.infer<typeof EntryRule>;

export const StatementEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  programme: ProgrammeSchema,
  kind: PointKindSchema,
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Change of available points (negative for debits). */
  amount: z.number().int(),
  /** Change of experience points. */
  experience: z.number().int(),
  /** The level multiplier applied at posting (1 when none applied). */
  multiplier: z.number(),
  /** The entry's current status: its audit outcome when it changed after posting. */
  status: PointStatusSchema,
  /** What a person wrote (staff corrections, reversals); entries posted by rule show `rule` instead. */
  reason: z.string().nullable(),
  rule: EntryRule.nullable(),
  source_type: z.string().nullable(),
  source_id: z.string().nullable(),
  /** For a reversal: the entry it reverses. */
  reverses_entry_id: z.number().int().nullable(),
  /** For a reversal: points it could not take back because they were already spent. */
  shortfall: z.number().int(),
  expires_at: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;

export const StatementPage = pageOf(StatementEntry);
export type StatementPage = z.infer<typeof StatementPage>;

/**
 * POST /api/v1/admin/points/entries — a programme administrator's bonus or adjustment for a member of the selected
 * client. Requires an `Idempotency-Key` header: a retry with the same key returns the first entry.
 */
export const StaffEntryRequest = z
  .object({
    user_id: id(),
    campaign_id: id().nullable().default(null),
    /** Defaults to `rewards` inside a campaign and `training` outside. */
    programme: ProgrammeSchema.optional(),
    kind: z.enum(['bonus', 'adjustment']),
    /** Available points: positive for a bonus, either sign for an adjustment. */
    amount: z.number().int().min(-1_000_000).max(1_000_000),
    /** Experience points (default 0). */
    experience: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    reason: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH),
  })
  .refine((body) => body.amount !== 0 || body.experience !== 0, {
    path: ['amount'],
    message: 'amount or experience must move',
  })
  .refine((body) => body.kind !== 'bonus' || (body.amount >= 0 && body.experience >= 0), {
    path: ['amount'],
    message: 'a bonus credits',
  });
export type StaffEntryRequest = z.infer<typeof StaffEntryRequest>;

/** POST /api/v1/admin/points/entries/:id/reverse — a reproved sale or photo, or any credit posted in error. */
export const ReverseEntryRequest = z.object({ reason: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH) });

/** The outcome of a post: the entry, the user's balance after it, and whether it repeated an earlier request. */
export const PostingResponse = z.object({
  entry: StatementEntry,
  balance: z.object({ available: z.number().int(), experience: z.number().int() }),
  duplicate: z.boolean(),
});
export type PostingResponse = z.infer<typeof PostingResponse>;
