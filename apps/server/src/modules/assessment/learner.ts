import type { Answer, AnswerSaved, AttemptResult, OpenAttempt, TestView } from '@elevar/contract';
import {
  attemptDeadline,
  attemptsLeft,
  errorMessage,
  gradingOf,
  INITIAL_STANDING,
  isPastDeadline,
  isTestKind,
  type LanguageCode,
  mayStart,
  needsOneAttemptWarning,
  secondsLeft,
} from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { idempotencyKeyOf as readIdempotencyKey } from '../../platform/idempotency.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadActor } from '../identity/index.ts';
import { openActivity } from '../learning/index.ts';
import { closeAsRead, type Finalized, finalizeAttempt, gradeAttempt, resultOf } from './attempts.ts';
import {
  type AttemptRow,
  bankQuestionIds,
  drawAttempt,
  findAttempt,
  findLastSubmitted,
  findOpenAttempt,
  findTest,
  learnerQuestions,
  lockStanding,
  readStanding,
  rulesOf,
  type TestRow,
  toLearnerQuestion,
} from './queries.ts';
import { lockSubmission, readSubmission } from './submission-queries.ts';

/**
 * The learner's side of a test: the test as the player opens it, starting or resuming an attempt, saving answers
 * as they go, submitting (once, whatever the retries) and reading a result. Every path starts from learning's
 * `openActivity` (the course visible, content open, the activity's turn) and the test's row in the learner's client.
 */

async function openTest(ctx: ServiceContext, auth: AuthContext, activityId: number, language: LanguageCode) {
  const { state, activity } = await openActivity(ctx, auth, activityId, language);
  if (!isTestKind(activity.kind)) throw notFound();
  const test = await findTest(ctx.db, state.viewer.clientId, activityId);
  if (!test) throw notFound();
  return { viewer: state.viewer, test };
}

/** An open attempt past its deadline is submitted as it stood (the job does the same for attempts nobody reads). */
async function settleIfExpired(ctx: ServiceContext, test: TestRow, attempt: AttemptRow | undefined) {
  const now = ctx.clock.now();
  if (!attempt || !isPastDeadline(attempt.deadline_at, now)) return attempt;
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await findAttempt(
      trx,
      { userId: attempt.user_id, clientId: attempt.client_id },
      attempt.id,
      true,
    );
    if (locked?.status === 'open') await finalizeAttempt(trx, test, locked, 'deadline', null, now);
  });
  return undefined;
}

async function toOpenAttempt(
  ctx: ServiceContext,
  attempt: AttemptRow,
  language: LanguageCode,
): Promise<OpenAttempt> {
  const questions = await learnerQuestions(ctx.db, attempt.client_id, attempt.questions);
  return {
    id: attempt.id,
    number: attempt.number,
    started_at: attempt.started_at.toISOString(),
    deadline_at: attempt.deadline_at ? attempt.deadline_at.toISOString() : null,
    seconds_left: secondsLeft(attempt.deadline_at, ctx.clock.now()),
    questions: questions.map((q) => toLearnerQuestion(q, language)),
    answers: attempt.answers as Record<string, Answer>,
  };
}

/** GET /api/v1/assessment/activities/:id */
export async function testView(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<TestView> {
  const { viewer, test } = await openTest(ctx, auth, activityId, language);
  const open = await settleIfExpired(ctx, test, await findOpenAttempt(ctx.db, viewer.userId, activityId));
  const [standing, last, bank, interventions] = await Promise.all([
    readStanding(ctx.db, viewer.userId, activityId),
    findLastSubmitted(ctx.db, viewer.userId, activityId),
    bankQuestionIds(ctx.db, viewer.clientId, test.bank_id),
    ctx.db
      .selectFrom('assessment_interventions')
      .select(['kind', 'reason', 'created_at'])
      .where('user_id', '=', viewer.userId)
      .where('activity_id', '=', activityId)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  const rules = rulesOf(test);
  return {
    activity_id: activityId,
    kind: rules.kind,
    max_attempts: rules.maxAttempts,
    min_score: rules.minScore,
    min_correct: rules.minCorrect,
    question_count: Math.min(rules.questionCount ?? bank.length, bank.length),
    time_limit_seconds: rules.timeLimitSeconds,
    one_per_page: test.one_per_page,
    graded: gradingOf(rules.kind) !== 'none',
    state: standing.state,
    attempts_used: standing.attemptsUsed,
    attempts_left: attemptsLeft(rules, standing),
    best_score: gradingOf(rules.kind) !== 'none' ? standing.bestScore : null,
    one_attempt_warning: needsOneAttemptWarning(rules, standing),
    can_start: open !== undefined || (mayStart(rules, standing).ok && bank.length > 0),
    message: standing.state === 'blocked' ? errorMessage('learning.progress_blocked', language) : null,
    open_attempt: open ? await toOpenAttempt(ctx, open, language) : null,
    last_result: last ? await resultOf(ctx.db, test, last, language, standing) : null,
    interventions: interventions.map((i) => ({
      kind: i.kind,
      reason: i.reason,
      at: i.created_at.toISOString(),
    })),
  };
}

/**
 * POST /api/v1/assessment/activities/:id/attempts: resumes the open attempt (same questions, the time left) or
 * starts the next one when the rules allow. The standing's lock orders concurrent starts; the open-attempt index and
 * the attempt number's uniqueness make a second attempt impossible even so.
 */
export async function startAttempt(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<OpenAttempt> {
  const { viewer, test } = await openTest(ctx, auth, activityId, language);
  await settleIfExpired(ctx, test, await findOpenAttempt(ctx.db, viewer.userId, activityId));
  const now = ctx.clock.now();
  const attempt = await ctx.db.transaction().execute(async (trx) => {
    const standing = await lockStanding(
      trx,
      { userId: viewer.userId, activityId, clientId: viewer.clientId, courseId: test.course_id },
      now,
    );
    const open = await findOpenAttempt(trx, viewer.userId, activityId);
    if (open) return open;
    const rules = rulesOf(test);
    const allowed = mayStart(rules, standing);
    if (!allowed.ok)
      throw allowed.reason === 'blocked'
        ? new AppError('learning.progress_blocked', 409)
        : new AppError('assessment.no_attempts_left', 409);
    const bank = await bankQuestionIds(trx, viewer.clientId, test.bank_id);
    if (bank.length === 0) throw new AppError('assessment.bank_too_small', 409);
    const drawn = drawAttempt(bank, {
      question_count: rules.questionCount,
      shuffle_options: test.shuffle_options,
    });
    return trx
      .insertInto('assessment_attempts')
      .values({
        client_id: viewer.clientId,
        user_id: viewer.userId,
        activity_id: activityId,
        course_id: test.course_id,
        cycle: standing.cycle,
        number: standing.attemptsUsed + 1,
        questions: JSON.stringify(drawn),
        started_at: now,
        deadline_at: attemptDeadline(now, rules.timeLimitSeconds),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toOpenAttempt(ctx, attempt as AttemptRow, language);
}

async function myAttempt(ctx: ServiceContext, auth: AuthContext, attemptId: number, language: LanguageCode) {
  const actor = await loadActor(ctx, auth);
  if (actor.clientId === null) throw notFound();
  const attempt = await findAttempt(ctx.db, { userId: actor.userId, clientId: actor.clientId }, attemptId);
  if (!attempt) throw notFound();
  // the course and the activity must still open for the learner
  const { test } = await openTest(ctx, auth, attempt.activity_id, language);
  return { attempt, test, who: { userId: actor.userId, clientId: actor.clientId } };
}

/**
 * PUT /api/v1/assessment/attempts/:id/answers/:question: one answer saved while the attempt is open and before its
 * deadline; after it the attempt is closed as it stood (409 `assessment.time_over`).
 */
export async function saveAnswer(
  ctx: ServiceContext,
  auth: AuthContext,
  attemptId: number,
  questionId: number,
  answer: Answer,
  language: LanguageCode,
): Promise<AnswerSaved> {
  const { attempt, test } = await myAttempt(ctx, auth, attemptId, language);
  if (attempt.status !== 'open') throw new AppError('assessment.attempt_closed', 409);
  const now = ctx.clock.now();
  if (isPastDeadline(attempt.deadline_at, now)) {
    await settleIfExpired(ctx, test, attempt);
    throw new AppError('assessment.time_over', 409);
  }
  if (!attempt.questions.some((q) => q.id === questionId))
    throw new AppError('assessment.not_a_question_of_attempt', 422);
  const question = await ctx.db
    .selectFrom('assessment_questions')
    .select('type')
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  if (question.type !== answer.type) throw new AppError('assessment.answer_type_mismatch', 422);
  const saved = await ctx.db
    .updateTable('assessment_attempts')
    .set({
      answers: sql`answers || jsonb_build_object(${String(questionId)}::text, ${JSON.stringify(answer)}::jsonb)`,
    })
    .where('id', '=', attempt.id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  if (!saved) throw new AppError('assessment.attempt_closed', 409);
  return { saved: true, seconds_left: secondsLeft(attempt.deadline_at, now) };
}

/** The Idempotency-Key a submission must carry: printable, at most 128 characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  return readIdempotencyKey(header, 'assessment.idempotency_key_required');
}

/**
 * POST /api/v1/assessment/attempts/:id/submit with `Idempotency-Key`. The attempt is locked, then submitted once:
 * the same key again (a retry, a double click) answers the same result; another key on a closed attempt is 409. An
 * attempt sent after its deadline is scored as it stood at the deadline (the answers saved before it).
 *
 * The end of a timed exam sends every learner's submission at once, so each costs as few statements as it can:
 * one read of everything it needs (the attempt, its test's rules, the standing with the versions of both rows, the
 * questions' keys), then learning's `openActivity`. If neither row moved since, the grade is written in one
 * statement (`closeAsRead`): alone, without a transaction, when it moves no training (a fail, a grade kept or
 * improved); in a transaction with learning's completion (points, certificate) for a pass or an answered quiz, or
 * with the block or restart. Otherwise the transaction locks the attempt and the standing in one statement, writes
 * both in one, and carries the outcome. Learning's completion reuses the course's card `openActivity` read.
 */
export async function submitAttempt(
  ctx: ServiceContext,
  auth: AuthContext,
  attemptId: number,
  key: string,
  language: LanguageCode,
): Promise<AttemptResult> {
  const actor = await loadActor(ctx, auth);
  if (actor.clientId === null) throw notFound();
  const who = { userId: actor.userId, clientId: actor.clientId };
  const read = await readSubmission(ctx.db, who, attemptId);
  if (!read) throw notFound();
  // the course and the activity must still open for the learner
  const { state, activity } = await openActivity(ctx, auth, read.attempt.activity_id, language);
  const test = read.test;
  if (!isTestKind(activity.kind) || !test) throw notFound();
  const sameKey = (attempt: AttemptRow) =>
    attempt.idempotency_key === key || attempt.closed_by === 'deadline';
  // a closed attempt never changes: a retry answers from what was read
  if (read.attempt.status === 'submitted') {
    if (!sameKey(read.attempt)) throw new AppError('assessment.attempt_closed', 409);
    return resultOf(ctx.db, test, read.attempt, language, read.standing ?? INITIAL_STANDING, read.keys);
  }
  const now = ctx.clock.now();
  // nothing moved since the read: written as read (one statement, with learning's completion when it moves the training)
  if (read.standing && read.versions) {
    const graded = gradeAttempt(test, read.attempt, read.standing, read.keys, 'learner', key);
    const closed = await closeAsRead(
      ctx.db,
      test,
      { attempt: read.attempt, versions: read.versions },
      graded,
      now,
      state.card,
    );
    if (closed) return resultOf(ctx.db, test, closed, language, graded.standing, read.keys);
  }
  const closed = await ctx.db.transaction().execute(async (trx): Promise<Partial<Finalized> | undefined> => {
    const locked = await lockSubmission(trx, who, attemptId, now);
    if (!locked) throw notFound();
    const { attempt, standing } = locked;
    if (attempt.status === 'submitted' || !standing) {
      if (!sameKey(attempt)) throw new AppError('assessment.attempt_closed', 409);
      return { attempt };
    }
    return finalizeAttempt(trx, test, attempt, 'learner', key, now, {
      standing,
      keys: read.keys,
      course: state.card,
    });
  });
  // a submission just made answers from what it left (committed); a retry reads the attempt's standing
  if (closed?.attempt) return resultOf(ctx.db, test, closed.attempt, language, closed.standing, read.keys);
  const attempt = await findAttempt(ctx.db, who, attemptId);
  if (!attempt) throw notFound();
  return resultOf(ctx.db, test, attempt, language, undefined, read.keys);
}

/** GET /api/v1/assessment/attempts/:id: a submitted attempt's result (an open one is 409: nothing to show yet). */
export async function attemptResult(
  ctx: ServiceContext,
  auth: AuthContext,
  attemptId: number,
  language: LanguageCode,
): Promise<AttemptResult> {
  const { attempt, test } = await myAttempt(ctx, auth, attemptId, language);
  if (attempt.status !== 'submitted') {
    if (await settleIfExpired(ctx, test, attempt)) throw new AppError('assessment.attempt_open', 409);
    const settled = await findAttempt(
      ctx.db,
      { userId: attempt.user_id, clientId: attempt.client_id },
      attemptId,
    );
    if (!settled) throw notFound();
    return resultOf(ctx.db, test, settled, language);
  }
  return resultOf(ctx.db, test, attempt, language);
}
