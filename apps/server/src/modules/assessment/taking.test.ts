import type { OpenAttempt } from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import {
  admin,
  answer,
  call,
  client,
  course,
  courseWithTest,
  learnerOf,
  QUESTIONS,
  SECRETS,
  start,
  submit,
  t,
  take,
  useAssessmentSuite,
  view,
} from '../../../test/assessment-suite.ts';
import { gradeAttempt } from './attempts.ts';
import { closeIfUnchanged, isUndone, readSubmission } from './submission-queries.ts';

// Taking a test: answer keys never sent before submission, resuming, scoring on the server, improving a grade,
// the Idempotency-Key and concurrent submits.
useAssessmentSuite();

describe('taking a test', () => {
  it('never sends an answer key before submission, resumes the same attempt, and scores on the server', async () => {
    const test = await courseWithTest('conventional_test', { question_count: 4, show_corrections: true });
    const learner = await learnerOf(client.id);
    const before = await view(learner, test.testId);
    expect(before.body).toMatchObject({
      state: 'not_started',
      attempts_left: 3,
      question_count: 4,
      can_start: true,
    });
    const attempt = await call<OpenAttempt>(
      learner,
      'POST',
      `/api/v1/assessment/activities/${test.testId}/attempts`,
    );
    expect(attempt.body.questions).toHaveLength(4);
    await answer(learner, attempt.body, test.answers, 4);
    const resumed = await call<OpenAttempt>(
      learner,
      'POST',
      `/api/v1/assessment/activities/${test.testId}/attempts`,
    );
    const during = await view(learner, test.testId);
    for (const text of [before.text, attempt.text, resumed.text, during.text])
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(attempt.text).not.toContain('"pairs"');
    expect(resumed.body.id).toBe(attempt.body.id);
    expect(resumed.body.questions.map((q) => q.id)).toEqual(attempt.body.questions.map((q) => q.id));
    expect(Object.keys(resumed.body.answers)).toHaveLength(4);

    const result = await submit(learner, attempt.body.id);
    expect(result.body).toMatchObject({ score: 100, passed: true, outcome: 'approved', state: 'approved' });
    expect(result.body.corrections).toHaveLength(4);
    // each correction names its question and the texts of its options, and its explanation
    const prompts = QUESTIONS.map((q) => q.input.prompt);
    for (const correction of result.body.corrections ?? []) expect(prompts).toContain(correction.prompt);
    const single = result.body.corrections?.find((c) => c.key.type === 'single');
    if (single) {
      expect(single).toMatchObject({
        prompt: 'Qual cor?',
        correct: true,
        explanation: 'Verde é a cor da marca.',
      });
      expect(single.options).toEqual([
        { id: 'a', text: 'Azul' },
        { id: 'b', text: 'Verde' },
      ]);
    }
    const detail = await course(learner, test.courseId);
    expect(detail.body.activities[1]?.completed).toBe(true);
  });

  it('passes on the second attempt, then improves the grade and keeps the best', async () => {
    const test = await courseWithTest('conventional_test', { max_attempts: 4 });
    const learner = await learnerOf(client.id);
    const first = await take(learner, test, 3);
    expect(first).toMatchObject({ score: 50, outcome: 'reproved', attempts_left: 3, corrections: null });
    const second = await take(learner, test, 5);
    expect(second).toMatchObject({ score: 83.33, outcome: 'approved', best_score: 83.33, attempts_left: 2 });
    const third = await take(learner, test, 6);
    expect(third).toMatchObject({ score: 100, outcome: 'improved', state: 'improved', best_score: 100 });
    const fourth = await take(learner, test, 0);
    expect(fourth).toMatchObject({ score: 0, outcome: 'kept', best_score: 100, attempts_left: 0 });
    const again = await call(learner, 'POST', `/api/v1/assessment/activities/${test.testId}/attempts`);
    expect(again.status).toBe(409);
  });

  it('asks for an Idempotency-Key and refuses answers to questions outside the attempt', async () => {
    const test = await courseWithTest('conventional_test', { question_count: 1 });
    const learner = await learnerOf(client.id);
    const attempt = await start(learner, test.testId);
    const missing = await call(learner, 'POST', `/api/v1/assessment/attempts/${attempt.id}/submit`);
    expect(missing.status).toBe(400);
    const outside = [...test.answers.keys()].find((id) => id !== attempt.questions[0]?.id) as number;
    const wrong = await call(learner, 'PUT', `/api/v1/assessment/attempts/${attempt.id}/answers/${outside}`, {
      answer: { type: 'true_false', value: true },
    });
    expect(wrong.status).toBe(422);
  });

  it('a doubled submit answers the same result; another key on a closed attempt is refused', async () => {
    const test = await courseWithTest('conventional_test');
    const learner = await learnerOf(client.id);
    const attempt = await start(learner, test.testId);
    await answer(learner, attempt, test.answers, 6);
    const once = await submit(learner, attempt.id, 'same');
    const twice = await submit(learner, attempt.id, 'same');
    expect(twice.body).toEqual(once.body);
    expect((await submit(learner, attempt.id, 'other')).status).toBe(409);
    expect((await view(learner, test.testId)).body.attempts_used).toBe(1);
  });

  it('a submission answers the result as any later read of it: grade, standing and corrections', async () => {
    const test = await courseWithTest('conventional_test', { max_attempts: 2, show_corrections: true });
    const learner = await learnerOf(client.id);
    const attempt = await start(learner, test.testId);
    await answer(learner, attempt, test.answers, 5);
    const submitted = await submit(learner, attempt.id, 'bell');
    expect(submitted.body).toMatchObject({
      score: 83.33,
      outcome: 'approved',
      state: 'approved',
      attempts_left: 1,
    });
    expect(submitted.body.corrections).toHaveLength(6);
    const read = await call(learner, 'GET', `/api/v1/assessment/attempts/${attempt.id}`);
    expect(read.body).toEqual(submitted.body);
    expect((await submit(learner, attempt.id, 'bell')).body).toEqual(submitted.body);
  });

  it('a submission whose rows moved after its read writes nothing as read, and is scored on what moved', async () => {
    const test = await courseWithTest('conventional_test', { max_attempts: 1 });
    const learner = await learnerOf(client.id);
    const who = { userId: learner.id, clientId: client.id };
    const attempt = await start(learner, test.testId);
    await answer(learner, attempt, test.answers, 2);
    const stored = async () =>
      t.db
        .selectFrom('assessment_attempts')
        .select(['status', 'answers'])
        .where('id', '=', attempt.id)
        .executeTakeFirstOrThrow();
    const closeAsItWasRead = async () => {
      const read = await readSubmission(t.db, who, attempt.id);
      const versions = read?.versions;
      if (!read?.test || !read.standing || !versions) throw new Error('not read');
      const graded = gradeAttempt(read.test, read.attempt, read.standing, read.keys, 'learner', 'k');
      return (now: Date) =>
        closeIfUnchanged(t.db, read.attempt, versions, graded.grade, graded.standing, now);
    };

    // an answer saved after the read: the attempt moved, nothing is written
    const afterSave = await closeAsItWasRead();
    const [first] = attempt.questions;
    const pair = first && test.answers.get(first.id);
    if (!first || !pair) throw new Error('no question');
    await call(learner, 'PUT', `/api/v1/assessment/attempts/${attempt.id}/answers/${first.id}`, {
      answer: pair.wrong,
    });
    expect(await afterSave(new Date())).toBeUndefined();
    expect((await stored()).status).toBe('open');

    // an extra attempt granted after the read: the standing moved, the attempt's close is undone with it
    const afterGrant = await closeAsItWasRead();
    const granted = await call(
      admin,
      'POST',
      `/api/v1/admin/assessment/activities/${test.testId}/learners/${learner.id}/interventions`,
      { kind: 'extra_attempt', reason: 'Queda de energia' },
    );
    expect(granted.status).toBe(200);
    const undone = await afterGrant(new Date()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUndone(undone)).toBe(true);
    expect((await stored()).status).toBe('open');

    // the submission then scores what was saved last, and counts the extra attempt
    const result = await submit(learner, attempt.id);
    expect(result.body).toMatchObject({ correct: 1, attempts_left: 1 });
    expect((await stored()).status).toBe('submitted');
  });

  it('20 concurrent submits of one attempt score one attempt', async () => {
    const test = await courseWithTest('conventional_test', { max_attempts: 5 });
    const learner = await learnerOf(client.id);
    const attempt = await start(learner, test.testId);
    await answer(learner, attempt, test.answers, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(learner, attempt.id, i % 2 === 0 ? 'shared' : `key-${i}`)),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(new Set(ok.map((r) => r.body.attempt_id))).toEqual(new Set([attempt.id]));
    const rows = await t.db
      .selectFrom('assessment_attempts')
      .select(['status'])
      .where('user_id', '=', learner.id)
      .where('activity_id', '=', test.testId)
      .execute();
    expect(rows).toEqual([{ status: 'submitted' }]);
    const standing = await view(learner, test.testId);
    expect(standing.body).toMatchObject({ attempts_used: 1, attempts_left: 4 });
  });
});
