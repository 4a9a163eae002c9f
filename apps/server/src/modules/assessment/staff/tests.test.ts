import type { StaffAttemptPage, TestPreview, TestSettings } from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  client,
  courseWithTest,
  learnerOf,
  SECRETS,
  t,
  take,
  useAssessmentSuite,
} from '../../../../test/assessment-suite.ts';
import { buildCourse } from '../../../../test/course-fixtures.ts';

// A test's rules, its preview as a learner (nothing recorded), and its attempts for the staff, page by page.
useAssessmentSuite();

const ACTIVITIES = '/api/v1/admin/assessment/activities';

describe('a test’s rules, preview and attempts', () => {
  it('sets the rules and reads them back; a test without rules has no preview', async () => {
    const test = await courseWithTest('evaluated_quiz', {
      max_attempts: null,
      min_correct: 3,
      question_count: 4,
      time_limit_seconds: 600,
    });
    const read = await call<TestSettings>(admin, 'GET', `${ACTIVITIES}/${test.testId}`);
    expect(read.body).toMatchObject({
      kind: 'evaluated_quiz',
      bank_size: 6,
      max_attempts: null,
      min_correct: 3,
      question_count: 4,
      time_limit_seconds: 600,
    });
    const bare = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'block_test', content: {} }],
    });
    const id = bare.activityIds[0] as number;
    expect((await call(admin, 'GET', `${ACTIVITIES}/${id}`)).status).toBe(404);
    expect((await call(admin, 'GET', `${ACTIVITIES}/${id}/preview`)).status).toBe(409);
    const tooMany = await call(admin, 'PUT', `${ACTIVITIES}/${test.testId}`, {
      bank_id: test.bank.id,
      max_attempts: 1,
      min_correct: 5,
      question_count: 4,
      time_limit_seconds: null,
    });
    expect(tooMany.status).toBe(409);
    const tooShort = await call(admin, 'PUT', `${ACTIVITIES}/${test.testId}`, {
      bank_id: test.bank.id,
      max_attempts: 0,
      question_count: 4,
      time_limit_seconds: 5,
    });
    expect(tooShort.status).toBe(400);
  });

  it('previews a draw of the count without answer keys, and records no attempt', async () => {
    const test = await courseWithTest('conventional_test', { question_count: 4, show_corrections: true });
    const preview = await call<TestPreview>(admin, 'GET', `${ACTIVITIES}/${test.testId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: 'conventional_test', max_attempts: 3, min_score: 70 });
    expect(preview.body.questions).toHaveLength(4);
    for (const secret of SECRETS) expect(preview.text).not.toContain(secret);
    const attempts = await t.db
      .selectFrom('assessment_attempts')
      .select('id')
      .where('activity_id', '=', test.testId)
      .execute();
    expect(attempts).toEqual([]);
  });

  it('lists the attempts newest first, a page at a time, by status, result and learner', async () => {
    const test = await courseWithTest('conventional_test', { max_attempts: 3 });
    const ana = await learnerOf(client.id);
    const bia = await learnerOf(client.id);
    await take(ana, test, 1);
    await take(ana, test, 6);
    await take(bia, test, 6);
    await call(bia, 'POST', `/api/v1/assessment/activities/${test.testId}/attempts`);
    const url = `${ACTIVITIES}/${test.testId}/attempts`;
    const all = await call<StaffAttemptPage>(admin, 'GET', `${url}?page_size=2`);
    expect(all.body).toMatchObject({ count: 4, page: 1, page_size: 2 });
    expect(all.body.results.map((a) => [a.user_id, a.status])).toEqual([
      [bia.id, 'open'],
      [bia.id, 'submitted'],
    ]);
    const second = await call<StaffAttemptPage>(admin, 'GET', `${url}?page_size=2&page=2`);
    expect(second.body.results.map((a) => [a.user_id, a.number, a.passed])).toEqual([
      [ana.id, 2, true],
      [ana.id, 1, false],
    ]);
    const failed = await call<StaffAttemptPage>(admin, 'GET', `${url}?passed=false`);
    expect(failed.body.results.map((a) => a.user_id)).toEqual([ana.id]);
    const open = await call<StaffAttemptPage>(admin, 'GET', `${url}?status=open`);
    expect(open.body.count).toBe(1);
    const username = all.body.results[0]?.username ?? '';
    const byName = await call<StaffAttemptPage>(
      admin,
      'GET',
      `${url}?search=${encodeURIComponent(username)}`,
    );
    expect(byName.body.results.every((a) => a.user_id === bia.id)).toBe(true);
    expect((await call(admin, 'GET', `${url}?status=closed`)).status).toBe(400);
  });
});
