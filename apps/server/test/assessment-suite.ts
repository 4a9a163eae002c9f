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
import { afterAll, beforeAll, expect } from 'vitest';
import { buildCourse } from './course-fixtures.ts';
import { buildClient } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { signedIn } from './registration.ts';

// The assessment tests' shared world (each test file gets its own): two clients, an administrator of each, and the
// helpers that author a bank of the six question types, set a test's rules and take it through the API.
export let t: TestContext;
export let client: { id: number };
export let other: { id: number };
export type Who = Awaited<ReturnType<typeof signedIn>>;
export let admin: Who;
export let otherAdmin: Who;

export const BLOCK_TEXT = 'Você foi bloqueado neste curso e não irá receber um certificado';

/** Opens the suite's test context (call once at the top of a test file). */
export function useAssessmentSuite(): void {
  beforeAll(async () => {
    t = await createTestContext();
    client = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
    other = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
    admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    otherAdmin = await signedIn(t.app, t.db, { clients: [{ id: other.id, role: 'program_admin' }] });
  });
  afterAll(() => t.close());
}

export const learnerOf = (clientId: number) =>
  signedIn(t.app, t.db, { clients: [{ id: clientId, role: 'learner' }] });

export async function call<T>(
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
export const QUESTIONS: { input: QuestionInput; right: object; wrong: object }[] = [
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

export interface Authored {
  bank: QuestionBank;
  /** question id → its right and wrong answers */
  answers: Map<number, { right: object; wrong: object }>;
}

export async function authorBank(who = admin): Promise<Authored> {
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
export async function courseWithTest(
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

export async function start(who: Who, testId: number) {
  const started = await call<OpenAttempt>(who, 'POST', `/api/v1/assessment/activities/${testId}/attempts`);
  expect(started.status).toBe(200);
  return started.body;
}

/** Answers every question of the attempt: the first `right` of them right, the rest wrong. */
export async function answer(who: Who, attempt: OpenAttempt, answers: Authored['answers'], right: number) {
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
export async function submit(who: Who, attemptId: number, key = `k-${++keySerial}`) {
  return call<AttemptResult>(who, 'POST', `/api/v1/assessment/attempts/${attemptId}/submit`, undefined, {
    'idempotency-key': key,
  });
}

export async function take(who: Who, test: { testId: number; answers: Authored['answers'] }, right: number) {
  const attempt = await start(who, test.testId);
  await answer(who, attempt, test.answers, right);
  const result = await submit(who, attempt.id);
  expect(result.status).toBe(200);
  return result.body;
}

/** Opens the course's video (the training starts) and, when `finish`, watches it to its end a minute later. */
export async function watchVideo(who: Who, videoId: number, finish: boolean) {
  const url = `/api/v1/learning/activities/${videoId}/progress`;
  const opened = await call(who, 'PUT', url, { seq: 1, position: 0, pages_seen: 0, completed: false });
  if (!finish) return opened;
  t.clock.advance(60_000);
  return call(who, 'PUT', url, { seq: 2, position: 60, pages_seen: 0, completed: true });
}

export const view = (who: Who, testId: number) =>
  call<TestView>(who, 'GET', `/api/v1/assessment/activities/${testId}`);
export const course = (who: Who, courseId: number) =>
  call<CourseDetail>(who, 'GET', `/api/v1/learning/courses/${courseId}`);

/**
 * What only an answer key or the author's explanation holds, none of which may reach a learner before submission
 * (the learner's own answers, matching pairs included, come back as saved).
 */
export const SECRETS = ['"correct"', '"accepted"', 'Zyxwv', '"key"', 'Verde é a cor', '"explanation"'];
