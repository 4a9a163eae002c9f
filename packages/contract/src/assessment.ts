import {
  FREE_TEXT_MAX_LENGTH,
  QUESTION_TRANSLATION_LANGUAGES,
  QUESTION_TYPES,
  type QuestionTranslationLanguage,
  TEST_KINDS,
} from '@elevar/domain';
import { z } from 'zod';
import { id, queryId } from './common.ts';
import { MediaUrl } from './learning-authoring.ts';

/**
 * Tests and quizzes (docs/assessment.md). The learner's answers never carry an answer key before the attempt is
 * submitted: a question as the learner sees it (`LearnerQuestion`) has no field for one.
 */

const text = z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH);
const longText = z.string().trim().min(1).max(2000);
/** An option, item or pair id the author chooses. */
const optionId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);

export const QuestionOption = z.object({
  id: optionId,
  text,
  image_url: MediaUrl.nullable().optional(),
});
export type QuestionOption = z.infer<typeof QuestionOption>;

function translations(maxLength: number) {
  const one = z
    .string()
    .trim()
    .max(maxLength)
    .optional()
    .describe(
      'Blank or missing: a learner of this language reads the client’s default language’s text, else the pt-BR one',
    );
  return z
    .strictObject(
      Object.fromEntries(QUESTION_TRANSLATION_LANGUAGES.map((code) => [code, one])) as Record<
        QuestionTranslationLanguage,
        typeof one
      >,
    )
    .default({});
}

/** An option as the author writes it: its pt-BR text and, optionally, the same text in the other languages. */
export const AuthoringOption = QuestionOption.extend({
  translations: translations(FREE_TEXT_MAX_LENGTH).describe(
    'The option’s text in en-US, es-ES and fr-FR (each optional)',
  ),
});
export type AuthoringOption = z.infer<typeof AuthoringOption>;

/** An answer to one question, as the learner's player saves it. */
export const Answer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), choice: optionId }),
  z.object({ type: z.literal('multiple'), choices: z.array(optionId).max(50) }),
  z.object({ type: z.literal('true_false'), value: z.boolean() }),
  z.object({ type: z.literal('matching'), pairs: z.record(optionId, optionId) }),
  z.object({ type: z.literal('ordering'), order: z.array(optionId).max(50) }),
  z.object({ type: z.literal('short_answer'), text: z.string().max(FREE_TEXT_MAX_LENGTH) }),
]);
export type Answer = z.infer<typeof Answer>;

/** The answer key as the author writes it (and as the corrections show it once allowed). */
export const AnswerKey = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), correct: optionId }),
  z.object({ type: z.literal('multiple'), correct: z.array(optionId).min(1).max(50) }),
  z.object({ type: z.literal('true_false'), correct: z.boolean() }),
  z.object({ type: z.literal('matching'), pairs: z.record(optionId, optionId) }),
  z.object({ type: z.literal('ordering'), order: z.array(optionId).min(2).max(50) }),
  z.object({ type: z.literal('short_answer'), accepted: z.array(text).min(1).max(20) }),
]);
export type AnswerKey = z.infer<typeof AnswerKey>;

export const QuestionType = z.enum(QUESTION_TYPES);
export const TestKind = z.enum(TEST_KINDS);

/**
 * A question as the author writes it: its texts in pt-BR (required) and, optionally, in the other languages; a
 * learner reads their language's text, else the client's default language's, else the pt-BR one.
 */
export const QuestionInput = z.object({
  prompt: longText.describe('The prompt in pt-BR'),
  prompt_translations: translations(2000).describe('The prompt in en-US, es-ES and fr-FR (each optional)'),
  image_url: MediaUrl.nullable().optional(),
  options: z
    .array(AuthoringOption)
    .max(50)
    .default([])
    .describe('Choices, items to order, or the left side to match'),
  right_options: z.array(AuthoringOption).max(50).default([]).describe('The right side of a matching'),
  key: AnswerKey,
  explanation: longText
    .nullable()
    .optional()
    .describe('Shown with the corrections, when the test allows them (pt-BR)'),
  explanation_translations: translations(2000).describe(
    'The explanation in en-US, es-ES and fr-FR (each optional; none without a pt-BR explanation)',
  ),
});
export type QuestionInput = z.input<typeof QuestionInput>;

/** Texts per other language as stored: only those written. */
const StoredTranslations = z
  .partialRecord(z.enum(QUESTION_TRANSLATION_LANGUAGES), z.string())
  .describe('Only the languages written');
const StoredOption = QuestionOption.extend({ translations: StoredTranslations });

export const AuthoringQuestion = z.object({
  id: z.number().int(),
  type: QuestionType,
  prompt: z.string().describe('The prompt in pt-BR'),
  prompt_translations: StoredTranslations,
  image_url: z.string().nullable(),
  options: z.array(StoredOption),
  right_options: z.array(StoredOption),
  key: AnswerKey,
  explanation: z.string().nullable().describe('In pt-BR'),
  explanation_translations: StoredTranslations,
});
export type AuthoringQuestion = z.infer<typeof AuthoringQuestion>;

export const CreateBankRequest = z.object({ title: text });
export const QuestionBank = z.object({
  id: z.number().int(),
  title: z.string(),
  questions: z.array(AuthoringQuestion),
});
export type QuestionBank = z.infer<typeof QuestionBank>;

/** A test activity's rules, as the author sets them. */
export const TestSettingsInput = z.object({
  bank_id: id(),
  max_attempts: z.number().int().min(1).max(100).nullable().describe('null: unlimited until approval'),
  min_score: z.number().int().min(0).max(100).default(70),
  min_correct: z
    .number()
    .int()
    .min(0)
    .max(500)
    .default(0)
    .describe('Evaluated quizzes: least correct answers'),
  question_count: z
    .number()
    .int()
    .min(1)
    .max(500)
    .nullable()
    .describe('Drawn at random per attempt; null: all'),
  time_limit_seconds: z.number().int().min(10).max(86400).nullable(),
  show_corrections: z.boolean().default(false),
  shuffle_options: z.boolean().default(true),
  one_per_page: z.boolean().default(true).describe('One question at a time, else the whole list'),
});
export type TestSettingsInput = z.input<typeof TestSettingsInput>;

export const TestSettings = TestSettingsInput.extend({
  activity_id: z.number().int(),
  kind: TestKind,
  bank_size: z.number().int(),
});
export type TestSettings = z.infer<typeof TestSettings>;

/** A question as the learner sees it during an attempt: no answer key; its texts in the learner's language. */
export const LearnerQuestion = z.object({
  id: z.number().int(),
  type: QuestionType,
  prompt: z
    .string()
    .describe('In the request’s language, else the client’s default language, else pt-BR (options likewise)'),
  image_url: z.string().nullable(),
  options: z.array(QuestionOption),
  right_options: z.array(QuestionOption),
});
export type LearnerQuestion = z.infer<typeof LearnerQuestion>;

export const OpenAttempt = z.object({
  id: z.number().int(),
  number: z.number().int(),
  started_at: z.string(),
  deadline_at: z.string().nullable(),
  seconds_left: z
    .number()
    .int()
    .nullable()
    .describe("The server's time left; the player counts down from it"),
  questions: z.array(LearnerQuestion),
  answers: z.record(z.string(), Answer),
});
export type OpenAttempt = z.infer<typeof OpenAttempt>;

export const TestState = z.enum([
  'not_started',
  'approved',
  'improved',
  'reproved',
  'blocked',
  'restarted',
  'answered',
]);
export const SubmissionOutcome = z.enum([
  'approved',
  'improved',
  'kept',
  'reproved',
  'blocked',
  'restarted',
  'answered',
]);

export const Correction = z.object({
  question_id: z.number().int(),
  prompt: z.string(),
  options: z
    .array(z.object({ id: z.string(), text: z.string() }))
    .describe('Every option and item, to name ids'),
  correct: z.boolean(),
  answer: Answer.nullable(),
  key: AnswerKey,
  explanation: z.string().nullable(),
});

export const AttemptResult = z.object({
  attempt_id: z.number().int(),
  number: z.number().int(),
  score: z.number().nullable().describe('null for an unevaluated quiz'),
  correct: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  outcome: SubmissionOutcome,
  late: z.boolean().describe('Submitted after the deadline (or closed by it): scored as it stood then'),
  state: TestState,
  best_score: z.number().nullable(),
  attempts_left: z.number().int().nullable().describe('null: unlimited until approval'),
  message: z.string().nullable().describe("SPEC §8's block message when the outcome blocked the learner"),
  corrections: z.array(Correction).nullable().describe('Only when the author allows'),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

export const Intervention = z.object({
  kind: z.enum(['extra_attempt', 'unblock']),
  reason: z.string(),
  at: z.string(),
});

/** A test as the learner's player opens it. */
export const TestView = z.object({
  activity_id: z.number().int(),
  kind: TestKind,
  max_attempts: z.number().int().nullable(),
  min_score: z.number().int(),
  min_correct: z.number().int(),
  question_count: z.number().int(),
  time_limit_seconds: z.number().int().nullable(),
  one_per_page: z.boolean(),
  graded: z.boolean(),
  state: TestState,
  attempts_used: z.number().int(),
  attempts_left: z.number().int().nullable(),
  best_score: z.number().nullable(),
  one_attempt_warning: z.boolean().describe('SPEC §4: warn of the consequence before the only attempt left'),
  can_start: z.boolean(),
  message: z.string().nullable().describe("SPEC §8's block message while blocked"),
  open_attempt: OpenAttempt.nullable(),
  last_result: AttemptResult.nullable(),
  interventions: z.array(Intervention),
});
export type TestView = z.infer<typeof TestView>;

export const AttemptParams = z.object({ id: queryId() });
export const AnswerParams = z.object({ id: queryId(), question: queryId() });
export const SaveAnswerRequest = z.object({ answer: Answer });
export const AnswerSaved = z.object({ saved: z.literal(true), seconds_left: z.number().int().nullable() });
export type AnswerSaved = z.infer<typeof AnswerSaved>;

export const LearnerParams = z.object({ id: queryId(), user: queryId() });
export const InterventionRequest = z.object({ kind: z.enum(['extra_attempt', 'unblock']), reason: text });

export const StaffAttempt = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  number: z.number().int(),
  cycle: z.number().int(),
  status: z.enum(['open', 'submitted']),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  outcome: z.string().nullable(),
});

export const LearnerStanding = z.object({
  user_id: z.number().int(),
  state: TestState,
  attempts_used: z.number().int(),
  extra_attempts: z.number().int(),
  best_score: z.number().nullable(),
});
