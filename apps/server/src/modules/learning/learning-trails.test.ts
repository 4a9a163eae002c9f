import type { CataloguePage, CourseDetail, ProgressSaved, TrailDetail } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildTrail } from '../../../test/course-fixtures.ts';
import type { TestContext } from '../../../test/harness.ts';
import { type Learner, learningSuite, titles } from '../../../test/learning-suite.ts';

// Trails (docs/learning.md): following, finishing and points once, their own path, enrolment.

const { world, learnerOf, get, send } = learningSuite();
let t: TestContext;
let client: { id: number };
beforeAll(() => {
  ({ t, client } = world());
});

describe('trails', () => {
  const finish = async (who: Learner, activityId: number | undefined) => {
    await send(who, 'PUT', `/api/v1/learning/activities/${activityId}/progress`, { seq: 1, position: 0 });
    t.clock.advance(5_000);
    return send<ProgressSaved>(who, 'PUT', `/api/v1/learning/activities/${activityId}/progress`, {
      seq: 2,
      position: 0,
      completed: true,
    });
  };

  it('follows its courses, finishes with the last one and posts its points once', async () => {
    const learner = await learnerOf(client.id);
    const html = [{ kind: 'html', content: { min_seconds: 3 } }];
    const first = await buildCourse(t.db, { clientId: client.id, points: 10, activities: html });
    const second = await buildCourse(t.db, { clientId: client.id, points: 10, activities: html });
    const trail = await buildTrail(t.db, {
      clientId: client.id,
      title: { 'en-US': 'Onboarding trail' },
      points: 25,
      blockedMenu: true,
      courseIds: [first.id, second.id],
    });
    const before = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(before.status).toBe(200);
    expect(before.body.items.map((i) => [i.course?.id, i.opens])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect(before.body).toMatchObject({
      status: 'not_started',
      completed_items: 0,
      resume_course_id: first.id,
    });

    await finish(learner, first.activityIds[0]);
    const halfway = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(halfway.body).toMatchObject({ status: 'in_progress', percent: 50, completed_items: 1 });
    expect(halfway.body.items.map((i) => i.opens)).toEqual([true, true]);

    await finish(learner, second.activityIds[0]);
    const done = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(done.body).toMatchObject({ status: 'finished', percent: 100, completed_items: 2 });
    const entries = await t.db
      .selectFrom('point_entries')
      .select(['amount', 'source_type'])
      .where('user_id', '=', learner.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount: 10, source_type: 'course' },
      { amount: 10, source_type: 'course' },
      { amount: 25, source_type: 'trail' },
    ]);
  });

  it('answers a trail on its own path only, and lists trails apart', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id });
    const trail = await buildTrail(t.db, {
      clientId: client.id,
      title: { 'en-US': 'A trail' },
      courseIds: [course.id],
    });
    expect((await get(learner, `/api/v1/learning/courses/${trail.id}`)).status).toBe(404);
    expect((await get(learner, `/api/v1/learning/trails/${course.id}`)).status).toBe(404);
    expect((await send(learner, 'POST', `/api/v1/learning/trails/${course.id}/enrolment`)).status).toBe(404);
    expect((await send(learner, 'POST', `/api/v1/learning/courses/${trail.id}/enrolment`)).status).toBe(404);
    const trails = await get<CataloguePage>(learner, '/api/v1/learning/courses?kind=trail&limit=48');
    expect(titles(trails.body)).toContain('A trail');
    expect(trails.body.results.every((c) => c.kind === 'trail')).toBe(true);
  });
});

describe('trail enrolment', () => {
  it('enrols in a self trail and leaves it, its courses unaffected', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id, rule: 'self' });
    const trail = await buildTrail(t.db, { clientId: client.id, rule: 'self', courseIds: [course.id] });
    const before = await get<TrailDetail>(learner, `/api/v1/learning/trails/${trail.id}`);
    expect(before.body).toMatchObject({ lock: 'enrolment_required', can_enrol: true });
    expect(before.body.items.map((i) => i.opens)).toEqual([false]);
    const enrolled = await send<TrailDetail>(
      learner,
      'POST',
      `/api/v1/learning/trails/${trail.id}/enrolment`,
    );
    expect(enrolled.body).toMatchObject({ enrolment: 'enrolled', lock: null, can_unenrol: true });
    expect(enrolled.body.items.map((i) => i.opens)).toEqual([true]);
    // the course keeps its own enrolment rule
    const courseDetail = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(courseDetail.body.lock).toBe('enrolment_required');
    const left = await send<TrailDetail>(learner, 'DELETE', `/api/v1/learning/trails/${trail.id}/enrolment`);
    expect(left.body).toMatchObject({ enrolment: 'unenrolled', lock: 'enrolment_required' });
  });
});
