import type { LearnerQuestion } from '@elevar/contract';
import {
  type AnswerKey,
  drawQuestions,
  INITIAL_STANDING,
  type LanguageCode,
  localized,
  orderingDisplay,
  shuffled,
  type TestKind,
  type TestRules,
  type TestStanding,
  type TestState,
} from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DrawnQuestion } from '../../db/migrations/20261129T2000_assessment.ts';
import type { Trx } from '../../db/transaction.ts';

/** A test activity's rules row with its activity's kind and course, in the client. */
export async function findTest(db: Db | Trx, clientId: number, activityId: number) {
  return db
    .selectFrom('assessment_tests as t')
    .innerJoin('activities as a', 'a.id', 't.activity_id')
    .select([
      't.activity_id',
      't.bank_id',
      't.max_attempts',
      't.min_score',
      't.min_correct',
      't.question_count',
      't.time_limit_seconds',
      't.show_corrections',
      't.shuffle_options',
      't.one_per_page',
      'a.kind',
      'a.course_id',
    ])
    .where('t.activity_id', '=', activityId)
    .where('t.client_id', '=', clientId)
    .where('a.client_id', '=', clientId)
    .executeTakeFirst();
}
export type TestRow = NonNullable<Awaited<ReturnType<typeof findTest>>>;

export function rulesOf(test: TestRow): TestRules {
  return {
    kind: test.kind as TestKind,
    maxAttempts: test.max_attempts,
    minScore: test.min_score,
    minCorrect: test.min_correct,
    questionCount: test.question_count,
    timeLimitSeconds: test.time_limit_seconds,
  };
}

/**
 * The learner's standing in a test, locked for the rest of the transaction (created, not started, when missing):
 * every start, submission and instructor's grant of one learner's test runs one after the other. One statement: an
 * insert whose conflict updates the row to itself, which locks it as `for update` would and answers it.
 */
export async function lockStanding(
  trx: Trx,
  key: { userId: number; activityId: number; clientId: number; courseId: number },
  now: Date,
): Promise<TestStanding> {
  const row = await trx
    .insertInto('assessment_standings')
    .values({
      user_id: key.userId,
      activity_id: key.activityId,
      client_id: key.clientId,
      course_id: key.courseId,
      state: 'not_started',
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'activity_id']).doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return standingOf(row);
}

export async function readStanding(db: Db | Trx, userId: number, activityId: number): Promise<TestStanding> {
  const row = await db
    .selectFrom('assessment_standings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
  return row ? standingOf(row) : INITIAL_STANDING;
}

/** A standing's columns as a statement answers them (`best_score` a numeric's text, or a number read from jsonb). */
export interface StandingColumns {
  state: string;
  cycle: number;
  attempts_used: number;
  extra_attempts: number;
  best_score: string | number | null;
  best_correct: number | null;
  passed: boolean;
}

export function standingOf(row: StandingColumns): TestStanding {
  return {
    state: row.state as TestState,
    cycle: row.cycle,
    attemptsUsed: row.attempts_used,
    extraAttempts: row.extra_attempts,
    bestScore: row.best_score === null ? null : Number(row.best_score),
    bestCorrect: row.best_correct,
    passed: row.passed,
  };
}

export async function writeStanding(
  trx: Trx,
  userId: number,
  activityId: number,
  standing: TestStanding,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('assessment_standings')
    .set({
      state: standing.state,
      cycle: standing.cycle,
      attempts_used: standing.attemptsUsed,
      extra_attempts: standing.extraAttempts,
      best_score: standing.bestScore,
      best_correct: standing.bestCorrect,
      passed: standing.passed,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('activity_id', '=', activityId)
    .execute();
}

export const ATTEMPT_COLUMNS = [
  'id',
  'client_id',
  'user_id',
  'activity_id',
  'course_id',
  'cycle',
  'number',
  'status',
  'questions',
  'answers',
  'started_at',
  'deadline_at',
  'submitted_at',
  'closed_by',
  'idempotency_key',
  'score',
  'correct',
  'total',
  'passed',
  'outcome',
] as const;

/** One of the learner's attempts in their client; `lock` for the submission's transaction. */
export async function findAttempt(
  db: Db | Trx,
  who: { userId: number; clientId: number },
  attemptId: number,
  lock = false,
) {
  let query = db
    .selectFrom('assessment_attempts')
    .select(ATTEMPT_COLUMNS)
    .where('id', '=', attemptId)
    .where('user_id', '=', who.userId)
    .where('client_id', '=', who.clientId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** The learner's open attempt of a test, if any. */
export async function findOpenAttempt(db: Db | Trx, userId: number, activityId: number) {
  return db
    .selectFrom('assessment_attempts')
    .select(ATTEMPT_COLUMNS)
    .where('user_id', '=', userId)
    .where('activity_id', '=', activityId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** The learner's last submitted attempt of a test, if any. */
export async function findLastSubmitted(db: Db | Trx, userId: number, activityId: number) {
  return db
    .selectFrom('assessment_attempts')
    .select(ATTEMPT_COLUMNS)
    .where('user_id', '=', userId)
    .where('activity_id', '=', activityId)
    .where('status', '=', 'submitted')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The questions of a bank a learner may be asked (no answer key). */
export async function bankQuestionIds(db: Db | Trx, clientId: number, bankId: number) {
  return db
    .selectFrom('assessment_questions')
    .select(['id', 'type', 'options', 'right_options', 'answer_key'])
    .where('bank_id', '=', bankId)
    .where('client_id', '=', clientId)
    .where('archived', '=', false)
    .orderBy('position')
    .execute();
}

/**
 * An attempt's draw from a bank: the test's count at random, each question's options shuffled when it says (an
 * ordering question's always, and never shown in its right order: `orderingDisplay`).
 */
export function drawAttempt(
  bank: Awaited<ReturnType<typeof bankQuestionIds>>,
  test: { question_count: number | null; shuffle_options: boolean },
): DrawnQuestion[] {
  return drawQuestions(bank, test.question_count, Math.random).map((q) => {
    const ids = q.options.map((o) => o.id);
    const right = q.right_options.map((o) => o.id);
    const key = q.answer_key as { type?: string; order?: unknown };
    if (q.type === 'ordering' && Array.isArray(key.order))
      return { id: q.id, options: orderingDisplay(ids, key.order as string[], Math.random), right };
    return {
      id: q.id,
      options: test.shuffle_options ? shuffled(ids, Math.random) : ids,
      right: test.shuffle_options ? shuffled(right, Math.random) : right,
    };
  });
}

/** A question's columns, its answer key among them: for the staff, and to score and correct an attempt. */
export const QUESTION_COLUMNS = [
  'id',
  'type',
  'prompt',
  'prompt_translations',
  'image_url',
  'options',
  'right_options',
  'answer_key',
  'explanation',
  'explanation_translations',
] as const;

/** The client's default language, beside each question read (the fallback of a text not written in the reader's). */
const clientLanguageOf = sql<LanguageCode>`(select l.code from clients cl join languages l
  on l.id = cl.default_language_id where cl.id = assessment_questions.client_id)`;

type Translations = Partial<Record<string, string>> | undefined;

/** A question's text in `language`: that language's, else the client's default language's, else the pt-BR text. */
export function textIn(
  ptBr: string,
  translations: Translations,
  language: LanguageCode,
  clientLanguage: LanguageCode,
): string {
  return localized({ ...translations, 'pt-BR': ptBr }, language, ptBr, clientLanguage);
}

interface StoredOption {
  id: string;
  text: string;
  image_url?: string | null;
  translations?: Translations;
}

/** Options with their texts in `language` (no translations: a learner sees one language). */
export function optionsIn(
  options: readonly StoredOption[],
  language: LanguageCode,
  clientLanguage: LanguageCode,
) {
  return options.map((option) => ({
    id: option.id,
    text: textIn(option.text, option.translations, language, clientLanguage),
    image_url: option.image_url ?? null,
  }));
}

/** A question as the contract shows it to a learner (the row `learnerQuestions` reads), in `language`. */
export function toLearnerQuestion(
  q: Awaited<ReturnType<typeof learnerQuestions>>[number],
  language: LanguageCode,
): LearnerQuestion {
  return {
    id: q.id,
    type: q.type as LearnerQuestion['type'],
    prompt: textIn(q.prompt, q.prompt_translations, language, q.client_language),
    image_url: q.image_url,
    options: optionsIn(q.options, language, q.client_language),
    right_options: optionsIn(q.right_options, language, q.client_language),
  };
}

/** Questions as the learner sees them: never the answer key nor the explanation. */
export async function learnerQuestions(db: Db | Trx, clientId: number, drawn: readonly DrawnQuestion[]) {
  if (drawn.length === 0) return [];
  const rows = await db
    .selectFrom('assessment_questions')
    .select([
      'id',
      'type',
      'prompt',
      'prompt_translations',
      'image_url',
      'options',
      'right_options',
      clientLanguageOf.as('client_language'),
    ])
    .where('client_id', '=', clientId)
    .where(
      'id',
      'in',
      drawn.map((q) => q.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return drawn.flatMap((q) => {
    const row = byId.get(q.id);
    if (!row) return [];
    const inOrder = <T extends { id: string }>(items: T[], order: string[]) =>
      order.flatMap((optionId) => items.filter((item) => item.id === optionId));
    return [
      {
        ...row,
        options: inOrder(row.options, q.options),
        right_options: inOrder(row.right_options, q.right),
      },
    ];
  });
}

/**
 * The answer keys (with the explanations, prompts and options the corrections show) of an attempt's questions: read
 * only to score and, once submitted, to correct.
 */
export async function answerKeys(db: Db | Trx, clientId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('assessment_questions')
    .select([...QUESTION_COLUMNS, clientLanguageOf.as('client_language')])
    .where('client_id', '=', clientId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({ ...row, key: row.answer_key as unknown as AnswerKey }));
}
export type AnswerKeys = Awaited<ReturnType<typeof answerKeys>>;
