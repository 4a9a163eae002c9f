import { beforeAll, describe, it } from 'vitest';
import { buildCourse } from './course-fixtures.ts';
import { buildClient, buildUser } from './factories.ts';
import type { TestContext } from './harness.ts';
import { lengths, N, queryBudget, range } from './query-budget.ts';
import { signedIn } from './registration.ts';

// The query budget (query-budget.ts) for tests: the banks, a bank's questions, a test's preview, a test with its open attempt and last result,
// an attempt's corrections, and the staff's list of attempts.
const budget = queryBudget('assessment');
let t: TestContext;
beforeAll(() => {
  t = budget.context();
});

/** A test over a bank of `size` questions that a learner took once and has open again; `size` attempts of another. */
async function tested(size: number) {
  const client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
  const bank = await t.db
    .insertInto('assessment_banks')
    .values({ client_id: client.id, title: 'bank' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (size > 1)
    await t.db
      .insertInto('assessment_banks')
      .values(range(size - 1).map((i) => ({ client_id: client.id, title: `bank ${i}` })))
      .execute();
  const questions = await t.db
    .insertInto('assessment_questions')
    .values(
      range(size).map((i) => ({
        client_id: client.id,
        bank_id: bank.id,
        type: 'true_false',
        prompt: `question ${i}`,
        options: '[]',
        right_options: '[]',
        answer_key: JSON.stringify({ type: 'true_false', correct: true }),
        position: i + 1,
      })),
    )
    .returning('id')
    .execute();
  const course = await buildCourse(t.db, {
    clientId: client.id,
    activities: [
      { kind: 'conventional_test', content: {} },
      { kind: 'conventional_test', content: {} },
    ],
  });
  const [testId, listedId] = course.activityIds as [number, number];
  for (const activityId of [testId, listedId])
    await t.db
      .insertInto('assessment_tests')
      .values({
        activity_id: activityId,
        client_id: client.id,
        bank_id: bank.id,
        max_attempts: null,
        question_count: null,
        time_limit_seconds: 600,
        show_corrections: true,
      })
      .execute();
  const post = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...learner.headers, ...headers } });
  const first = (await post(`/api/v1/assessment/activities/${testId}/attempts`)).json() as { id: number };
  await post(`/api/v1/assessment/attempts/${first.id}/submit`, { 'idempotency-key': 'k' });
  await post(`/api/v1/assessment/activities/${testId}/attempts`);
  for (const i of range(size)) {
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    await t.db
      .insertInto('assessment_attempts')
      .values({
        client_id: client.id,
        user_id: user.id,
        activity_id: listedId,
        course_id: course.id,
        cycle: 0,
        number: 1,
        questions: JSON.stringify([{ id: questions[0]?.id, options: [], right: [] }]),
        status: 'submitted',
        started_at: new Date(Date.UTC(2026, 10, 20, 0, i)),
        submitted_at: new Date(Date.UTC(2026, 10, 20, 0, i, 30)),
        score: 50,
      })
      .execute();
    // a reported review of the course by each of them
    await t.db
      .insertInto('course_reviews')
      .values({
        client_id: client.id,
        course_id: course.id,
        user_id: user.id,
        rating: 4,
        comment: '',
        open_reports: 1,
      })
      .execute();
  }
  return {
    admin: admin.headers,
    learner: learner.headers,
    bank: bank.id,
    testId,
    listedId,
    courseId: course.id,
    attempt: first.id,
  };
}

describe('the query budget: a page of 25 rows costs the statements of a page of one', () => {
  let one: Awaited<ReturnType<typeof tested>>;
  let many: Awaited<ReturnType<typeof tested>>;
  beforeAll(async () => {
    one = await tested(1);
    many = await tested(N);
  });

  it('a test with its open attempt and last result, and an attempt’s corrections', async () => {
    const { expectSameStatements } = budget;
    await expectSameStatements(
      { url: `/api/v1/assessment/activities/${one.testId}`, headers: one.learner },
      { url: `/api/v1/assessment/activities/${many.testId}`, headers: many.learner },
      lengths('open_attempt.questions', 'last_result.corrections'),
    );
    await expectSameStatements(
      { url: `/api/v1/assessment/attempts/${one.attempt}`, headers: one.learner },
      { url: `/api/v1/assessment/attempts/${many.attempt}`, headers: many.learner },
      lengths('corrections'),
    );
  });

  it('staff: the banks, a bank’s questions, a test’s preview and its attempts', async () => {
    const { expectSameStatements } = budget;
    await expectSameStatements(
      { url: '/api/v1/admin/assessment/banks?page_size=25', headers: one.admin },
      { url: '/api/v1/admin/assessment/banks?page_size=25', headers: many.admin },
      lengths('results'),
    );
    await expectSameStatements(
      { url: `/api/v1/admin/assessment/activities/${one.testId}/preview`, headers: one.admin },
      { url: `/api/v1/admin/assessment/activities/${many.testId}/preview`, headers: many.admin },
      lengths('questions'),
    );
    await expectSameStatements(
      { url: `/api/v1/admin/assessment/banks/${one.bank}`, headers: one.admin },
      { url: `/api/v1/admin/assessment/banks/${many.bank}`, headers: many.admin },
      lengths('questions'),
    );
    await expectSameStatements(
      {
        url: `/api/v1/admin/assessment/activities/${one.listedId}/attempts?page_size=25`,
        headers: one.admin,
      },
      {
        url: `/api/v1/admin/assessment/activities/${many.listedId}/attempts?page_size=25`,
        headers: many.admin,
      },
      lengths('results'),
    );
  });

  it('a test’s item analysis (questions, learners, CSV); a course’s reviews and the moderators’ queue', async () => {
    const { expectSameStatements } = budget;
    const analysis = (of: typeof one, id: number, csv = '') => ({
      url: `/api/v1/admin/assessment/activities/${id}/item-analysis${csv}?page_size=25`,
      headers: of.admin,
    });
    await expectSameStatements(analysis(one, one.testId), analysis(many, many.testId), lengths('questions'));
    await expectSameStatements(
      analysis(one, one.listedId),
      analysis(many, many.listedId),
      lengths('results'),
    );
    const csvRows = (body: string) => body.split('\r\n').filter(Boolean).length - 1;
    await expectSameStatements(
      analysis(one, one.testId, '.csv'),
      analysis(many, many.testId, '.csv'),
      csvRows,
    );
    await expectSameStatements(
      { url: `/api/v1/reviews?course_id=${one.courseId}&page_size=25`, headers: one.learner },
      { url: `/api/v1/reviews?course_id=${many.courseId}&page_size=25`, headers: many.learner },
      lengths('results'),
    );
    await expectSameStatements(
      { url: '/api/v1/admin/reviews?page_size=25', headers: one.admin },
      { url: '/api/v1/admin/reviews?page_size=25', headers: many.admin },
      lengths('results'),
    );
  });

  it('measures every list route it owns (the others are named in NOT_LISTS)', () => {
    budget.expectEveryListMeasured();
  });
});
