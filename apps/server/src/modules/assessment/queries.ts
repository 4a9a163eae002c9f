import type { LearnerQuestion } from '@elevar/contract';
import {
  type AnswerKey,
  drawQuestions,
  INITIAL_STANDING,
  type LanguageCode,
  localized,
  orderingDisplay,
  type SubmissionOutcome,
  shuffled,
  type TestKind,
  type TestRules,
  type TestStanding,
  type TestState,
} from '@elevar/domain';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/connection.ts';
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
interface StandingColumns {
  state: string;
  cycle: number;
  attempts_used: number;
  extra_attempts: number;
  best_score: string | number | null;
  best_correct: number | null;
  passed: boolean;
}

function standingOf(row: StandingColumns): TestStanding {
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

// ---------------------------------------------------------------------------------------------------------------
// The submission's statements (learner.ts `submitAttempt`): what it reads before it writes in one statement, the
// attempt and the standing locked in one, both written in one. Fixed SQL texts, prepared on PostgreSQL.

/** The attempt's columns as the raw statements answer them (the same as `ATTEMPT_COLUMNS`). */
const ATTEMPT_SQL = ATTEMPT_COLUMNS.map((column) => `a.${column}`).join(', ');
const STANDING_SQL = 'state, cycle, attempts_used, extra_attempts, best_score, best_correct, passed';

/** A question's columns, its key among them, as one jsonb object (the shape `answerKeys` reads). */
const KEY_JSON = `jsonb_build_object('id', q.id, 'type', q.type, 'prompt', q.prompt,
  'prompt_translations', q.prompt_translations, 'image_url', q.image_url, 'options', q.options,
  'right_options', q.right_options, 'answer_key', q.answer_key, 'explanation', q.explanation,
  'explanation_translations', q.explanation_translations)`;

type KeyJson = Omit<AnswerKeys[number], 'client_language' | 'key'>;

const readSubmissionStatement = preparedQuery<
  AttemptRow & {
    has_test: boolean;
    bank_id: number | null;
    max_attempts: number | null;
    min_score: number | null;
    min_correct: number | null;
    question_count: number | null;
    time_limit_seconds: number | null;
    show_corrections: boolean | null;
    shuffle_options: boolean | null;
    one_per_page: boolean | null;
    kind: string | null;
    standing: (StandingColumns & { version: string }) | null;
    attempt_version: string;
    keys: KeyJson[];
    client_language: LanguageCode;
  }
>(`select ${ATTEMPT_SQL}, t.activity_id is not null and act.id is not null as has_test, t.bank_id, t.max_attempts,
    t.min_score, t.min_correct, t.question_count, t.time_limit_seconds, t.show_corrections, t.shuffle_options,
    t.one_per_page, act.kind,
    (select jsonb_build_object('state', s.state, 'cycle', s.cycle, 'attempts_used', s.attempts_used,
        'extra_attempts', s.extra_attempts, 'best_score', s.best_score, 'best_correct', s.best_correct,
        'passed', s.passed, 'version', s.xmin::text)
      from assessment_standings s where s.user_id = a.user_id and s.activity_id = a.activity_id) as standing,
    a.xmin::text as attempt_version,
    (select coalesce(jsonb_agg(${KEY_JSON}), '[]'::jsonb) from assessment_questions q
      where q.client_id = a.client_id
        and q.id in (select (e ->> 'id')::bigint from jsonb_array_elements(a.questions) e)) as keys,
    (select l.code from clients cl join languages l on l.id = cl.default_language_id
      where cl.id = a.client_id) as client_language
  from assessment_attempts a
  left join assessment_tests t on t.activity_id = a.activity_id and t.client_id = a.client_id
  left join activities act on act.id = a.activity_id and act.client_id = a.client_id
  where a.id = $1::bigint and a.user_id = $2::bigint and a.client_id = $3::bigint`);

/** What a submission reads before it writes: the attempt, its test's rules, the learner's standing and the keys. */
export interface SubmissionRead {
  attempt: AttemptRow;
  /** Undefined when the activity has no rules (not found for the learner). */
  test: TestRow | undefined;
  /** The standing as it was read (undefined before the first start made one). */
  standing: TestStanding | undefined;
  keys: AnswerKeys;
  /** The versions (`xmin`) of the attempt's and the standing's rows as read, for `closeIfUnchanged`. */
  versions: { attempt: string; standing: string } | undefined;
}

/**
 * One of the learner's attempts in their client with everything its submission reads, in one statement (no lock):
 * its test's rules (as `findTest`), the learner's standing in the test and the attempt's questions with their keys
 * (as `answerKeys`). A question's key is only read here to score and, once submitted, to correct.
 */
export async function readSubmission(
  db: Db | Trx,
  who: { userId: number; clientId: number },
  attemptId: number,
): Promise<SubmissionRead | undefined> {
  const [row] = await readSubmissionStatement(db as Db, [attemptId, who.userId, who.clientId]);
  if (!row) return undefined;
  const attempt = Object.fromEntries(ATTEMPT_COLUMNS.map((column) => [column, row[column]])) as AttemptRow;
  const test: TestRow | undefined = row.has_test
    ? {
        activity_id: row.activity_id,
        bank_id: row.bank_id as number,
        max_attempts: row.max_attempts,
        min_score: row.min_score as number,
        min_correct: row.min_correct as number,
        question_count: row.question_count,
        time_limit_seconds: row.time_limit_seconds,
        show_corrections: row.show_corrections as boolean,
        shuffle_options: row.shuffle_options as boolean,
        one_per_page: row.one_per_page as boolean,
        kind: row.kind as string,
        course_id: row.course_id,
      }
    : undefined;
  return {
    attempt,
    test,
    standing: row.standing ? standingOf(row.standing) : undefined,
    versions: row.standing ? { attempt: row.attempt_version, standing: row.standing.version } : undefined,
    keys: row.keys.map((key) => ({
      ...key,
      client_language: row.client_language,
      key: key.answer_key as unknown as AnswerKey,
    })),
  };
}

const lockSubmissionStatement = preparedQuery<
  AttemptRow & { standing_state: string | null } & {
    [K in keyof StandingColumns as `standing_${K & string}`]: StandingColumns[K] | null;
  }
>(`with a as materialized (
    select ${ATTEMPT_COLUMNS.join(', ')} from assessment_attempts
    where id = $1::bigint and user_id = $2::bigint and client_id = $3::bigint for update),
  s as (
    insert into assessment_standings (user_id, activity_id, client_id, course_id, state, updated_at)
    select a.user_id, a.activity_id, a.client_id, a.course_id, 'not_started', $4::timestamptz from a
    where a.status = 'open'
    on conflict (user_id, activity_id) do update set user_id = excluded.user_id
    returning ${STANDING_SQL})
  select ${ATTEMPT_SQL}, ${STANDING_SQL.split(', ')
    .map((column) => `s.${column} as standing_${column}`)
    .join(', ')}
  from a left join s on true`);

/**
 * The submission's locks in one statement, in the order every submission takes them: the attempt (`for update`),
 * then, while it is still open, the learner's standing (created, not started, when missing), as `findAttempt` with
 * `lock` and then `lockStanding` would. Undefined when the attempt is not the learner's; `standing` undefined when
 * the attempt was no longer open (nothing but the attempt locked).
 */
export async function lockSubmission(
  trx: Trx,
  who: { userId: number; clientId: number },
  attemptId: number,
  now: Date,
): Promise<{ attempt: AttemptRow; standing: TestStanding | undefined } | undefined> {
  const [row] = await lockSubmissionStatement(trx as unknown as Db, [
    attemptId,
    who.userId,
    who.clientId,
    now,
  ]);
  if (!row) return undefined;
  const attempt = Object.fromEntries(ATTEMPT_COLUMNS.map((column) => [column, row[column]])) as AttemptRow;
  const standing =
    row.standing_state === null
      ? undefined
      : standingOf({
          state: row.standing_state,
          cycle: row.standing_cycle as number,
          attempts_used: row.standing_attempts_used as number,
          extra_attempts: row.standing_extra_attempts as number,
          best_score: row.standing_best_score,
          best_correct: row.standing_best_correct,
          passed: row.standing_passed as boolean,
        });
  return { attempt, standing };
}

const closeAttemptStatement = preparedQuery<AttemptRow>(`with closed as (
    update assessment_attempts set status = 'submitted', submitted_at = $2::timestamptz, closed_by = $3::text,
      idempotency_key = $4::text, score = $5::numeric, correct = $6::int, total = $7::int, passed = $8::boolean,
      outcome = $9::text
    where id = $1::bigint and status = 'open'
    returning ${ATTEMPT_COLUMNS.join(', ')}),
  moved as (
    update assessment_standings set state = $12::text, cycle = $13::int, attempts_used = $14::int,
      extra_attempts = $15::int, best_score = $16::numeric, best_correct = $17::int, passed = $18::boolean,
      updated_at = $2::timestamptz
    where user_id = $10::bigint and activity_id = $11::bigint and exists (select 1 from closed)
    returning 1)
  select closed.* from closed`);

/**
 * Closes an open attempt with its grade and writes the learner's standing, in one statement: the attempt only while
 * it is still open, the standing only if the attempt closed (`writeStanding`'s columns). Undefined when the attempt
 * was no longer open (nothing written).
 */
export async function closeAttempt(
  trx: Trx,
  attempt: Pick<AttemptRow, 'id' | 'user_id' | 'activity_id'>,
  grade: Grade,
  standing: TestStanding,
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await closeAttemptStatement(
    trx as unknown as Db,
    closingParameters(attempt, grade, standing, now),
  );
  return row;
}

/** What closing an attempt writes on it: who closed it, with which key, and its grade. */
export interface Grade {
  closedBy: 'learner' | 'deadline';
  idempotencyKey: string | null;
  score: number | null;
  correct: number;
  total: number;
  passed: boolean;
  outcome: SubmissionOutcome;
}

/** The parameters $1–$18 of the closing statements: the attempt, its grade, the learner's new standing. */
function closingParameters(
  attempt: Pick<AttemptRow, 'id' | 'user_id' | 'activity_id'>,
  grade: Grade,
  standing: TestStanding,
  now: Date,
): unknown[] {
  return [
    attempt.id,
    now,
    grade.closedBy,
    grade.idempotencyKey,
    grade.score,
    grade.correct,
    grade.total,
    grade.passed,
    grade.outcome,
    attempt.user_id,
    attempt.activity_id,
    standing.state,
    standing.cycle,
    standing.attemptsUsed,
    standing.extraAttempts,
    standing.bestScore,
    standing.bestCorrect,
    standing.passed,
  ];
}

const closeIfUnchangedStatement = preparedQuery<AttemptRow & { moved: number }>(`with closed as (
    update assessment_attempts set status = 'submitted', submitted_at = $2::timestamptz, closed_by = $3::text,
      idempotency_key = $4::text, score = $5::numeric, correct = $6::int, total = $7::int, passed = $8::boolean,
      outcome = $9::text
    where id = $1::bigint and status = 'open' and xmin = $19::text::xid
    returning ${ATTEMPT_COLUMNS.join(', ')}),
  moved as (
    update assessment_standings set state = $12::text, cycle = $13::int, attempts_used = $14::int,
      extra_attempts = $15::int, best_score = $16::numeric, best_correct = $17::int, passed = $18::boolean,
      updated_at = $2::timestamptz
    where user_id = $10::bigint and activity_id = $11::bigint and xmin = $20::text::xid
      and exists (select 1 from closed)
    returning 1)
  select closed.*, 1 / (select count(*)::int from moved) as moved from closed`);

/** Whether `error` is `closeIfUnchanged`'s guard (PostgreSQL's division_by_zero), which undid its statement. */
export function isUndone(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '22012';
}

/**
 * Closes an attempt and writes the learner's standing in one statement, when neither row moved since
 * `readSubmission` read them (their `xmin`): nothing can then have changed what the grade was computed from (a save,
 * another submission, an instructor's grant), and the statement takes the locks in the submission's order (the
 * attempt, then the standing), so it waits for a concurrent writer and then finds its row moved. Both rows are
 * written or neither: should the attempt close while the standing moved, the statement's last line divides by the
 * standing's count, zero, and the error (`isUndone`) undoes the whole statement. Undefined when the attempt had
 * moved (nothing written).
 */
export async function closeIfUnchanged(
  db: Db,
  attempt: Pick<AttemptRow, 'id' | 'user_id' | 'activity_id'>,
  versions: { attempt: string; standing: string },
  grade: Grade,
  standing: TestStanding,
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await closeIfUnchangedStatement(db, [
    ...closingParameters(attempt, grade, standing, now),
    versions.attempt,
    versions.standing,
  ]);
  if (!row) return undefined;
  const { moved: _moved, ...closed } = row;
  return closed as AttemptRow;
}
