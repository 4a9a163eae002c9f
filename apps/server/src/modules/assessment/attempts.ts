import type { Answer, AttemptResult } from '@elevar/contract';
import {
  applySubmission,
  attemptsLeft,
  errorMessage,
  FAILURE_RULES,
  gradingOf,
  isPastDeadline,
  type LanguageCode,
  type SubmissionOutcome,
  scoreAttempt,
  type TestStanding,
} from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import { applyTrainingOutcome, completeActivity, type KnownCourse, type Viewer } from '../learning/index.ts';
import {
  type AnswerKeys,
  type AttemptRow,
  answerKeys,
  lockStanding,
  optionsIn,
  readStanding,
  rulesOf,
  type TestRow,
  textIn,
} from './queries.ts';
import { closeAttempt, closeIfUnchanged, type Grade, isUndone } from './submission-queries.ts';

/** What a submission leaves: the closed attempt, the standing it moved and the answer keys it was scored with. */
export interface Finalized {
  attempt: AttemptRow;
  standing: TestStanding;
  keys: AnswerKeys;
}

/**
 * The one way an attempt is submitted, by the learner or by the deadline job, inside the caller's transaction with
 * the learner's standing locked: scored on the answers stored (a save after the deadline was refused, so they are
 * the answers as they stood at the deadline), the standing moved by the domain's rules, the attempt closed by a
 * statement that only an open attempt passes, and the outcome carried into learning progress. Answers what it left
 * (the submission's answer reads it instead of reading it again), or undefined when the attempt was no longer open.
 */
export async function finalizeAttempt(
  trx: Trx,
  test: TestRow,
  attempt: AttemptRow,
  closedBy: 'learner' | 'deadline',
  idempotencyKey: string | null,
  now: Date,
  known: Known = {},
): Promise<Finalized | undefined> {
  const who = { userId: attempt.user_id, activityId: attempt.activity_id, clientId: attempt.client_id };
  const standing = known.standing ?? (await lockStanding(trx, { ...who, courseId: attempt.course_id }, now));
  const keys =
    known.keys ??
    (await answerKeys(
      trx,
      attempt.client_id,
      attempt.questions.map((q) => q.id),
    ));
  const graded = gradeAttempt(test, attempt, standing, keys, closedBy, idempotencyKey);
  // the attempt closed only while open, and the standing written with it, in one statement
  const closed = await closeAttempt(trx, attempt, graded.grade, graded.standing, now);
  // the standing's lock keeps a second submission out; should one pass anyway, it consumes nothing
  if (!closed) return undefined;
  await carryOutcome(trx, test, attempt, graded.grade.outcome, now, known.course);
  return { attempt: closed, standing: graded.standing, keys };
}

/**
 * Closes an attempt as `readSubmission` read it, if neither the attempt's row nor the standing's moved since
 * (`closeIfUnchanged`): a grade that moves no training in that one statement, without a transaction; one that does
 * (a pass, an answered quiz, a block, a restart) in a transaction with its outcome carried into learning progress.
 * Undefined when a row had moved: nothing was written (the guard's error, or no row, rolls the transaction back), and
 * the caller takes the locked path.
 */
export async function closeAsRead(
  db: Db,
  test: TestRow,
  read: { attempt: AttemptRow; versions: { attempt: string; standing: string } },
  graded: { grade: Grade; standing: TestStanding },
  now: Date,
  course?: KnownCourse,
): Promise<AttemptRow | undefined> {
  const close = (handle: Db) =>
    closeIfUnchanged(handle, read.attempt, read.versions, graded.grade, graded.standing, now);
  try {
    if (!movesTraining(graded.grade.outcome)) return await close(db);
    return await db.transaction().execute(async (trx) => {
      const closed = await close(trx);
      if (closed) await carryOutcome(trx, test, read.attempt, graded.grade.outcome, now, course);
      return closed;
    });
  } catch (error) {
    // the guard undid the statement (and its transaction rolled back): nothing was written
    if (isUndone(error)) return undefined;
    throw error;
  }
}

/** An attempt scored on its stored answers and the standing moved by the domain's rules: what closing it writes. */
export function gradeAttempt(
  test: TestRow,
  attempt: AttemptRow,
  standing: TestStanding,
  keys: AnswerKeys,
  closedBy: 'learner' | 'deadline',
  idempotencyKey: string | null,
): { grade: Grade; standing: TestStanding } {
  const rules = rulesOf(test);
  const scored = scoreAttempt(keys, attempt.answers as Record<string, never>);
  const applied = applySubmission(rules, standing, scored);
  return {
    grade: {
      closedBy,
      idempotencyKey,
      score: gradingOf(rules.kind) !== 'none' ? scored.score : null,
      correct: scored.correct,
      total: scored.total,
      passed:
        applied.outcome !== 'reproved' && applied.outcome !== 'blocked' && applied.outcome !== 'restarted',
      outcome: applied.outcome,
    },
    standing: applied.standing,
  };
}

/** Whether an outcome moves learning's progress (`carryOutcome`): a pass or an answered quiz, a block, a restart. */
function movesTraining(outcome: SubmissionOutcome): boolean {
  return outcome === 'approved' || outcome === 'answered' || outcome === 'blocked' || outcome === 'restarted';
}

/**
 * What a caller of `finalizeAttempt` holds already: the standing it locked (with the attempt, `lockSubmission`),
 * the attempt's keys, the course's card as learning's `openActivity` read it for the learner.
 */
export interface Known {
  standing?: TestStanding;
  keys?: AnswerKeys;
  course?: KnownCourse;
}

/** The outcome into learning progress: a pass completes the activity, block and restart kinds move the training. */
async function carryOutcome(
  trx: Trx,
  test: TestRow,
  attempt: AttemptRow,
  outcome: SubmissionOutcome,
  now: Date,
  course?: KnownCourse,
) {
  const viewer: Viewer = { clientId: attempt.client_id, userId: attempt.user_id, language: 'pt-BR' };
  const rule = FAILURE_RULES[rulesOf(test).kind];
  if (outcome === 'approved' || outcome === 'answered')
    await completeActivity(trx, viewer, attempt.course_id, attempt.activity_id, now, course);
  else if (outcome === 'blocked')
    await applyTrainingOutcome(trx, viewer, attempt.course_id, 'blocked', rule.scope, now);
  else if (outcome === 'restarted') {
    const courses = await applyTrainingOutcome(trx, viewer, attempt.course_id, 'restarted', rule.scope, now);
    // the training starts over: every other test of those courses too (this one began its new cycle already)
    await trx
      .updateTable('assessment_standings')
      .set((eb) => ({
        state: 'restarted',
        cycle: eb('cycle', '+', 1),
        attempts_used: 0,
        extra_attempts: 0,
        best_score: null,
        best_correct: null,
        passed: false,
        updated_at: now,
      }))
      .where('user_id', '=', attempt.user_id)
      .where('course_id', 'in', courses)
      .where('activity_id', '<>', attempt.activity_id)
      .execute();
  }
}

/**
 * A submitted attempt as the learner reads it: grade, standing, attempts left, the corrections when allowed. The
 * standing and the answer keys are read unless the caller has them (a submission just made).
 */
export async function resultOf(
  db: Trx | Parameters<typeof readStanding>[0],
  test: TestRow,
  attempt: AttemptRow,
  language: LanguageCode,
  standing?: TestStanding,
  knownKeys?: AnswerKeys,
): Promise<AttemptResult> {
  const current = standing ?? (await readStanding(db, attempt.user_id, attempt.activity_id));
  const rules = rulesOf(test);
  const graded = gradingOf(rules.kind) !== 'none';
  const answers = attempt.answers as Record<string, Answer>;
  let corrections: AttemptResult['corrections'] = null;
  if (test.show_corrections) {
    const keys =
      knownKeys ??
      (await answerKeys(
        db,
        attempt.client_id,
        attempt.questions.map((q) => q.id),
      ));
    const byId = new Map(keys.map((k) => [k.id, k]));
    const scored = new Set(scoreAttempt(keys, answers as Record<string, never>).correctIds);
    corrections = attempt.questions.flatMap((q) => {
      const key = byId.get(q.id);
      return key
        ? [
            {
              question_id: q.id,
              correct: scored.has(q.id),
              prompt: textIn(key.prompt, key.prompt_translations, language, key.client_language),
              options: optionsIn([...key.options, ...key.right_options], language, key.client_language).map(
                (o) => ({ id: o.id, text: o.text }),
              ),
              answer: answers[String(q.id)] ?? null,
              key: key.key,
              explanation:
                key.explanation === null
                  ? null
                  : textIn(key.explanation, key.explanation_translations, language, key.client_language),
            },
          ]
        : [];
    });
  }
  const outcome = (attempt.outcome ?? 'reproved') as SubmissionOutcome;
  return {
    attempt_id: attempt.id,
    number: attempt.number,
    score: graded && attempt.score !== null ? Number(attempt.score) : null,
    correct: attempt.correct ?? 0,
    total: attempt.total ?? 0,
    passed: attempt.passed ?? false,
    outcome,
    late:
      attempt.closed_by === 'deadline' ||
      (attempt.submitted_at !== null && isPastDeadline(attempt.deadline_at, attempt.submitted_at)),
    state: current.state,
    best_score: graded ? current.bestScore : null,
    attempts_left: attemptsLeft(rules, current),
    message: current.state === 'blocked' ? errorMessage('learning.progress_blocked', language) : null,
    corrections,
  };
}
