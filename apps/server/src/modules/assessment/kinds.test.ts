import { describe, expect, it } from 'vitest';
import {
  admin,
  BLOCK_TEXT,
  call,
  client,
  course,
  courseWithTest,
  learnerOf,
  t,
  take,
  useAssessmentSuite,
  view,
  watchVideo,
} from '../../../test/assessment-suite.ts';
import { buildTrail } from '../../../test/course-fixtures.ts';

// The block and restart kinds (SPEC §4/§8): a failed block test blocks the training (and its trails for general
// kinds), a restart test restarts it; quizzes evaluated and not.
useAssessmentSuite();

describe('block and restart kinds', () => {
  it('a failed block test blocks the training with SPEC §8’s message, other activities still finish', async () => {
    const test = await courseWithTest('block_test', { max_attempts: 1 });
    const learner = await learnerOf(client.id);
    const warned = await view(learner, test.testId);
    expect(warned.body.one_attempt_warning).toBe(true);
    const result = await take(learner, test, 1);
    expect(result).toMatchObject({
      outcome: 'blocked',
      state: 'blocked',
      message: BLOCK_TEXT,
      attempts_left: 0,
    });
    const refused = await call<{ error: { message: string } }>(
      learner,
      'POST',
      `/api/v1/assessment/activities/${test.testId}/attempts`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BLOCK_TEXT);
    expect((await course(learner, test.courseId)).body.status).toBe('blocked');

    // the video still saves and completes
    expect((await watchVideo(learner, test.videoId, true)).status).toBe(200);
    const detail = await course(learner, test.courseId);
    expect(detail.body.activities[0]?.completed).toBe(true);
    expect(detail.body.status).toBe('blocked');

    // an instructor unblocks with a reason the learner sees
    const unblocked = await call(
      admin,
      'POST',
      `/api/v1/admin/assessment/activities/${test.testId}/learners/${learner.id}/interventions`,
      { kind: 'unblock', reason: 'Falha de conexão comprovada' },
    );
    expect(unblocked.status).toBe(200);
    const after = await view(learner, test.testId);
    expect(after.body).toMatchObject({ can_start: true, attempts_left: 1, message: null });
    expect(after.body.interventions).toEqual([
      expect.objectContaining({ kind: 'unblock', reason: 'Falha de conexão comprovada' }),
    ]);
    expect((await course(learner, test.courseId)).body.status).toBe('in_progress');
    const passed = await take(learner, test, 6);
    expect(passed.outcome).toBe('approved');
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', test.testId)
      .where('action', '=', 'assessment.learner.unblocked')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a failed general block test blocks the trails holding the course too', async () => {
    const test = await courseWithTest('block_general_test', { max_attempts: 1 });
    const trail = await buildTrail(t.db, { clientId: client.id, courseIds: [test.courseId] });
    const learner = await learnerOf(client.id);
    await call(learner, 'GET', `/api/v1/learning/trails/${trail.id}`);
    await watchVideo(learner, test.videoId, false);
    await take(learner, test, 0);
    const trailProgress = await t.db
      .selectFrom('course_progress')
      .select('state')
      .where('user_id', '=', learner.id)
      .where('course_id', '=', trail.id)
      .executeTakeFirst();
    expect(trailProgress?.state).toBe('blocked');
  });

  it('a failed restart test restarts the course: progress gone, the attempts anew', async () => {
    const test = await courseWithTest('restart_test', { max_attempts: 2 });
    const learner = await learnerOf(client.id);
    await watchVideo(learner, test.videoId, true);
    expect((await take(learner, test, 0)).outcome).toBe('reproved');
    const last = await take(learner, test, 0);
    expect(last).toMatchObject({ outcome: 'restarted', state: 'restarted', attempts_left: 2 });
    const detail = await course(learner, test.courseId);
    expect(detail.body.status).toBe('restarted');
    expect(detail.body.activities.map((a) => a.completed)).toEqual([false, false]);
    expect((await view(learner, test.testId)).body).toMatchObject({ can_start: true, attempts_used: 0 });
  });

  it('an unevaluated quiz records the answers without a grade and completes the activity', async () => {
    const test = await courseWithTest('unevaluated_quiz', { max_attempts: null });
    const learner = await learnerOf(client.id);
    const result = await take(learner, test, 2);
    expect(result).toMatchObject({ outcome: 'answered', score: null, best_score: null, passed: true });
    expect((await course(learner, test.courseId)).body.activities[1]?.completed).toBe(true);
  });

  it('an evaluated quiz passes on its minimum of correct answers', async () => {
    const test = await courseWithTest('evaluated_quiz', { min_correct: 4, min_score: 100 });
    const learner = await learnerOf(client.id);
    expect((await take(learner, test, 3)).outcome).toBe('reproved');
    expect((await take(learner, test, 4)).outcome).toBe('approved');
  });
});
