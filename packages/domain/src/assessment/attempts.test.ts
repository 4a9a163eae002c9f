import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AttemptResult,
  applySubmission,
  attemptDeadline,
  attemptsLeft,
  FAILURE_RULES,
  grantExtraAttempt,
  INITIAL_STANDING,
  isPastDeadline,
  mayStart,
  needsOneAttemptWarning,
  secondsLeft,
  TEST_KINDS,
  type TestKind,
  type TestRules,
  type TestStanding,
  unblock,
} from './attempts.ts';

function rules(kind: TestKind, maxAttempts: number | null, extra: Partial<TestRules> = {}): TestRules {
  return {
    kind,
    maxAttempts,
    minScore: 70,
    minCorrect: 3,
    questionCount: null,
    timeLimitSeconds: null,
    ...extra,
  };
}

const result = (score: number, correct = 0): AttemptResult => ({ score, correct, total: 5 });

/** Submits each score in turn, starting only while allowed; answers the outcomes and the last standing. */
function run(testRules: TestRules, scores: number[]): { outcomes: string[]; standing: TestStanding } {
  let standing = INITIAL_STANDING;
  const outcomes: string[] = [];
  for (const score of scores) {
    const start = mayStart(testRules, standing);
    if (!start.ok) {
      outcomes.push(`refused:${start.reason}`);
      continue;
    }
    const applied = applySubmission(testRules, standing, result(score, Math.round(score / 20)));
    standing = applied.standing;
    outcomes.push(applied.outcome);
  }
  return { outcomes, standing };
}

describe('attempt cases', () => {
  it.each([
    ['limited, fail then pass', rules('conventional_test', 3), [50, 80], ['reproved', 'approved'], 80],
    [
      'limited, all failed stays reproved',
      rules('conventional_test', 2),
      [10, 20, 90],
      ['reproved', 'reproved', 'refused:no_attempts_left'],
      20,
    ],
    [
      'unlimited until approval',
      rules('conventional_test', null),
      [0, 10, 20, 30, 75, 90],
      ['reproved', 'reproved', 'reproved', 'reproved', 'approved', 'refused:no_attempts_left'],
      75,
    ],
    [
      'pass then improve, the best kept',
      rules('conventional_test', 3),
      [70, 90, 60],
      ['approved', 'improved', 'kept'],
      90,
    ],
    [
      'pass then a worse try keeps the grade',
      rules('conventional_test', 3),
      [80, 50],
      ['approved', 'kept'],
      80,
    ],
    [
      'block test fails every attempt',
      rules('block_test', 2),
      [10, 20, 99],
      ['reproved', 'blocked', 'refused:blocked'],
      20,
    ],
    ['one-attempt block test', rules('block_test', 1), [69], ['blocked'], 69],
    ['block test passed on the last attempt', rules('block_test', 2), [10, 70], ['reproved', 'approved'], 70],
    [
      'restart test starts a new cycle',
      rules('restart_test', 2),
      [10, 20, 90],
      ['reproved', 'restarted', 'approved'],
      90,
    ],
    ['general block', rules('block_general_test', 1), [0], ['blocked'], 0],
    ['general restart', rules('restart_general_test', 1), [0, 0], ['restarted', 'restarted'], null],
    [
      'evaluated quiz by correct answers',
      rules('evaluated_quiz', 2, { minCorrect: 4 }),
      [60, 80],
      ['reproved', 'approved'],
      80,
    ],
    [
      'unevaluated quiz answered once',
      rules('unevaluated_quiz', null),
      [0, 100],
      ['answered', 'refused:no_attempts_left'],
      null,
    ],
  ] as const)('%s', (_name, testRules, scores, outcomes, best) => {
    const out = run(testRules, [...scores]);
    expect(out.outcomes).toEqual(outcomes);
    expect(out.standing.bestScore).toBe(best);
  });

  it('a restart resets attempts and grade and counts the cycle', () => {
    const { standing } = run(rules('restart_test', 1), [10]);
    expect(standing).toMatchObject({
      state: 'restarted',
      attemptsUsed: 0,
      bestScore: null,
      passed: false,
      cycle: 1,
    });
  });

  it('names the consequence and scope of each kind', () => {
    expect(
      TEST_KINDS.map((kind) => `${kind}:${FAILURE_RULES[kind].consequence}:${FAILURE_RULES[kind].scope}`),
    ).toEqual([
      'conventional_test:none:course',
      'block_test:block:course',
      'restart_test:restart:course',
      'evaluated_quiz:none:course',
      'unevaluated_quiz:none:course',
      'block_general_test:block:general',
      'restart_general_test:restart:general',
    ]);
  });

  it('warns before a one-attempt graded test only while its attempt is still to take', () => {
    expect(needsOneAttemptWarning(rules('block_test', 1), INITIAL_STANDING)).toBe(true);
    expect(needsOneAttemptWarning(rules('block_test', 2), INITIAL_STANDING)).toBe(false);
    expect(needsOneAttemptWarning(rules('conventional_test', null), INITIAL_STANDING)).toBe(false);
    expect(needsOneAttemptWarning(rules('unevaluated_quiz', 1), INITIAL_STANDING)).toBe(false);
    // the last of two attempts is a one-attempt situation too
    expect(needsOneAttemptWarning(rules('block_test', 2), run(rules('block_test', 2), [0]).standing)).toBe(
      true,
    );
  });

  it('an extra attempt and an unblock let a blocked learner try once more', () => {
    const testRules = rules('block_test', 1);
    const blocked = run(testRules, [0]).standing;
    expect(mayStart(testRules, blocked)).toEqual({ ok: false, reason: 'blocked' });
    const freed = unblock(blocked);
    expect(freed.state).toBe('reproved');
    expect(attemptsLeft(testRules, freed)).toBe(1);
    expect(mayStart(testRules, freed)).toEqual({ ok: true });
    expect(attemptsLeft(testRules, grantExtraAttempt(freed))).toBe(2);
  });

  it('keeps the deadline from the start and the time left', () => {
    const start = new Date('2026-11-29T10:00:00Z');
    const deadline = attemptDeadline(start, 600);
    expect(deadline?.toISOString()).toBe('2026-11-29T10:10:00.000Z');
    expect(secondsLeft(deadline, new Date('2026-11-29T10:09:00.500Z'))).toBe(59);
    expect(secondsLeft(deadline, new Date('2026-11-29T10:11:00Z'))).toBe(0);
    expect(isPastDeadline(deadline, new Date('2026-11-29T10:10:00Z'))).toBe(false);
    expect(isPastDeadline(deadline, new Date('2026-11-29T10:10:00.001Z'))).toBe(true);
    expect(attemptDeadline(start, null)).toBeNull();
    expect(isPastDeadline(null, new Date('2100-01-01'))).toBe(false);
  });
});

describe('property: submissions never exceed the allowed attempts nor lower a kept grade', () => {
  it('holds for every kind, limit and sequence of scores', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEST_KINDS),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 30 }),
        (kind, maxAttempts, minScore, scores) => {
          const testRules = rules(kind, maxAttempts, { minScore, minCorrect: 3 });
          let standing = INITIAL_STANDING;
          let taken = 0;
          let cycle = 0;
          for (const score of scores) {
            if (!mayStart(testRules, standing).ok) continue;
            const before = standing;
            standing = applySubmission(testRules, standing, result(score, Math.round(score / 20))).standing;
            if (standing.cycle !== cycle) {
              cycle = standing.cycle;
              taken = 0;
              continue;
            }
            taken += 1;
            if (maxAttempts !== null) expect(taken).toBeLessThanOrEqual(maxAttempts);
            if (kind === 'unevaluated_quiz') expect(taken).toBe(1);
            if (before.passed) {
              expect(standing.passed).toBe(true);
              expect(standing.bestScore ?? 0).toBeGreaterThanOrEqual(before.bestScore ?? 0);
            }
            if (before.bestScore !== null)
              expect(standing.bestScore).toBeGreaterThanOrEqual(before.bestScore);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
