import type { CourseDetail, ProgressSaved } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../../../test/course-fixtures.ts';
import type { TestContext } from '../../../test/harness.ts';
import { learningSuite } from '../../../test/learning-suite.ts';
import { signedIn } from '../../../test/registration.ts';

// Authors changing a course learners are in (docs/learning.md): standings follow the course.

const { world, learnerOf, get, send } = learningSuite();
let t: TestContext;
let client: { id: number };
beforeAll(() => {
  ({ t, client } = world());
});

describe('authors changing a course learners are in', () => {
  it('finishes a learner whose last missing activity is deleted, and follows an added one in the percent', async () => {
    const learner = await learnerOf(client.id);
    const admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
    const html = { kind: 'html', content: { min_seconds: 3 } };
    const course = await buildCourse(t.db, {
      clientId: client.id,
      points: 15,
      activities: [html, html, html],
    });
    for (const [index, id] of course.activityIds.slice(0, 2).entries()) {
      await send(learner, 'PUT', `/api/v1/learning/activities/${id}/progress`, { seq: 1, position: 0 });
      t.clock.advance(5_000);
      const saved = await send<ProgressSaved>(learner, 'PUT', `/api/v1/learning/activities/${id}/progress`, {
        seq: 2,
        position: 0,
        completed: true,
      });
      expect(saved.body.course.completed_activities).toBe(index + 1);
    }
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/learning/activities/${course.activityIds[2]}`,
      headers: admin.headers,
    });
    expect(remove.statusCode).toBe(200);
    const done = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(done.body).toMatchObject({ status: 'finished', percent: 100 });
    const entries = await t.db
      .selectFrom('point_entries')
      .select('amount')
      .where('user_id', '=', learner.id)
      .execute();
    expect(entries).toEqual([{ amount: 15 }]);

    const add = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/learning/courses/${course.id}/activities`,
      headers: admin.headers,
      payload: {
        kind: 'youtube',
        title: { 'pt-BR': 'Extra' },
        content: { video_id: 'aqz-KE-bpKQ' },
        duration_seconds: 60,
      },
    });
    expect(add.statusCode, add.body).toBe(201);
    const after = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    // finished stays finished (points are never taken back); the percent follows the new total
    expect(after.body).toMatchObject({ status: 'finished', percent: 66 });
  });
});
