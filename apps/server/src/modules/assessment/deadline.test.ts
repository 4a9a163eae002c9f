import { describe, expect, it } from 'vitest';
import {
  answer,
  call,
  client,
  courseWithTest,
  learnerOf,
  start,
  submit,
  t,
  useAssessmentSuite,
  view,
} from '../../../test/assessment-suite.ts';
import { closeExpiredAttempts } from './deadline.ts';

// The deadline, kept by the server: saves refused after it, a late submit scored as it stood, the sweep job.
useAssessmentSuite();

describe('the deadline, kept by the server', () => {
  it('refuses saves after the deadline and scores a late submit as it stood', async () => {
    const test = await courseWithTest('conventional_test', { time_limit_seconds: 60 });
    const learner = await learnerOf(client.id);
    const attempt = await start(learner, test.testId);
    expect(attempt.seconds_left).toBe(60);
    await answer(learner, attempt, test.answers, 6);
    t.clock.advance(30_000);
    expect((await start(learner, test.testId)).seconds_left).toBe(30);
    t.clock.advance(31_000);
    const late = await call(
      learner,
      'PUT',
      `/api/v1/assessment/attempts/${attempt.id}/answers/${attempt.questions[0]?.id}`,
      {
        answer: { type: 'true_false', value: false },
      },
    );
    expect(late.status).toBe(409);
    const result = await submit(learner, attempt.id);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ late: true, score: 100, outcome: 'approved' });
  });

  it('the job closes open attempts past their deadline', async () => {
    const test = await courseWithTest('conventional_test', { time_limit_seconds: 60 });
    const learner = await learnerOf(client.id);
    const attempt = await start(learner, test.testId);
    await answer(learner, attempt, test.answers, 3);
    expect(await closeExpiredAttempts(t)).toBe(0);
    t.clock.advance(61_000);
    expect(await closeExpiredAttempts(t)).toBeGreaterThanOrEqual(1);
    const seen = await view(learner, test.testId);
    expect(seen.body.open_attempt).toBeNull();
    expect(seen.body.last_result).toMatchObject({ attempt_id: attempt.id, late: true, score: 50 });
  });
});
