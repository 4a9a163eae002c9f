import type { AuthoringQuestion, BankPage, QuestionBank } from '@elevar/contract';
import { QUESTION_TYPES } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import {
  admin,
  authorBank,
  call,
  client,
  courseWithTest,
  learnerOf,
  otherAdmin,
  t,
  take,
  useAssessmentSuite,
} from '../../../../test/assessment-suite.ts';
import { buildCourse } from '../../../../test/course-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';

// The staff's banks and questions: built, listed, renamed, edited, taken out and deleted; who may, and tenant isolation.
useAssessmentSuite();

const BANKS = '/api/v1/admin/assessment/banks';
const ACTIVITIES = '/api/v1/admin/assessment/activities';
const CSV_HEADER = 'type,prompt,options,correct\n';

describe('banks and questions', () => {
  it('builds a bank of the six question types, refuses a key that does not fit, and records the changes', async () => {
    const { bank } = await authorBank();
    const read = await call<QuestionBank>(admin, 'GET', `/api/v1/admin/assessment/banks/${bank.id}`);
    expect(read.body.questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    const bad = await call(admin, 'POST', `/api/v1/admin/assessment/banks/${bank.id}/questions`, {
      prompt: 'x',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      key: { type: 'single', correct: 'z' },
    });
    expect(bad.status).toBe(422);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('actor_id', '=', admin.id)
      .where('action', 'like', 'assessment.%')
      .execute();
    expect(audit.map((a) => a.action)).toContain('assessment.bank.created');
    expect(audit.filter((a) => a.action === 'assessment.question.created').length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a question count the bank cannot draw', async () => {
    const { bank } = await authorBank();
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'block_test', content: {} }],
    });
    const set = await call(admin, 'PUT', `/api/v1/admin/assessment/activities/${course.activityIds[0]}`, {
      bank_id: bank.id,
      max_attempts: 1,
      question_count: 7,
      time_limit_seconds: null,
    });
    expect(set.status).toBe(409);
  });

  it("keeps another client's banks and tests out of reach", async () => {
    const test = await courseWithTest('conventional_test');
    expect((await call(otherAdmin, 'GET', `/api/v1/admin/assessment/banks/${test.bank.id}`)).status).toBe(
      404,
    );
    expect((await call(otherAdmin, 'GET', `/api/v1/admin/assessment/activities/${test.testId}`)).status).toBe(
      404,
    );
    const learner = await learnerOf(client.id);
    expect((await call(learner, 'POST', '/api/v1/admin/assessment/banks', { title: 'x' })).status).toBe(403);
  });

  it('lists the client’s banks a page at a time, by title, with their question and test counts', async () => {
    const { bank } = await authorBank();
    const renamed = await call<QuestionBank>(admin, 'PATCH', `${BANKS}/${bank.id}`, {
      title: 'Zebra listada',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Zebra listada');
    const found = await call<BankPage>(admin, 'GET', `${BANKS}?search=zebra&page_size=1`);
    expect(found.body).toMatchObject({ count: 1, page: 1, page_size: 1 });
    expect(found.body.results[0]).toMatchObject({
      id: bank.id,
      title: 'Zebra listada',
      question_count: 6,
      test_count: 0,
    });
    const all = await call<BankPage>(admin, 'GET', `${BANKS}?page_size=2&page=1`);
    expect(all.body.results).toHaveLength(2);
    expect(all.body.count).toBeGreaterThanOrEqual(2);
    const theirs = await call<BankPage>(otherAdmin, 'GET', `${BANKS}?search=zebra`);
    expect(theirs.body.count).toBe(0);
    expect((await call(admin, 'PATCH', `${BANKS}/${bank.id}`, { title: ' ' })).status).toBe(400);
  });

  it('edits a question whole (its type may change) and takes one out; the key must fit', async () => {
    const { bank } = await authorBank();
    const [first] = bank.questions.length
      ? bank.questions
      : (await call<QuestionBank>(admin, 'GET', `${BANKS}/${bank.id}`)).body.questions;
    if (!first) throw new Error('no question');
    const url = `${BANKS}/${bank.id}/questions/${first.id}`;
    const edited = await call<AuthoringQuestion>(admin, 'PUT', url, {
      prompt: 'Agora é verdadeiro ou falso?',
      key: { type: 'true_false', correct: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: first.id,
      type: 'true_false',
      key: { type: 'true_false', correct: false },
    });
    const noneRight = await call(admin, 'PUT', url, {
      prompt: 'Quais?',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      key: { type: 'multiple', correct: [] },
    });
    expect(noneRight.status).toBe(400);
    const oneOption = await call(admin, 'PUT', url, {
      prompt: 'Qual?',
      options: [{ id: 'a', text: 'A' }],
      key: { type: 'single', correct: 'a' },
    });
    expect(oneOption.status).toBe(422);
    expect((await call(admin, 'DELETE', url)).status).toBe(200);
    const after = await call<QuestionBank>(admin, 'GET', `${BANKS}/${bank.id}`);
    expect(after.body.questions.map((q) => q.id)).not.toContain(first.id);
    expect(
      (await call(admin, 'PUT', url, { prompt: 'x', key: { type: 'true_false', correct: true } })).status,
    ).toBe(404);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', first.id)
      .where('action', 'like', 'assessment.question.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['assessment.question.updated', 'assessment.question.archived']),
    );
  });

  it('refuses to delete a bank a test draws from, or to leave a test more questions than the bank holds', async () => {
    const test = await courseWithTest('conventional_test', { question_count: 6 });
    expect((await call(admin, 'DELETE', `${BANKS}/${test.bank.id}`)).status).toBe(409);
    const [question] = [...test.answers.keys()];
    expect((await call(admin, 'DELETE', `${BANKS}/${test.bank.id}/questions/${question}`)).status).toBe(409);
    // a test moved to another bank after an attempt: its old bank still holds the attempt's questions
    const learner = await learnerOf(client.id);
    await take(learner, test, 6);
    const next = await authorBank();
    const moved = await call(admin, 'PUT', `/api/v1/admin/assessment/activities/${test.testId}`, {
      bank_id: next.bank.id,
      max_attempts: 3,
      question_count: 6,
      time_limit_seconds: null,
    });
    expect(moved.status).toBe(200);
    expect((await call(admin, 'DELETE', `${BANKS}/${test.bank.id}`)).status).toBe(409);
    const spare = await authorBank();
    expect((await call(admin, 'DELETE', `${BANKS}/${spare.bank.id}`)).status).toBe(200);
    expect((await call(admin, 'GET', `${BANKS}/${spare.bank.id}`)).status).toBe(404);
    const left = await t.db
      .selectFrom('assessment_questions')
      .select('id')
      .where('bank_id', '=', spare.bank.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('lets an instructor build banks and their own tests, not a colleague’s; a learner none', async () => {
    const instructor = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'instructor' }] });
    const bank = await authorBank(instructor);
    expect((await call(instructor, 'GET', `${BANKS}/${bank.bank.id}`)).status).toBe(200);
    const colleagueTest = await courseWithTest('conventional_test', {}, bank);
    expect((await call(instructor, 'GET', `${ACTIVITIES}/${colleagueTest.testId}`)).status).toBe(404);
    expect((await call(instructor, 'GET', `${ACTIVITIES}/${colleagueTest.testId}/preview`)).status).toBe(404);
    const learner = await learnerOf(client.id);
    for (const [method, url] of [
      ['GET', BANKS],
      ['PATCH', `${BANKS}/${bank.bank.id}`],
      ['DELETE', `${BANKS}/${bank.bank.id}`],
      ['POST', `${BANKS}/${bank.bank.id}/import`],
      ['GET', `${ACTIVITIES}/${colleagueTest.testId}/attempts`],
    ] as const)
      expect(
        (
          await call(
            learner,
            method,
            url,
            method === 'GET' || method === 'DELETE' ? undefined : { title: 'x', csv: 'x' },
          )
        ).status,
      ).toBe(403);
  });

  it('keeps another client’s banks, questions and tests out of reach of every staff endpoint', async () => {
    const test = await courseWithTest('conventional_test');
    const [question] = [...test.answers.keys()];
    const bank = `${BANKS}/${test.bank.id}`;
    for (const [method, url, payload] of [
      ['PATCH', bank, { title: 'x' }],
      ['DELETE', bank, undefined],
      ['PUT', `${bank}/questions/${question}`, { prompt: 'x', key: { type: 'true_false', correct: true } }],
      ['DELETE', `${bank}/questions/${question}`, undefined],
      ['POST', `${bank}/import`, { csv: CSV_HEADER }],
      ['GET', `${ACTIVITIES}/${test.testId}/preview`, undefined],
      ['GET', `${ACTIVITIES}/${test.testId}/attempts`, undefined],
    ] as const)
      expect((await call(otherAdmin, method, url, payload)).status).toBe(404);
  });
});
