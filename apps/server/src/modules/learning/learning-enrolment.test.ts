import type { CourseDetail, ProgressSaved } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../../../test/course-fixtures.ts';
import type { TestContext } from '../../../test/harness.ts';
import { learningSuite } from '../../../test/learning-suite.ts';

// Enrolment (docs/learning.md): self enrolment, leaving, assigned courses and prerequisites.

const { world, learnerOf, get, send } = learningSuite();
let t: TestContext;
let client: { id: number };
beforeAll(() => {
  ({ t, client } = world());
});

describe('enrolment and prerequisites', () => {
  it('enrols in a self course, opens its content, and lets the learner leave', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id, rule: 'self' });
    const before = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(before.body).toMatchObject({
      enrolment: 'not_enrolled',
      can_enrol: true,
      lock: 'enrolment_required',
    });
    expect(before.body.activities.map((a) => a.opens)).toEqual([false]);
    const closed = await get<{ error: { code: string } }>(
      learner,
      `/api/v1/learning/courses/${course.id}/activities/1`,
    );
    expect([closed.status, closed.body.error.code]).toEqual([409, 'learning.enrolment_required']);

    const enrolled = await send<CourseDetail>(
      learner,
      'POST',
      `/api/v1/learning/courses/${course.id}/enrolment`,
    );
    expect(enrolled.body).toMatchObject({
      enrolment: 'enrolled',
      status: 'enrolled',
      lock: null,
      can_unenrol: true,
    });
    expect((await send(learner, 'POST', `/api/v1/learning/courses/${course.id}/enrolment`)).status).toBe(200);
    expect((await get(learner, `/api/v1/learning/courses/${course.id}/activities/1`)).status).toBe(200);

    const left = await send<CourseDetail>(
      learner,
      'DELETE',
      `/api/v1/learning/courses/${course.id}/enrolment`,
    );
    expect(left.body).toMatchObject({ enrolment: 'unenrolled', lock: 'enrolment_required', can_enrol: true });
  });

  it('refuses self-enrolment in an assigned course', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, { clientId: client.id, rule: 'assigned' });
    const response = await send<{ error: { code: string } }>(
      learner,
      'POST',
      `/api/v1/learning/courses/${course.id}/enrolment`,
    );
    expect([response.status, response.body.error.code]).toEqual([409, 'learning.enrolment_closed']);
  });

  it('holds a course back until its prerequisite is finished, on the server', async () => {
    const learner = await learnerOf(client.id);
    const first = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'html', content: { min_seconds: 5 } }],
    });
    const second = await buildCourse(t.db, { clientId: client.id, rule: 'self', prerequisiteId: first.id });
    const detail = await get<CourseDetail>(learner, `/api/v1/learning/courses/${second.id}`);
    expect(detail.body).toMatchObject({ lock: 'prerequisite_pending', can_enrol: false });
    expect(detail.body.prerequisite).toMatchObject({ id: first.id, done: false });
    const refused = await send<{ error: { code: string } }>(
      learner,
      'POST',
      `/api/v1/learning/courses/${second.id}/enrolment`,
    );
    expect([refused.status, refused.body.error.code]).toEqual([409, 'learning.prerequisite_pending']);

    const activityId = first.activityIds[0];
    await send(learner, 'PUT', `/api/v1/learning/activities/${activityId}/progress`, { seq: 1, position: 0 });
    t.clock.advance(6_000);
    const done = await send<ProgressSaved>(
      learner,
      'PUT',
      `/api/v1/learning/activities/${activityId}/progress`,
      {
        seq: 2,
        position: 0,
        completed: true,
      },
    );
    expect(done.body.course.status).toBe('finished');
    const after = await get<CourseDetail>(learner, `/api/v1/learning/courses/${second.id}`);
    expect(after.body).toMatchObject({
      lock: 'enrolment_required',
      can_enrol: true,
      prerequisite: { done: true },
    });
  });
});
