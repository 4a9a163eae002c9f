import type { ModerationPage, Review, ReviewPage } from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import {
  call,
  client,
  learnerOf,
  other,
  otherAdmin,
  t,
  useAssessmentSuite,
} from '../../../../test/assessment-suite.ts';
import { buildCourse, buildTrail } from '../../../../test/course-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';

// Reviews (docs/assessment.md "Reviews"): one per user (two concurrent posts too), author-only changes, the average,
// reports and the moderators' hide and restore, tenant isolation.
useAssessmentSuite();

type Who = Awaited<ReturnType<typeof learnerOf>>;
const post = (who: Who, courseId: number, rating: number, comment = '') =>
  call<Review & { error?: { code: string; message: string } }>(who, 'POST', '/api/v1/reviews', {
    course_id: courseId,
    rating,
    comment,
  });
const page = (who: Who, courseId: number, query = '') =>
  call<ReviewPage>(who, 'GET', `/api/v1/reviews?course_id=${courseId}${query}`);
const course = () => buildCourse(t.db, { clientId: client.id });

describe('reviews', () => {
  it('one per user: a second review is refused, and of two concurrent posts one is written', async () => {
    const { id } = await course();
    const learner = await learnerOf(client.id);
    const first = await post(learner, id, 4, 'Bom curso');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 4, comment: 'Bom curso', mine: true, hidden: false });
    const second = await post(learner, id, 5);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'assessment.review_exists',
      message: 'Você já avaliou este curso. Edite a sua avaliação em vez de enviar outra.',
    });

    const racer = await learnerOf(client.id);
    const raced = await Promise.all([post(racer, id, 3), post(racer, id, 2)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.db
      .selectFrom('course_reviews')
      .select('rating')
      .where('course_id', '=', id)
      .where('user_id', '=', racer.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('only the author edits or deletes a review; deleted, another may be written', async () => {
    const { id } = await course();
    const author = await learnerOf(client.id);
    const neighbour = await learnerOf(client.id);
    const review = (await post(author, id, 2, 'Fraco')).body;
    for (const [method, payload] of [
      ['PATCH', { rating: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call<{ error: { code: string } }>(
        neighbour,
        method,
        `/api/v1/reviews/${review.id}`,
        payload,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('assessment.review_not_author');
    }
    const edited = await call<Review>(author, 'PATCH', `/api/v1/reviews/${review.id}`, {
      rating: 5,
      comment: 'Melhorou',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: review.id, rating: 5, comment: 'Melhorou' });
    expect((await call(author, 'DELETE', `/api/v1/reviews/${review.id}`)).status).toBe(200);
    expect((await page(author, id)).body).toMatchObject({ mine: null, count: 0 });
    expect((await post(author, id, 3)).status).toBe(201);
  });

  it('the average and count of the visible reviews, the list paged newest first, the learner’s own', async () => {
    const trail = await buildTrail(t.db, { clientId: client.id, courseIds: [(await course()).id] });
    const learners = await Promise.all([1, 2, 3].map(() => learnerOf(client.id)));
    for (const [index, rating] of [5, 4, 2].entries()) {
      expect((await post(learners[index] as Who, trail.id, rating)).status).toBe(201);
    }
    const reader = learners[0] as Who;
    const first = await page(reader, trail.id, '&page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.summary).toEqual({ average: 3.7, count: 3 });
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((r) => r.rating)).toEqual([2, 4]);
    expect(first.body.mine).toMatchObject({ rating: 5, mine: true });
    expect((await page(reader, trail.id, '&page=2&page_size=2')).body.results.map((r) => r.rating)).toEqual([
      5,
    ]);
    const bad = await post(reader, trail.id, 6);
    expect(bad.status).toBe(400);
    expect((await post(reader, trail.id, 3, 'x'.repeat(257))).status).toBe(400);
  });

  it('a report reaches the moderators, who hide the review (out of the average) and restore it; audited', async () => {
    const { id } = await course();
    const author = await learnerOf(client.id);
    const fan = await learnerOf(client.id);
    const review = (await post(author, id, 1, 'Spam spam')).body;
    await post(fan, id, 5);
    const moderator = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'moderator' }] });
    const report = () => call(fan, 'POST', `/api/v1/reviews/${review.id}/reports`, { reason: 'Propaganda' });
    expect((await report()).status).toBe(200);
    expect((await report()).status).toBe(200);
    expect((await call(fan, 'GET', '/api/v1/admin/reviews')).status).toBe(403);

    const queue = await call<ModerationPage>(moderator, 'GET', '/api/v1/admin/reviews?status=reported');
    expect(queue.status).toBe(200);
    expect(queue.body.results.find((r) => r.id === review.id)).toMatchObject({
      open_reports: 1,
      last_reason: 'Propaganda',
      hidden: false,
      course_id: id,
    });

    const hidden = await call(moderator, 'PATCH', `/api/v1/admin/reviews/${review.id}`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect((await page(fan, id)).body).toMatchObject({ summary: { average: 5, count: 1 }, count: 1 });
    expect((await page(author, id)).body.mine).toMatchObject({ id: review.id, hidden: true });
    // a hidden review is nobody's to report, nor another's to see
    expect((await report()).status).toBe(404);
    const hiddenList = await call<ModerationPage>(moderator, 'GET', '/api/v1/admin/reviews?status=hidden');
    expect(hiddenList.body.results.map((r) => r.id)).toContain(review.id);
    const reported = await call<ModerationPage>(moderator, 'GET', '/api/v1/admin/reviews');
    expect(reported.body.results.map((r) => r.id)).not.toContain(review.id);

    expect(
      (await call(moderator, 'PATCH', `/api/v1/admin/reviews/${review.id}`, { hidden: false })).status,
    ).toBe(200);
    expect((await page(fan, id)).body.summary).toEqual({ average: 3, count: 2 });
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id'])
      .where('entity_type', '=', 'course_review')
      .where('entity_id', '=', review.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'assessment.review.hidden',
      'assessment.review.restored',
    ]);
  });

  it('another client’s course and reviews are not found', async () => {
    const { id } = await course();
    const author = await learnerOf(client.id);
    const review = (await post(author, id, 4)).body;
    const stranger = await learnerOf(other.id);
    expect((await page(stranger, id)).status).toBe(404);
    expect((await post(stranger, id, 5)).status).toBe(404);
    expect((await call(stranger, 'PATCH', `/api/v1/reviews/${review.id}`, { rating: 1 })).status).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/v1/reviews/${review.id}`)).status).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/v1/reviews/${review.id}/reports`, { reason: 'x' })).status,
    ).toBe(404);
    expect(
      (await call(otherAdmin, 'PATCH', `/api/v1/admin/reviews/${review.id}`, { hidden: true })).status,
    ).toBe(404);
    const theirs = await call<ModerationPage>(otherAdmin, 'GET', '/api/v1/admin/reviews?status=hidden');
    expect(theirs.body.results).toEqual([]);
  });

  it('a closed account’s reviews and reports go with it', async () => {
    const { id } = await course();
    const author = await learnerOf(client.id);
    const other = await learnerOf(client.id);
    const theirs = (await post(other, id, 2)).body;
    await post(author, id, 5);
    await call(author, 'POST', `/api/v1/reviews/${theirs.id}/reports`, { reason: 'Injusta' });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/close',
      headers: author.headers,
      payload: { typed_name: `User ${author.username}`, confirm: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const left = await t.db
      .selectFrom('course_reviews')
      .select('user_id')
      .where('course_id', '=', id)
      .execute();
    expect(left).toEqual([{ user_id: other.id }]);
    const reports = await t.db
      .selectFrom('course_review_reports')
      .select('review_id')
      .where('user_id', '=', author.id)
      .execute();
    expect(reports).toEqual([]);
  });
});
