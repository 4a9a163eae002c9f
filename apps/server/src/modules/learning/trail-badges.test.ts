import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBadge, earnedBadges, notificationsOf } from '../../../test/badge-fixtures.ts';
import { buildCourse, buildTrail } from '../../../test/course-fixtures.ts';
import { buildClient } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedIn } from '../../../test/registration.ts';

// Finishing a trail awards the badges of trails finished (issue 12), through the learner's own progress saves.
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Learner = Awaited<ReturnType<typeof signedIn>>;

/** An activity that may be completed 3 s after it is first opened. */
const timed = [{ kind: 'html', content: { min_seconds: 3 } }];

async function academy() {
  const client = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
  const learner = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'learner' }] });
  return { client, learner };
}

function save(who: Learner, activityId: number | undefined, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/learning/activities/${activityId}/progress`,
    headers: { ...who.headers, 'accept-language': 'en-US' },
    payload: body,
  });
}

const open = (who: Learner, activityId: number | undefined) => save(who, activityId, { seq: 1, position: 0 });
const complete = (who: Learner, activityId: number | undefined) =>
  save(who, activityId, { seq: 2, position: 0, completed: true });

async function finish(who: Learner, activityId: number | undefined) {
  await open(who, activityId);
  t.clock.advance(5_000);
  const response = await complete(who, activityId);
  expect(response.statusCode, response.body).toBe(200);
}

/** A trail of one course of its own, both worth `points`. */
async function trailOfOne(clientId: number, points = 0) {
  const course = await buildCourse(t.db, { clientId, points, activities: timed });
  const trail = await buildTrail(t.db, { clientId, points, courseIds: [course.id] });
  return { trail, activityId: course.activityIds[0] };
}

async function trailState(userId: number, trailId: number) {
  const row = await t.db
    .selectFrom('course_progress')
    .select('state')
    .where('user_id', '=', userId)
    .where('course_id', '=', trailId)
    .executeTakeFirst();
  return row?.state;
}

describe('badges of trails finished', () => {
  it('a trail worth no points awards its badge, with no ledger entry', async () => {
    const { client, learner } = await academy();
    await buildBadge(t.db, client.id, { code: 'trail-blazer', rule: 'trails_finished' });
    const first = await buildCourse(t.db, { clientId: client.id, activities: timed });
    const second = await buildCourse(t.db, { clientId: client.id, activities: timed });
    const trail = await buildTrail(t.db, { clientId: client.id, courseIds: [first.id, second.id] });

    await finish(learner, first.activityIds[0]);
    expect(await earnedBadges(t.db, learner.id, client.id)).toEqual([]);

    await finish(learner, second.activityIds[0]);
    expect(await trailState(learner.id, trail.id)).toBe('finished');
    expect(await earnedBadges(t.db, learner.id, client.id)).toEqual([
      expect.objectContaining({ code: 'trail-blazer', entry_id: null }),
    ]);
    const entries = await t.db
      .selectFrom('point_entries')
      .select('id')
      .where('user_id', '=', learner.id)
      .execute();
    expect(entries).toEqual([]);
    const notes = await notificationsOf(t.db, learner.id, 'badge_earned');
    expect(notes.map((n) => n.data.code)).toEqual(['trail-blazer']);
  });

  it('finishing two trails awards a threshold-2 badge once; a course outside any trail awards nothing', async () => {
    const { client, learner } = await academy();
    await buildBadge(t.db, client.id, { code: 'two-trails', rule: 'trails_finished', threshold: 2 });
    const loose = await buildCourse(t.db, { clientId: client.id, points: 10, activities: timed });
    const one = await trailOfOne(client.id, 20);
    const two = await trailOfOne(client.id);
    const three = await trailOfOne(client.id);

    await finish(learner, loose.activityIds[0]);
    await finish(learner, one.activityId);
    expect(await earnedBadges(t.db, learner.id, client.id)).toEqual([]);

    await finish(learner, two.activityId);
    await finish(learner, three.activityId);
    expect((await earnedBadges(t.db, learner.id, client.id)).map((b) => b.code)).toEqual(['two-trails']);
    expect(await notificationsOf(t.db, learner.id, 'badge_earned')).toHaveLength(1);
  });

  it('racing completions of two trails award each badge once, the threshold crossed together included', async () => {
    const { client, learner } = await academy();
    await buildBadge(t.db, client.id, { code: 'one-trail', rule: 'trails_finished', threshold: 1 });
    await buildBadge(t.db, client.id, { code: 'two-trails', rule: 'trails_finished', threshold: 2 });
    const one = await trailOfOne(client.id, 5);
    const two = await trailOfOne(client.id);
    await open(learner, one.activityId);
    await open(learner, two.activityId);
    t.clock.advance(5_000);

    const responses = await Promise.all([
      complete(learner, one.activityId),
      complete(learner, two.activityId),
      complete(learner, one.activityId),
      complete(learner, two.activityId),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await trailState(learner.id, one.trail.id)).toBe('finished');
    expect(await trailState(learner.id, two.trail.id)).toBe('finished');
    expect((await earnedBadges(t.db, learner.id, client.id)).map((b) => b.code)).toEqual([
      'one-trail',
      'two-trails',
    ]);
    const notes = await notificationsOf(t.db, learner.id, 'badge_earned');
    expect(notes.map((n) => n.data.code).sort()).toEqual(['one-trail', 'two-trails']);
  });
});
