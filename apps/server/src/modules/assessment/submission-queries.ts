import type { AnswerKey, LanguageCode, SubmissionOutcome, TestStanding } from '@elevar/domain';
import { type Db, preparedQuery } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import {
  type AnswerKeys,
  ATTEMPT_COLUMNS,
  type AttemptRow,
  type StandingColumns,
  standingOf,
  type TestRow,
} from './queries.ts';

/*
 * The submission's statements (learner.ts `submitAttempt`): what it reads before it writes in one statement, the
 * attempt and the standing locked in one, both written in one. Fixed SQL texts, prepared on PostgreSQL.
 */

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
