import type {
  AttemptResult,
  BankPage,
  CataloguePage,
  CourseDetail,
  OpenAttempt,
  QuestionBank,
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

  it('shows the demo bank to the instructor and the academy administrator, who previews its test', async () => {
    const instructor = bearer(await login(t.app, 'instructor', DEMO_PASSWORD));
    const banks = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/assessment/banks', headers: instructor })
    ).json() as BankPage;
    const bank = banks.results.find((b) => b.title === 'Atendimento');
    expect(bank).toMatchObject({ question_count: 6, test_count: 3 });
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
});
