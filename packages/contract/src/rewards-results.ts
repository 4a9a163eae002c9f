import { RESULT_DESCRIPTION_MAX, RESULT_KINDS } from '@elevar/domain';
import { z } from 'zod';
import { id, isoDate, PageQuery, pageOf, queryId } from './common.ts';

/*
 * Mystery-shopper results and event participations (issue 13; docs/rewards.md "Results"): entered by a programme
 * administrator or imported from CSV with a preview, each posted to the ledger once by a rule of the campaign's
 * points table, with its description as the entry's reason.
 */

export const ResultKind = z.enum(RESULT_KINDS).describe('mystery_shopper or event');

/** GET /api/v1/admin/rewards/results: the client's results, newest first. */
export const ResultQuery = PageQuery.extend({
  campaign_id: queryId().optional().describe('only this campaign'),
  kind: ResultKind.optional(),
  search: z.string().trim().max(100).optional().describe('part of the participant’s name or username'),
});
export type ResultQuery = z.input<typeof ResultQuery>;

export const RewardResult = z.object({
  id: z.number().int(),
  campaign: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  kind: ResultKind,
  date: z.string().describe('the day of the visit or event (yyyy-mm-dd)'),
  rule: z
    .object({ code: z.string(), description: z.string() })
    .describe('the points-table rule it was posted by'),
  description: z.string().describe('the reason on the ledger entry'),
  points: z.number().int().describe('points credited (the rule’s value × the level multiplier)'),
  entry_id: z.number().int().nullable().describe('the ledger entry'),
  origin: z.enum(['form', 'import']),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type RewardResult = z.infer<typeof RewardResult>;
export const RewardResultPage = pageOf(RewardResult);
export type RewardResultPage = z.infer<typeof RewardResultPage>;

/** What the form and the import choose from: the client's reward campaigns taking results, with their rules. */
export const ResultOptions = z.object({
  campaigns: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      begin_date: z.string(),
      end_date: z.string(),
      rules: z.array(
        z.object({
          code: z.string(),
          kind: ResultKind,
          description: z.string(),
          base_points: z.number().int(),
        }),
      ),
    }),
  ),
  today: z.string().describe('the last day a result may be dated (UTC)'),
});
export type ResultOptions = z.infer<typeof ResultOptions>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/v1/admin/rewards/results: one result. */
export const ResultInput = z.object({
  campaign_id: id(),
  participant: text(64).describe('the participant’s username or GMIN number'),
  kind: ResultKind,
  date: isoDate().describe('the day of the visit or event, inside the campaign and not in the future'),
  rule_code: text(64).describe('a rule of the campaign’s points table of this kind'),
  description: text(RESULT_DESCRIPTION_MAX).describe('why the points are given (the ledger entry’s reason)'),
});
export type ResultInput = z.input<typeof ResultInput>;

export const RESULT_CSV_MAX_LENGTH = 1_000_000;
export const RESULT_CSV_MAX_ROWS = 2000;

/**
 * POST /api/v1/admin/rewards/results/import: results of one campaign from CSV, a header row naming `participant`
 * (username or GMIN number), `kind` (mystery_shopper or event), `date` (yyyy-mm-dd), `rule` (a points-table code of
 * the campaign; may be empty when the campaign has one rule of that kind) and `description`. Nothing is written
 * until `confirm` is true and every row is valid; a row already posted (same participant, kind and day) is skipped.
 */
export const ResultImportRequest = z.object({
  campaign_id: id(),
  csv: z.string().min(1).max(RESULT_CSV_MAX_LENGTH).describe('The CSV text, header row first'),
  confirm: z
    .boolean()
    .default(false)
    .describe('false: only the preview; true: post the new rows when all are valid'),
});
export type ResultImportRequest = z.input<typeof ResultImportRequest>;

export const RESULT_IMPORT_ERRORS = [
  'required',
  'too_long',
  'unknown_participant',
  'not_registered',
  'blocked',
  'bad_kind',
  'bad_date',
  'date_future',
  'outside_campaign',
  'unknown_rule',
  'duplicate',
] as const;

export const ResultImportRow = z.object({
  line: z.number().int().describe('The line in the file, the header being 1'),
  participant: z.string(),
  kind: z.string(),
  date: z.string(),
  points: z.number().int().nullable().describe('the rule’s base points (before the level multiplier)'),
  action: z
    .enum(['post', 'skip'])
    .nullable()
    .describe('What confirming does with a valid row: post it, or skip it (already posted)'),
  errors: z.array(z.object({ column: z.string(), code: z.enum(RESULT_IMPORT_ERRORS) })),
});
export type ResultImportRow = z.infer<typeof ResultImportRow>;

export const ResultImportPreview = z.object({
  rows: z.array(ResultImportRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  header_error: z.enum(['missing_columns', 'empty', 'too_many_rows']).nullable(),
  imported: z
    .number()
    .int()
    .describe('Results posted by this request: 0 unless confirmed with every row valid'),
});
export type ResultImportPreview = z.infer<typeof ResultImportPreview>;
