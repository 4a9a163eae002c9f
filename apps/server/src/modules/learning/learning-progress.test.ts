import type { CourseDetail, ProgressSaved } from '@elevar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../../../test/course-fixtures.ts';
import { buildCampaign } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/harness.ts';
import { type Learner, learningSuite } from '../../../test/learning-suite.ts';

// Progress (docs/learning.md): seq-ordered saves, completion rules, blocked menus, points once.

const { world, learnerOf, get, send } = learningSuite();
let t: TestContext;
let client: { id: number };
beforeAll(() => {
  ({ t, client } = world());
});

describe('progress', () => {
  const save = (who: Learner, activityId: number | undefined, body: object) =>
    send<ProgressSaved & { error: { code: string } }>(
      who,
      'PUT',
      `/api/v1/learning/activities/${activityId}/progress`,
      body,
    );

  it('saves as the learner goes; an older or repeated seq changes nothing', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'video', duration: 120 }],
    });
    const [video] = course.activityIds;
    // a media element's position has fractions of a second
    expect((await save(learner, video, { seq: 2, position: 30.25 })).body.activity).toMatchObject({
      position: 30.25,
      seq: 2,
    });
    const stale = await save(learner, video, { seq: 1, position: 5 });
    expect(stale.status).toBe(200);
    expect(stale.body.activity).toMatchObject({ position: 30.25, seq: 2 });
    const view = await get<{ progress: { position: number } }>(
      learner,
      `/api/v1/learning/courses/${course.id}/activities/1`,
    );
    expect(view.body.progress.position).toBe(30.25);
    const detail = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(detail.body).toMatchObject({ status: 'in_progress', percent: 0 });
  });

  it('refuses a completion that does not meet the rule, or comes too soon', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [{ kind: 'video', duration: 120 }],
    });
    const [video] = course.activityIds;
    await save(learner, video, { seq: 1, position: 0 });
    const short = await save(learner, video, { seq: 2, position: 40, completed: true });
    expect([short.status, short.body.error.code]).toEqual([422, 'learning.completion_not_met']);
    // a crafted request claiming the end a few seconds after opening
    t.clock.advance(10_000);
    const early = await save(learner, video, { seq: 3, position: 120, completed: true });
    expect([early.status, early.body.error.code]).toEqual([422, 'learning.completion_too_soon']);
    t.clock.advance(60_000);
    const ok = await save(learner, video, { seq: 4, position: 118, completed: true });
    expect(ok.status).toBe(200);
    expect(ok.body.course).toMatchObject({ status: 'finished', percent: 100 });
  });

  it('opens a blocked menu in order only', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      blockedMenu: true,
      activities: [{ kind: 'html', content: { min_seconds: 3 } }, { kind: 'html' }],
    });
    const locked = await save(learner, course.activityIds[1], { seq: 1, position: 0 });
    expect([locked.status, locked.body.error.code]).toEqual([409, 'learning.activity_locked']);
    await save(learner, course.activityIds[0], { seq: 1, position: 0 });
    t.clock.advance(5_000);
    await save(learner, course.activityIds[0], { seq: 2, position: 0, completed: true });
    expect((await save(learner, course.activityIds[1], { seq: 1, position: 0 })).status).toBe(200);
  });

  it('posts a course’s points once, to the running campaign, under 20 concurrent completions', async () => {
    const learner = await learnerOf(client.id);
    const campaign = await buildCampaign(t.db, client.id, { begin: '2026-11-01', end: '2027-01-31' });
    const course = await buildCourse(t.db, {
      clientId: client.id,
      points: 30,
      activities: [{ kind: 'html', content: { min_seconds: 3 } }],
    });
    const [page] = course.activityIds;
    await save(learner, page, { seq: 1, position: 0 });
    t.clock.advance(5_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(learner, page, { seq: 2 + i, position: 0, completed: true })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.course.points_awarded === 30)).toHaveLength(1);
    // replaying the completion later posts nothing either
    await save(learner, page, { seq: 100, position: 0, completed: true });
    const entries = await t.db
      .selectFrom('point_entries')
      .select(['amount', 'campaign_id', 'kind'])
      .where('user_id', '=', learner.id)
      .execute();
    expect(entries).toEqual([{ amount: 30, campaign_id: campaign.id, kind: 'training' }]);
  });

  // a save that moves no state is one statement guarded by the course row's version (progress.ts `quickSave`);
  // these races, real on PostgreSQL, must still count every activity and keep the newest seq
  it('counts every activity completed by concurrent saves of one course, and finishes it once', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      points: 10,
      activities: Array.from({ length: 6 }, () => ({ kind: 'html' as const, content: { min_seconds: 3 } })),
    });
    const ids = course.activityIds;
    for (const id of ids) await save(learner, id, { seq: 1, position: 0 });
    t.clock.advance(5_000);
    const first = await Promise.all(
      ids
        .slice(0, 5)
        .flatMap((id) => [
          save(learner, id, { seq: 2, position: 0 }),
          save(learner, id, { seq: 3, position: 0, completed: true }),
        ]),
    );
    expect(first.every((r) => r.status === 200)).toBe(true);
    const detail = await get<CourseDetail>(learner, `/api/v1/learning/courses/${course.id}`);
    expect(detail.body).toMatchObject({ status: 'in_progress', percent: 83 });
    expect(detail.body.activities.map((a) => a.completed)).toEqual([true, true, true, true, true, false]);
    const last = await save(learner, ids[5], { seq: 2, position: 0, completed: true });
    expect(last.body.course).toMatchObject({
      status: 'finished',
      percent: 100,
      completed_activities: 6,
      total_activities: 6,
      points_awarded: 10,
    });
  });

  it('keeps the newest of concurrent saves of one activity', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [
        { kind: 'video', duration: 600 },
        { kind: 'video', duration: 600 },
      ],
    });
    const [video, other] = course.activityIds;
    await save(learner, video, { seq: 1, position: 1 });
    const results = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => save(learner, video, { seq: 2 + i, position: 10 + i })),
      ...Array.from({ length: 5 }, (_, i) => save(learner, other, { seq: 1 + i, position: 20 + i })),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stored = await t.db
      .selectFrom('activity_progress')
      .select(['activity_id', 'seq', 'position'])
      .where('user_id', '=', learner.id)
      .orderBy('activity_id')
      .execute();
    expect(stored).toEqual([
      { activity_id: video, seq: 16, position: 24 },
      { activity_id: other, seq: 5, position: 24 },
    ]);
    const progress = await t.db
      .selectFrom('course_progress')
      .select(['state', 'completed_activities', 'total_activities', 'last_activity_id'])
      .where('user_id', '=', learner.id)
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(progress).toMatchObject({ state: 'in_progress', completed_activities: 0, total_activities: 2 });
  });
});
