/**
 * The attempt rules of tests and quizzes (SPEC §3 Quiz or test, §4 Course or test progress, §5 Tests). Pure: the
 * server keeps one standing per learner and test activity and moves it only through `applySubmission`, and asks
 * `mayStart` before opening an attempt; the player asks the same questions to show attempts left and the warning.
 */

/** The graded activity kinds of SPEC §3, played by the assessment module. */
export const TEST_KINDS = [
  'conventional_test',
  'block_test',
  'restart_test',
  'evaluated_quiz',
  'unevaluated_quiz',
  'block_general_test',
  'restart_general_test',
] as const;
export type TestKind = (typeof TEST_KINDS)[number];

export function isTestKind(kind: string): kind is TestKind {
  return (TEST_KINDS as readonly string[]).includes(kind);
}

/**
 * What failing the last attempt does. `none`: the learner stays reproved in the test (conventional tests and
 * evaluated quizzes). `block`: blocked in the training (SPEC §8's message; no certificate; other activities can still
 * be finished). `restart`: the training's progress starts over (and the test's attempts with it). The scope says which
 * training: `course` the test's course; `general` the course and every trail holding it.
 */
export type FailureConsequence = 'none' | 'block' | 'restart';
export type ConsequenceScope = 'course' | 'general';

export const FAILURE_RULES: Readonly<
  Record<TestKind, { consequence: FailureConsequence; scope: ConsequenceScope }>
> = {
  conventional_test: { consequence: 'none', scope: 'course' },
  evaluated_quiz: { consequence: 'none', scope: 'course' },
  unevaluated_quiz: { consequence: 'none', scope: 'course' },
  block_test: { consequence: 'block', scope: 'course' },
  restart_test: { consequence: 'restart', scope: 'course' },
  block_general_test: { consequence: 'block', scope: 'general' },
  restart_general_test: { consequence: 'restart', scope: 'general' },
};

/** How a kind is graded: by score (tests), by correct answers (evaluated quizzes), or not at all. */
export type Grading = 'score' | 'correct_answers' | 'none';

export function gradingOf(kind: TestKind): Grading {
  if (kind === 'evaluated_quiz') return 'correct_answers';
  if (kind === 'unevaluated_quiz') return 'none';
  return 'score';
}

/** A test's authored rules. */
export interface TestRules {
  kind: TestKind;
  /** Attempts allowed; null: unlimited until approval. */
  maxAttempts: number | null;
  /** Least score to pass, 0–100 (score-graded kinds). */
  minScore: number;
  /** Least correct answers to pass (evaluated quizzes). */
  minCorrect: number;
  /** Questions drawn per attempt (null: every question of the bank). */
  questionCount: number | null;
  /** Time to answer, from the attempt's start; null: no limit. */
  timeLimitSeconds: number | null;
}

/** The learner's standing in one test (the current cycle: a restart begins a new one). */
export type TestState =
  | 'not_started'
  | 'approved'
  | 'improved'
  | 'reproved'
  | 'blocked'
  | 'restarted'
  | 'answered';

export interface TestStanding {
  state: TestState;
  /** Attempts consumed in this cycle. */
  attemptsUsed: number;
  /** Extra attempts an instructor granted in this cycle. */
  extraAttempts: number;
  /** The kept grade: the best score of the cycle's attempts (null before the first). */
  bestScore: number | null;
  /** Correct answers of the attempt whose score is kept. */
  bestCorrect: number | null;
  /** Passed in this cycle: later attempts only improve the grade. */
  passed: boolean;
  /** Cycles begun by a restart (0 for the first). */
  cycle: number;
}

export const INITIAL_STANDING: TestStanding = {
  state: 'not_started',
  attemptsUsed: 0,
  extraAttempts: 0,
  bestScore: null,
  bestCorrect: null,
  passed: false,
  cycle: 0,
};

/** An attempt's graded facts. */
export interface AttemptResult {
  /** 0–100, two decimals. */
  score: number;
  correct: number;
  total: number;
}

/** Attempts still allowed in this cycle; null when unlimited (until approval). */
export function attemptsLeft(rules: TestRules, standing: TestStanding): number | null {
  if (rules.maxAttempts === null) return standing.passed || standing.state === 'answered' ? 0 : null;
  return Math.max(0, rules.maxAttempts + standing.extraAttempts - standing.attemptsUsed);
}

/**
 * The warning before a one-attempt test (SPEC §4): shown while the learner's only attempt is still to take. An
 * unevaluated quiz has nothing to lose.
 */
export function needsOneAttemptWarning(rules: TestRules, standing: TestStanding): boolean {
  return gradingOf(rules.kind) !== 'none' && attemptsLeft(rules, standing) === 1 && !standing.passed;
}

export type StartRefusal = 'blocked' | 'no_attempts_left';

/**
 * Whether the learner may open a new attempt. Blocked learners may not; otherwise while attempts are left: before a
 * pass to pass, after a pass (limited tests) to improve the grade. An unlimited test ends at approval; an
 * unevaluated quiz is answered once.
 */
export function mayStart(
  rules: TestRules,
  standing: TestStanding,
): { ok: true } | { ok: false; reason: StartRefusal } {
  if (standing.state === 'blocked') return { ok: false, reason: 'blocked' };
  if (gradingOf(rules.kind) === 'none' && standing.attemptsUsed > 0)
    return { ok: false, reason: 'no_attempts_left' };
  const left = attemptsLeft(rules, standing);
  if (left !== null && left <= 0) return { ok: false, reason: 'no_attempts_left' };
  return { ok: true };
}

/** Whether an attempt's result passes the test's rule. */
export function isPassing(rules: TestRules, result: AttemptResult): boolean {
  switch (gradingOf(rules.kind)) {
    case 'score':
      return result.score >= rules.minScore;
    case 'correct_answers':
      return result.correct >= rules.minCorrect;
    case 'none':
      return true;
  }
}

/**
 * What one submission did, for the server to carry into learning progress: `approved` (first pass: the activity is
 * complete), `improved` (a better grade after a pass), `kept` (after a pass, not better: the best grade stays),
 * `reproved` (failed, attempts may be left), `blocked` / `restarted` (failed the last attempt of a block or restart
 * kind), `answered` (an unevaluated quiz: recorded without a grade, complete).
 */
export type SubmissionOutcome =
  | 'approved'
  | 'improved'
  | 'kept'
  | 'reproved'
  | 'blocked'
  | 'restarted'
  | 'answered';

/**
 * One submitted attempt applied to the standing. The caller asks `mayStart` when the attempt opens; a submission is
 * always of an open attempt, so it always counts (an attempt past its deadline included). The kept grade never goes
 * down. A restart begins a new cycle: attempts and grade start over, the learner redoes the training.
 */
export function applySubmission(
  rules: TestRules,
  standing: TestStanding,
  result: AttemptResult,
): { standing: TestStanding; outcome: SubmissionOutcome } {
  const attemptsUsed = standing.attemptsUsed + 1;
  if (gradingOf(rules.kind) === 'none')
    return {
      standing: { ...standing, attemptsUsed, state: 'answered', passed: true },
      outcome: 'answered',
    };
  const better = standing.bestScore === null || result.score > standing.bestScore;
  const best = better
    ? { bestScore: result.score, bestCorrect: result.correct }
    : { bestScore: standing.bestScore, bestCorrect: standing.bestCorrect };
  if (standing.passed) {
    const improved = result.score > (standing.bestScore ?? 0);
    return {
      standing: { ...standing, ...best, attemptsUsed, state: improved ? 'improved' : standing.state },
      outcome: improved ? 'improved' : 'kept',
    };
  }
  if (isPassing(rules, result))
    return {
      standing: { ...standing, ...best, attemptsUsed, passed: true, state: 'approved' },
      outcome: 'approved',
    };
  const failed = { ...standing, ...best, attemptsUsed, state: 'reproved' as const };
  if (attemptsLeft(rules, failed) !== 0) return { standing: failed, outcome: 'reproved' };
  switch (FAILURE_RULES[rules.kind].consequence) {
    case 'block':
      return { standing: { ...failed, state: 'blocked' }, outcome: 'blocked' };
    case 'restart':
      return {
        standing: { ...INITIAL_STANDING, state: 'restarted', cycle: standing.cycle + 1 },
        outcome: 'restarted',
      };
    case 'none':
      return { standing: failed, outcome: 'reproved' };
  }
}

/** An instructor's extra attempt (recorded with a reason by the server): one more try in this cycle. */
export function grantExtraAttempt(standing: TestStanding): TestStanding {
  const state = standing.state === 'blocked' ? 'reproved' : standing.state;
  return { ...standing, state, extraAttempts: standing.extraAttempts + 1 };
}

/** An instructor's unblock: the learner may try again, one more attempt granted so they can. */
export function unblock(standing: TestStanding): TestStanding {
  if (standing.state !== 'blocked') return standing;
  return grantExtraAttempt(standing);
}

/** The deadline of an attempt started at `startedAt`; null without a time limit. */
export function attemptDeadline(startedAt: Date, timeLimitSeconds: number | null): Date | null {
  return timeLimitSeconds === null ? null : new Date(startedAt.getTime() + timeLimitSeconds * 1000);
}

/** Whole seconds left before the deadline, never negative; null without one. */
export function secondsLeft(deadline: Date | null, now: Date): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** Whether a save or a submission at `now` is past the attempt's deadline (then it is scored as it stood). */
export function isPastDeadline(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > deadline.getTime();
}
