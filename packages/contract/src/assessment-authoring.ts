import { FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { LearnerQuestion, QuestionInput, StaffAttempt, TestKind } from './assessment.ts';
import { PageQuery, pageOf, queryId } from './common.ts';

/**
 * The staff's side of tests (docs/assessment.md, "Staff"): question banks listed, renamed and deleted, questions
 * edited and archived, questions imported from CSV with a preview, a test previewed as the learner would see it, and
 * a test's attempts page by page. Authors are learning's: an instructor, a programme administrator (or a superuser
 * acting in the client); another client's bank, question or test answers 404.
 */

/** A bank in the list: its questions (not archived) and the tests drawing from it. */
export const BankSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  question_count: z.number().int().describe('Questions a test may draw (archived ones not counted)'),
  test_count: z
    .number()
    .int()
    .describe('Test activities drawing from this bank: while any does, it cannot be deleted'),
  created_at: z.string(),
});
export type BankSummary = z.infer<typeof BankSummary>;

export const BankListQuery = PageQuery.extend({
  search: z.string().trim().max(FREE_TEXT_MAX_LENGTH).optional().describe('Part of the title, any case'),
});
export type BankListQuery = z.input<typeof BankListQuery>;
export const BankPage = pageOf(BankSummary);
export type BankPage = z.infer<typeof BankPage>;

export const RenameBankRequest = z.object({ title: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH) });

export const QuestionParams = z.object({ id: queryId(), question: queryId() });

/** A question's new text, options and key: replaces the question whole (its type may change). */
export const UpdateQuestionRequest = QuestionInput;

/**
 * CSV import of questions into a bank. One question per row, a header row naming the columns `type`, `prompt`,
 * `options`, `correct`, `explanation` (optional), `image_url` (optional); comma or semicolon separated, quotes as
 * RFC 4180. `options` are separated by `|` (a matching's pairs as `left=right`, an ordering's items in the right
 * order); `correct` names the right options by number from 1 (`2`, or `1|3` for a multiple choice), `true`/`false`
 * for a true/false, the accepted answers separated by `|` for a short answer, and is empty for a matching or an
 * ordering. Optional columns give the texts in the other languages: `prompt_en-US`, `prompt_es-ES`, `prompt_fr-FR`,
 * `options_en-US`, `options_es-ES`, `options_fr-FR` (the options in the same order, separated by `|`; a matching's as
 * `left=right`) and `explanation_en-US`, `explanation_es-ES`, `explanation_fr-FR`. Nothing is written until `confirm` is true and every row is valid.
 */
export const QUESTION_CSV_MAX_LENGTH = 500_000;
export const QUESTION_CSV_MAX_ROWS = 500;
export const ImportQuestionsRequest = z.object({
  csv: z.string().min(1).max(QUESTION_CSV_MAX_LENGTH).describe('The CSV text, header row first'),
  confirm: z
    .boolean()
    .default(false)
    .describe('false: only the preview; true: write the rows when all are valid'),
});
export type ImportQuestionsRequest = z.input<typeof ImportQuestionsRequest>;

export const ImportRowError = z.object({
  column: z.string().describe('The column at fault, or "row" for the row as a whole'),
  code: z.enum([
    'required',
    'unknown_type',
    'too_long',
    'too_few_options',
    'too_many_options',
    'bad_correct',
    'bad_pair',
    'bad_url',
    'invalid_key',
    'bad_translation',
  ]),
});
export const ImportRow = z.object({
  line: z.number().int().describe('The line in the file, the header being 1'),
  prompt: z.string(),
  type: z.string(),
  errors: z.array(ImportRowError),
  question: QuestionInput.nullable().describe('The question the row makes, when valid'),
});
export const ImportPreview = z.object({
  rows: z.array(ImportRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  header_error: z
    .enum(['missing_columns', 'empty', 'too_many_rows'])
    .nullable()
    .describe('The file as a whole cannot be read: no row is checked'),
  imported: z.number().int().describe('Questions written: 0 unless confirmed with every row valid'),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/** A test as its learner would see it, drawn anew on each call: no attempt recorded, no answer key. */
export const TestPreview = z.object({
  activity_id: z.number().int(),
  kind: TestKind,
  max_attempts: z.number().int().nullable(),
  min_score: z.number().int(),
  min_correct: z.number().int(),
  time_limit_seconds: z.number().int().nullable(),
  one_per_page: z.boolean(),
  questions: z
    .array(LearnerQuestion)
    .describe('A draw of the configured count, options shuffled when the test says'),
});
export type TestPreview = z.infer<typeof TestPreview>;

export const StaffAttemptQuery = PageQuery.extend({
  status: z.enum(['open', 'submitted']).optional(),
  passed: z
    .enum(['true', 'false'])
    .optional()
    .describe('Submitted attempts that passed (true) or not (false)'),
  search: z.string().trim().max(FREE_TEXT_MAX_LENGTH).optional().describe('Part of the learner’s username'),
});
export type StaffAttemptQuery = z.input<typeof StaffAttemptQuery>;
export const StaffAttemptPage = pageOf(StaffAttempt);
export type StaffAttemptPage = z.infer<typeof StaffAttemptPage>;

/** A test's item analysis (docs/assessment.md "Item analysis"): per question, then the learners a page at a time. */
export const ItemStatistic = z.object({
  question_id: z.number().int(),
  type: z.string(),
  prompt: z.string(),
  asked: z.number().int().describe('Submitted attempts that asked the question'),
  correct: z.number().int(),
  difficulty: z.number().nullable().describe('The share right, 0–1; null when never asked'),
  discrimination: z
    .number()
    .nullable()
    .describe(
      'Point-biserial correlation of right/wrong with the attempt’s share right, −1–1; null when undefined',
    ),
});
export type ItemStatistic = z.infer<typeof ItemStatistic>;

export const LearnerAttempts = z.object({
  user_id: z.number().int(),
  username: z.string(),
  attempts: z.number().int().describe('Submitted attempts'),
  best_score: z.number().nullable(),
  last_submitted_at: z.string(),
});
export type LearnerAttempts = z.infer<typeof LearnerAttempts>;

export const ItemAnalysisQuery = PageQuery;
export type ItemAnalysisQuery = z.input<typeof ItemAnalysisQuery>;
export const ItemAnalysis = pageOf(LearnerAttempts).extend({
  sittings: z.number().int().describe('Submitted attempts analysed'),
  questions: z.array(ItemStatistic),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysis>;
