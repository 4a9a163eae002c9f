import type {
  AttemptResult,
  BankPage,
  CataloguePage,
  CourseDetail,
  ItemAnalysis,
  ModerationPage,
  OpenAttempt,
  QuestionBank,
  ReviewPage,
  TestPreview,
  TestView,
} from '@elevar/contract';
import { QUESTION_TYPES } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('the assessment demo', () => {
  it('offers the academy learner a test, a quiz and a one-attempt exam, the test taken and scored', async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    const call = async <T>(method: 'GET' | 'POST', url: string, extra: Record<string, string> = {}) =>
      (
        await t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US', ...extra } })
      ).json() as T;
    const found = (
      await call<CataloguePage>('GET', '/api/v1/learning/courses?search=service check')
    ).results.find((c) => c.title === 'Service check');
    const course = await call<CourseDetail>('GET', `/api/v1/learning/courses/${found?.id}`);
    expect(course.activities.map((a) => a.kind)).toEqual([
      'conventional_test',
      'evaluated_quiz',
      'block_test',
    ]);
    const [test, , exam] = course.activities;
    const examView = await call<TestView>('GET', `/api/v1/assessment/activities/${exam?.id}`);
    expect(examView).toMatchObject({ one_attempt_warning: true, max_attempts: 1, time_limit_seconds: 600 });
    const attempt = await call<OpenAttempt>('POST', `/api/v1/assessment/activities/${test?.id}/attempts`);
    expect(attempt.questions).toHaveLength(4);
    // the demo bank is translated: an English learner reads English
    const english = [
      'What is the first step of customer service?',
      'Which attitudes help you understand the customer?',
      'We should confirm the order before closing the sale.',
      'Match each situation to the best response.',
      'Put the steps of customer service in order.',
      'What is the store’s points programme called?',
    ];
    for (const question of attempt.questions) expect(english).toContain(question.prompt);
    const result = await call<AttemptResult>('POST', `/api/v1/assessment/attempts/${attempt.id}/submit`, {
      'idempotency-key': 'demo',
    });
    expect(result).toMatchObject({ score: 0, outcome: 'reproved', attempts_left: 2 });
    expect(result.corrections).toHaveLength(4);
  });

  it('offers a warm-up and a timed restart test in “Sales refresher”: failing it starts the course over', async () => {
    const headers = bearer(await login(t.app, 'learner', DEMO_PASSWORD));
    const call = async <T>(method: 'GET' | 'POST', url: string, extra: Record<string, string> = {}) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'accept-language': 'en-US', ...extra },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json() as T;
    };
    const found = (
      await call<CataloguePage>('GET', '/api/v1/learning/courses?search=sales refresher')
    ).results.find((c) => c.title === 'Sales refresher');
    const courseUrl = `/api/v1/learning/courses/${found?.id}`;
    const course = await call<CourseDetail>('GET', courseUrl);
    expect(course.activities.map((a) => a.kind)).toEqual(['unevaluated_quiz', 'restart_test']);
    const [quiz, exam] = course.activities;

    const warmUp = await call<OpenAttempt>('POST', `/api/v1/assessment/activities/${quiz?.id}/attempts`);
    expect(warmUp.questions).toHaveLength(2);
    await call('POST', `/api/v1/assessment/attempts/${warmUp.id}/submit`, { 'idempotency-key': 'warm-up' });
    expect((await call<CourseDetail>('GET', courseUrl)).activities.map((a) => a.completed)).toEqual([
      true,
      false,
    ]);

    const examView = await call<TestView>('GET', `/api/v1/assessment/activities/${exam?.id}`);
    expect(examView).toMatchObject({ max_attempts: 1, time_limit_seconds: 900 });
    const attempt = await call<OpenAttempt>('POST', `/api/v1/assessment/activities/${exam?.id}/attempts`);
    expect(attempt.questions).toHaveLength(3);
    const result = await call<AttemptResult>('POST', `/api/v1/assessment/attempts/${attempt.id}/submit`, {
      'idempotency-key': 'refresher',
    });
    expect(result).toMatchObject({ outcome: 'restarted' });
    expect((await call<CourseDetail>('GET', courseUrl)).activities.map((a) => a.completed)).toEqual([
      false,
      false,
    ]);
  });

  it('shows the demo bank to the instructor and the academy administrator, who previews its test', async () => {
    const instructor = bearer(await login(t.app, 'instructor', DEMO_PASSWORD));
    const banks = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/assessment/banks', headers: instructor })
    ).json() as BankPage;
    const bank = banks.results.find((b) => b.title === 'Atendimento');
    // the three tests of "Service check", the one of "Service in practice" (step 2026-12-03 assessment reviews)
    // and the two of "Sales refresher" (step 2026-12-04 assessment restart test)
    expect(bank).toMatchObject({ question_count: 6, test_count: 6 });
    const read = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/assessment/banks/${bank?.id}`,
        headers: instructor,
      })
    ).json() as QuestionBank;
    expect(read.questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    const admin = bearer(await login(t.app, 'admin', DEMO_PASSWORD));
    const academy = await t.db
      .selectFrom('clients')
      .select('id')
      .where('slug', '=', 'franchise-academy')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers: admin,
      payload: { client_id: academy.id },
    });
    const tests = await t.db
      .selectFrom('assessment_tests')
      .select('activity_id')
      .where('bank_id', '=', bank?.id ?? 0)
      .orderBy('activity_id')
      .execute();
    const preview = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/assessment/activities/${tests[0]?.activity_id}/preview`,
        headers: admin,
      })
    ).json() as TestPreview;
    expect(preview).toMatchObject({ kind: 'conventional_test', max_attempts: 3 });
    expect(preview.questions).toHaveLength(4);
  });

  it('reviews the instructor’s “Service in practice”: its average, its item analysis, a report to moderate', async () => {
    const get = async <T>(username: string, url: string) => {
      const headers = bearer(await login(t.app, username, DEMO_PASSWORD));
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'accept-language': 'en-US' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const found = (
      await get<CataloguePage>('learner', '/api/v1/learning/courses?search=service in practice')
    ).results.find((c) => c.title === 'Service in practice');
    const reviews = await get<ReviewPage>('learner', `/api/v1/reviews?course_id=${found?.id}`);
    expect(reviews.summary).toEqual({ average: 4.2, count: 5 });
    expect(reviews.mine).toBeNull();
    const test = await t.db
      .selectFrom('activities')
      .select('id')
      .where('course_id', '=', found?.id ?? 0)
      .executeTakeFirstOrThrow();
    const analysis = await get<ItemAnalysis>(
      'instructor',
      `/api/v1/admin/assessment/activities/${test.id}/item-analysis`,
    );
    expect(analysis).toMatchObject({ sittings: 7, count: 5 });
    expect(analysis.questions.map((q) => q.asked)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(analysis.questions.map((q) => q.correct)).toEqual([6, 6, 4, 5, 2, 4]);
    const queue = await get<ModerationPage>('moderator', '/api/v1/admin/reviews');
    expect(queue.results.map((r) => [r.author, r.open_reports])).toEqual([['Fábio Frente', 1]]);
  });
});
