import type { ItemAnalysis, OpenAttempt } from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  client,
  courseWithTest,
  learnerOf,
  otherAdmin,
  start,
  submit,
  t,
  useAssessmentSuite,
  type Who,
} from '../../../../test/assessment-suite.ts';

// Item analysis (docs/assessment.md "Item analysis"): the numbers of four sittings worked by hand, the learners'
// attempts, the CSV, and who may read it.
useAssessmentSuite();

/** Submits an attempt whose questions of `right` ids are answered right and the others wrong. */
async function sit(
  who: Who,
  test: Awaited<ReturnType<typeof courseWithTest>>,
  right: (questionId: number, rank: number) => boolean,
) {
  const attempt: OpenAttempt = await start(who, test.testId);
  const ids = [...test.answers.keys()].sort((a, b) => a - b);
  for (const q of attempt.questions) {
    const pair = test.answers.get(q.id);
    if (!pair) throw new Error('unknown question');
    const saved = await call(who, 'PUT', `/api/v1/assessment/attempts/${attempt.id}/answers/${q.id}`, {
      answer: right(q.id, ids.indexOf(q.id)) ? pair.right : pair.wrong,
    });
    expect(saved.status).toBe(200);
  }
  expect((await submit(who, attempt.id)).status).toBe(200);
  t.clock.advance(60_000);
}

describe('item analysis', () => {
  it('difficulty and point-biserial discrimination per question, attempts per learner, and the CSV', async () => {
    const test = await courseWithTest('conventional_test', { max_attempts: 5, min_score: 100 });
    const [a, b, c] = [await learnerOf(client.id), await learnerOf(client.id), await learnerOf(client.id)];
    // sittings scored 1, 1/2, 1/6, 1/6 (the questions by id: q1 right by all, q2 and q3 by a and b, the rest by a)
    await sit(a, test, () => true);
    await sit(b, test, (_, rank) => rank < 3);
    await sit(c, test, (_, rank) => rank === 0);
    await sit(c, test, (_, rank) => rank === 0);
    const url = `/api/v1/admin/assessment/activities/${test.testId}/item-analysis`;
    const analysis = await call<ItemAnalysis>(admin, 'GET', url);
    expect(analysis.status).toBe(200);
    expect(analysis.body.sittings).toBe(4);
    // mean 11/24, population s.d. 0.3505: q2 p ½, M₁ ¾, M₀ ⅙ → 0.8552; q4 p ¼, M₁ 1, M₀ 5/18 → 0.9169
    expect(analysis.body.questions.map((q) => [q.asked, q.correct, q.difficulty, q.discrimination])).toEqual([
      [4, 4, 1, null],
      [4, 2, 0.5, 0.8552],
      [4, 2, 0.5, 0.8552],
      [4, 1, 0.25, 0.9169],
      [4, 1, 0.25, 0.9169],
      [4, 1, 0.25, 0.9169],
    ]);
    expect(analysis.body.questions[0]).toMatchObject({ type: 'single', prompt: 'Qual cor?' });
    expect(analysis.body.count).toBe(3);
    expect(analysis.body.results.map((r) => [r.username, r.attempts, r.best_score])).toEqual([
      [c.username, 2, 16.67],
      [b.username, 1, 50],
      [a.username, 1, 100],
    ]);
    const second = await call<ItemAnalysis>(admin, 'GET', `${url}?page=2&page_size=2`);
    expect(second.body.results.map((r) => r.username)).toEqual([a.username]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${url}.csv`,
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="test-${test.testId}-item-analysis.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFquestion,type,prompt,asked,correct,difficulty,discrimination');
    const [q1, q2] = analysis.body.questions;
    expect(lines[1]).toBe(`${q1?.question_id},single,Qual cor?,4,4,1,`);
    expect(lines[2]).toBe(`${q2?.question_id},multiple,Quais são frutas?,4,2,0.5,0.8552`);
    expect(lines).toHaveLength(8);
  });

  it('learners are refused; another client’s test is not found', async () => {
    const test = await courseWithTest('conventional_test');
    const url = `/api/v1/admin/assessment/activities/${test.testId}/item-analysis`;
    const learner = await learnerOf(client.id);
    expect((await call(learner, 'GET', url)).status).toBe(403);
    expect((await call(otherAdmin, 'GET', url)).status).toBe(404);
    expect((await call(otherAdmin, 'GET', `${url}.csv`)).status).toBe(404);
  });
});
