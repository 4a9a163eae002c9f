import type {
  AttemptResult,
  AuthoringQuestion,
  CourseDetail,
  OpenAttempt,
  QuestionBank,
  QuestionInput,
  TestSettings,
  TestView,
} from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedIn } from '../../../test/registration.ts';
import { buildCourse, buildTrail } from '../learning/test/fixtures.ts';
import { closeExpiredAttempts } from './deadline.ts';

let t: TestContext;
let client: { id: number };
let other: { id: number };
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who;
let otherAdmin: Who;

const BLOCK_TEXT = 'Você foi bloqueado neste curso e não irá receber um certificado';

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
  other = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
  admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
  otherAdmin = await signedIn(t.app, t.db, { clients: [{ id: other.id, role: 'program_admin' }] });
});
afterAll(() => t.close());

const learnerOf = (clientId: number) =>
  signedIn(t.app, t.db, { clients: [{ id: clientId, role: 'learner' }] });

async function call<T>(
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': 'pt-BR', ...headers },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() as T, text: response.body };
}

/** Six questions, one of each type; the answers that are right and those that are wrong. */
const QUESTIONS: { input: QuestionInput; right: object; wrong: object }[] = [
  {
    input: {
      prompt: 'Qual cor?',
      options: [
        { id: 'a', text: 'Azul' },
        { id: 'b', text: 'Verde' },
      ],
      key: { type: 'single', correct: 'b' },
      explanation: 'Verde é a cor da marca.',
    },
    right: { type: 'single', choice: 'b' },
    wrong: { type: 'single', choice: 'a' },
  },
  {
    input: {
      prompt: 'Quais são frutas?',
      options: [
        { id: 'm', text: 'Maçã' },
        { id: 'p', text: 'Pedra' },
        { id: 'u', text: 'Uva' },
      ],
      key: { type: 'multiple', correct: ['m', 'u'] },
    },
    right: { type: 'multiple', choices: ['u', 'm'] },
    wrong: { type: 'multiple', choices: ['m'] },
  },
  {
    input: { prompt: 'O céu é azul?', key: { type: 'true_false', correct: true } },
    right: { type: 'true_false', value: true },
    wrong: { type: 'true_false', value: false },
  },
  {
    input: {
      prompt: 'Ligue país e capital',
      options: [
        { id: 'br', text: 'Brasil' },
        { id: 'ar', text: 'Argentina' },
      ],
      right_options: [
        { id: 'x1', text: 'Buenos Aires' },
        { id: 'x2', text: 'Brasília' },
      ],
      key: { type: 'matching', pairs: { br: 'x2', ar: 'x1' } },
    },
    right: { type: 'matching', pairs: { br: 'x2', ar: 'x1' } },
    wrong: { type: 'matching', pairs: { br: 'x1', ar: 'x2' } },
  },
  {
    input: {
      prompt: 'Ordene os passos',
      options: [
        { id: 's1', text: 'Abrir' },
        { id: 's2', text: 'Usar' },
        { id: 's3', text: 'Fechar' },
      ],
      key: { type: 'ordering', order: ['s1', 's2', 's3'] },
    },
    right: { type: 'ordering', order: ['s1', 's2', 's3'] },
    wrong: { type: 'ordering', order: ['s3', 's2', 's1'] },
  },
  {
    input: { prompt: 'Nome do programa?', key: { type: 'short_answer', accepted: ['Zyxwv Secreto', 'ZS'] } },
    right: { type: 'short_answer', text: 'zyxwv secreto.' },
    wrong: { type: 'short_answer', text: 'outro' },
  },
];

interface Authored {
  bank: QuestionBank;
  /** question id → its right and wrong answers */
  answers: Map<number, { right: object; wrong: object }>;
}

async function authorBank(who = admin): Promise<Authored> {
  const bank = await call<QuestionBank>(who, 'POST', '/api/v1/admin/assessment/banks', { title: 'Banco' });
  expect(bank.status).toBe(201);
  const answers = new Map<number, { right: object; wrong: object }>();
  for (const q of QUESTIONS) {
    const added = await call<AuthoringQuestion>(
      who,
      'POST',
      `/api/v1/admin/assessment/banks/${bank.body.id}/questions`,
      q.input,
    );
    expect(added.status).toBe(201);
    answers.set(added.body.id, { right: q.right, wrong: q.wrong });
  }
  return { bank: bank.body, answers };
}

/** A published course of a video and a test of `kind`, its rules set through the API. */
async function courseWithTest(
  kind: string,
  rules: Partial<{
    max_attempts: number | null;
    min_score: number;
    min_correct: number;
    question_count: number | null;
    time_limit_seconds: number | null;
    show_corrections: boolean;
  }> = {},
  authored?: Authored,
) {
  const course = await buildCourse(t.db, {
    clientId: client.id,
    activities: [
      { kind: 'video', duration: 60 },
      { kind, content: {} },
    ],
  });
  const testId = course.activityIds[1] as number;
  const bank = authored ?? (await authorBank());
  const settings = await call<TestSettings>(admin, 'PUT', `/api/v1/admin/assessment/activities/${testId}`, {
    bank_id: bank.bank.id,
    max_attempts: 3,
    min_score: 70,
    question_count: null,
    time_limit_seconds: null,
    show_corrections: false,
    ...rules,
  });
  expect(settings.status).toBe(200);
  return { courseId: course.id, videoId: course.activityIds[0] as number, testId, ...bank };
}

async function start(who: Who, testId: number) {
  const started = await call<OpenAttempt>(who, 'POST', `/api/v1/assessment/activities/${testId}/attempts`);
  expect(started.status).toBe(200);
  return started.body;
}

/** Answers every question of the attempt: the first `right` of them right, the rest wrong. */
async function answer(who: Who, attempt: OpenAttempt, answers: Authored['answers'], right: number) {
  for (const [index, q] of attempt.questions.entries()) {
    const pair = answers.get(q.id);
    if (!pair) throw new Error('unknown question');
    const saved = await call(who, 'PUT', `/api/v1/assessment/attempts/${attempt.id}/answers/${q.id}`, {
      answer: index < right ? pair.right : pair.wrong,
    });
    expect(saved.status).toBe(200);
  }
}

let keySerial = 0;
async function submit(who: Who, attemptId: number, key = `k-${++keySerial}`) {
  return call<AttemptResult>(who, 'POST', `/api/v1/assessment/attempts/${attemptId}/submit`, undefined, {
    'idempotency-key': key,
  });
}

async function take(who: Who, test: { testId: number; answers: Authored['answers'] }, right: number) {
  const attempt = await start(who, test.testId);
  await answer(who, attempt, test.answers, right);
  const result = await submit(who, attempt.id);
  expect(result.status).toBe(200);
  return result.body;
}

/** Opens the course's video (the training starts) and, when `finish`, watches it to its end a minute later. */
async function watchVideo(who: Who, videoId: number, finish: boolean) {
  const url = `/api/v1/learning/activities/${videoId}/progress`;
  const opened = await call(who, 'PUT', url, { seq: 1, position: 0, pages_seen: 0, completed: false });
  if (!finish) return opened;
  t.clock.advance(60_000);
  return call(who, 'PUT', url, { seq: 2, position: 60, pages_seen: 0, completed: true });
}

const view = (who: Who, testId: number) =>
  call<TestView>(who, 'GET', `/api/v1/assessment/activities/${testId}`);
const course = (who: Who, courseId: number) =>
  call<CourseDetail>(who, 'GET', `/api/v1/learning/courses/${courseId}`);

/**
 * What only an answer key or the author's explanation holds, none of which may reach a learner before submission
 * (the learner's own answers, matching pairs included, come back as saved).
 */
const SECRETS = ['"correct"', '"accepted"', 'Zyxwv', '"key"', 'Verde é a cor', '"explanation"'];

describe('authoring', () => {
  it('builds a bank of the six question types, refuses a key that does not fit, and records the changes', async () => {
    const { bank } = await authorBank();
    const read = await call<QuestionBank>(admin, 'GET', `/api/v1/admin/assessment/banks/${bank.id}`);
    expect(read.body.questions.map((q) => q.type)).toEqual([
      'single',
      'multiple',
      'true_false',
      'matching',
      'ordering',
      'short_answer',
    ]);
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
});

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

describe('tenant isolation', () => {
  it("a learner never reads another client's test nor another learner's attempt", async () => {
    const test = await courseWithTest('conventional_test');
    const owner = await learnerOf(client.id);
    const attempt = await start(owner, test.testId);
    const stranger = await learnerOf(other.id);
    const neighbour = await learnerOf(client.id);
    expect((await view(stranger, test.testId)).status).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/v1/assessment/activities/${test.testId}/attempts`)).status,
    ).toBe(404);
    expect((await call(neighbour, 'GET', `/api/v1/assessment/attempts/${attempt.id}`)).status).toBe(404);
    expect((await submit(neighbour, attempt.id)).status).toBe(404);
    const grant = await call(
      otherAdmin,
      'POST',
      `/api/v1/admin/assessment/activities/${test.testId}/learners/${owner.id}/interventions`,
      { kind: 'extra_attempt', reason: 'x' },
    );
    expect(grant.status).toBe(404);
  });
});
