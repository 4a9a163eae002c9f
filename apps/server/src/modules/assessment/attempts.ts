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
import type { Trx } from '../../db/transaction.ts';
import { applyTrainingOutcome, completeActivity, type Viewer } from '../learning/index.ts';
import {
  type AnswerKeys,
  ATTEMPT_COLUMNS,
  type AttemptRow,
  answerKeys,
  lockStanding,
  optionsIn,
  readStanding,
  rulesOf,
  type TestRow,
  textIn,
  writeStanding,
} from './queries.ts';

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
): Promise<Finalized | undefined> {
  const who = { userId: attempt.user_id, activityId: attempt.activity_id, clientId: attempt.client_id };
  const standing = await lockStanding(trx, { ...who, courseId: attempt.course_id }, now);
  const rules = rulesOf(test);
  const keys = await answerKeys(
    trx,
    attempt.client_id,
    attempt.questions.map((q) => q.id),
  );
  const scored = scoreAttempt(keys, attempt.answers as Record<string, never>);
  const applied = applySubmission(rules, standing, scored);
  const graded = gradingOf(rules.kind) !== 'none';
  const closed = await trx
    .updateTable('assessment_attempts')
    .set({
      status: 'submitted',
      submitted_at: now,
      closed_by: closedBy,
      idempotency_key: idempotencyKey,
      score: graded ? scored.score : null,
      correct: scored.correct,
      total: scored.total,
      passed:
        applied.outcome !== 'reproved' && applied.outcome !== 'blocked' && applied.outcome !== 'restarted',
      outcome: applied.outcome,
    })
    .where('id', '=', attempt.id)
    .where('status', '=', 'open')
    .returning(ATTEMPT_COLUMNS)
    .executeTakeFirst();
  // the standing's lock keeps a second submission out; should one pass anyway, it consumes nothing
  if (!closed) return undefined;
  await writeStanding(trx, who.userId, who.activityId, applied.standing, now);
  await carryOutcome(trx, test, attempt, applied.outcome, now);
  return { attempt: closed, standing: applied.standing, keys };
}

/** The outcome into learning progress: a pass completes the activity, block and restart kinds move the training. */
async function carryOutcome(
  trx: Trx,
  test: TestRow,
  attempt: AttemptRow,
  outcome: SubmissionOutcome,
  now: Date,
) {
  const viewer: Viewer = { clientId: attempt.client_id, userId: attempt.user_id, language: 'pt-BR' };
  const rule = FAILURE_RULES[rulesOf(test).kind];
  if (outcome === 'approved' || outcome === 'answered')
    await completeActivity(trx, viewer, attempt.course_id, attempt.activity_id, now);
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
