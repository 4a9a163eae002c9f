import type { AttemptResult, OpenAttempt } from '@elevar/contract';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import type { AssessmentSite } from './assessment-seed.ts';
import { type BurstResult, bodyRequest } from './http-load.ts';
import type { Learner } from './learning-seed.ts';

/**
 * The end of a timed exam (assessment.ts, part 1): every learner starts the exam's attempt and answers it through the
 * API, then all submit at the same moment, one connection each; afterwards every attempt must be scored once with
 * the grade its answers earn, and no answer key may have reached a learner before the submission.
 */

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

const QUESTIONS = 10;
const ORDER = ['cumprimentar', 'entender', 'oferecer', 'fechar'].join();

/** Learner `i` answers the first `right` questions of their attempt right and the rest wrong, maybe one blank. */
export function planOf(i: number) {
  const right = i % (QUESTIONS + 1);
  const blank = i % 7 === 3 && right < QUESTIONS;
  const score = (right / QUESTIONS) * 100;
  return { right, blank, score, passed: score >= 70 };
}

export interface Prepared {
  attempts: OpenAttempt[];
  /** Responses before submission carrying a key, an explanation or an ordering shown in its right order. */
  leaks: string[];
  problems: string[];
  seconds: number;
}

/** Starts every learner's attempt and saves their answers (16 requests at a time), reading every answer for leaks. */
export async function prepareExam(port: number, site: AssessmentSite): Promise<Prepared> {
  const began = performance.now();
  const leaks: string[] = [];
  const problems: string[] = [];
  const call = async (learner: Learner, method: string, path: string, body?: object) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${learner.token}`,
        'accept-language': learner.language,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    for (const secret of site.secrets) if (text.includes(secret)) leaks.push(`${method} ${path}: ${secret}`);
    if (!response.ok) problems.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return text;
  };
  const attempts: OpenAttempt[] = [];
  const { learners, testId } = site.exam;
  await inParallel(learners, 16, async (learner, i) => {
    const text = await call(learner, 'POST', `/api/v1/assessment/activities/${testId}/attempts`);
    const attempt = JSON.parse(text) as OpenAttempt;
    attempts[i] = attempt;
    if (attempt.questions?.length !== QUESTIONS)
      problems.push(`learner ${learner.userId}: ${attempt.questions?.length} questions drawn`);
    for (const q of attempt.questions ?? []) {
      const fields = Object.keys(q).sort().join();
      if (fields !== 'id,image_url,options,prompt,right_options,type')
        leaks.push(`question fields ${fields}`);
      if (q.type === 'ordering' && q.options.map((o) => o.id).join() === ORDER)
        leaks.push(`question ${q.id}: shown in its right order`);
    }
  });
  const saves = attempts.flatMap((attempt, i) => {
    const plan = planOf(i);
    return (attempt.questions ?? []).flatMap((q, k) => {
      if (plan.blank && k === QUESTIONS - 1) return [];
      const pair = site.answers.get(q.id);
      if (!pair) throw new Error(`question ${q.id} is not the bench's`);
      return [
        {
          learner: learners[i] as Learner,
          attempt: attempt.id,
          question: q.id,
          answer: k < plan.right ? pair.right : pair.wrong,
        },
      ];
    });
  });
  await inParallel(saves, 16, async (save) => {
    await call(save.learner, 'PUT', `/api/v1/assessment/attempts/${save.attempt}/answers/${save.question}`, {
      answer: save.answer,
    });
  });
  return { attempts, leaks, problems, seconds: (performance.now() - began) / 1000 };
}

/** Every learner's submission, each with its Idempotency-Key, built before the moment they are sent. */
export function submissions(site: AssessmentSite, attempts: readonly OpenAttempt[]): Buffer[] {
  return attempts.map((attempt, i) => {
    const learner = site.exam.learners[i] as Learner;
    return bodyRequest('POST', `/api/v1/assessment/attempts/${attempt.id}/submit`, undefined, {
      Authorization: `Bearer ${learner.token}`,
      'Accept-Language': learner.language,
      'Idempotency-Key': `exam-${attempt.id}`,
    });
  });
}

/** The answers of a burst of submissions that do not say the grade each learner's answers earn. */
export function wrongAnswers(result: BurstResult, attempts: readonly OpenAttempt[]): string[] {
  const wrong: string[] = [];
  for (const [i, answer] of result.answers.entries()) {
    if (answer instanceof Error) {
      wrong.push(`attempt ${attempts[i]?.id}: ${answer.message}`);
      continue;
    }
    if (answer.status !== 200) {
      wrong.push(`attempt ${attempts[i]?.id}: ${answer.status} ${answer.body}`);
      continue;
    }
    const body = JSON.parse(answer.body) as AttemptResult;
    const plan = planOf(i);
    if (
      body.attempt_id !== attempts[i]?.id ||
      body.score !== plan.score ||
      body.correct !== plan.right ||
      body.total !== QUESTIONS ||
      body.passed !== plan.passed ||
      body.outcome !== (plan.passed ? 'approved' : 'reproved') ||
      body.corrections?.length !== QUESTIONS
    )
      wrong.push(`attempt ${attempts[i]?.id}: ${answer.body.slice(0, 160)}`);
  }
  return wrong;
}

/**
 * After the burst, in the database: each learner has one attempt, submitted by them with their key and the grade
 * their answers earn, a standing that used one attempt, and a certificate exactly when they passed (the exam finishes
 * the course).
 */
export async function verifyExam(db: Db, site: AssessmentSite, attempts: readonly OpenAttempt[]) {
  const { rows } = await sql<{
    user_id: string;
    attempts: string;
    id: string;
    status: string;
    closed_by: string | null;
    idempotency_key: string | null;
    score: string | null;
    correct: number | null;
    passed: boolean | null;
    attempts_used: number | null;
    certificates: string;
  }>`select u.id as user_id, count(a.id) as attempts, max(a.id) as id, max(a.status) as status,
      max(a.closed_by) as closed_by, max(a.idempotency_key) as idempotency_key, max(a.score) as score,
      max(a.correct) as correct, bool_or(a.passed) as passed, max(s.attempts_used) as attempts_used,
      (select count(*) from certificates x where x.user_id = u.id and x.course_id = ${site.exam.courseId})
        as certificates
    from unnest(${site.exam.learners.map((l) => l.userId)}::bigint[]) u(id)
      left join assessment_attempts a on a.user_id = u.id and a.activity_id = ${site.exam.testId}
      left join assessment_standings s on s.user_id = u.id and s.activity_id = ${site.exam.testId}
    group by u.id`.execute(db);
  const byUser = new Map(rows.map((row) => [Number(row.user_id), row]));
  const wrong: string[] = [];
  site.exam.learners.forEach((learner, i) => {
    const row = byUser.get(learner.userId);
    const plan = planOf(i);
    const attempt = attempts[i];
    if (
      !row ||
      !attempt ||
      Number(row.attempts) !== 1 ||
      Number(row.id) !== attempt.id ||
      row.status !== 'submitted' ||
      row.closed_by !== 'learner' ||
      row.idempotency_key !== `exam-${attempt.id}` ||
      Number(row.score) !== plan.score ||
      row.correct !== plan.right ||
      row.passed !== plan.passed ||
      row.attempts_used !== 1 ||
      Number(row.certificates) !== (plan.passed ? 1 : 0)
    )
      wrong.push(`learner ${learner.userId}: ${JSON.stringify(row)}`);
  });
  return wrong;
}
