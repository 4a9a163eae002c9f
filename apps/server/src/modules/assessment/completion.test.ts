import { describe, expect, it } from 'vitest';
import {
  client,
  courseWithTest,
  learnerOf,
  t,
  take,
  useAssessmentSuite,
  watchVideo,
} from '../../../test/assessment-suite.ts';
import { buildTrail } from '../../../test/course-fixtures.ts';

// A pass that finishes the course (learning's `recordActivityOutcome`): the statement writing the activity's row
// also reads whether a trail holds the course and the client's running campaign, which the completion then uses
// instead of reading them again; the outcome is the one a save's completion has.

useAssessmentSuite();

async function passedCourse(inTrail: boolean) {
  const test = await courseWithTest('conventional_test', { max_attempts: 1 });
  await t.db.updateTable('courses').set({ published_points: 50 }).where('id', '=', test.courseId).execute();
  const trail = inTrail
    ? await buildTrail(t.db, { clientId: client.id, courseIds: [test.courseId] })
    : undefined;
  if (trail)
    await t.db.updateTable('courses').set({ published_points: 30 }).where('id', '=', trail.id).execute();
  const learner = await learnerOf(client.id);
  await watchVideo(learner, test.videoId, true);
  expect((await take(learner, test, 10)).outcome).toBe('approved');
  const progress = await t.db
    .selectFrom('course_progress')
    .select(['course_id', 'state'])
    .where('user_id', '=', learner.id)
    .orderBy('course_id')
    .execute();
  const entries = await t.db
    .selectFrom('point_entries')
    .select(['source_type', 'source_id', 'amount', 'campaign_id', 'programme'])
    .where('user_id', '=', learner.id)
    .orderBy('id')
    .execute();
  return { test, trail, progress, entries };
}

describe('a pass finishing the course', () => {
  it('outside any campaign and trail: the course finished, its points outside campaigns', async () => {
    const { test, progress, entries } = await passedCourse(false);
    expect(progress).toEqual([{ course_id: test.courseId, state: 'finished' }]);
    expect(entries).toEqual([
      {
        source_type: 'course',
        source_id: String(test.courseId),
        amount: 50,
        campaign_id: null,
        programme: 'training',
      },
    ]);
  });

  it('in a trail, with a campaign running: the trail finishes too, both points posted to the campaign', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const campaign = await t.db
      .insertInto('campaigns')
      .values({
        client_id: client.id,
        name: 'Now',
        begin_date: today,
        end_date: today,
        is_reward_campaign: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { test, trail, progress, entries } = await passedCourse(true);
    expect(progress).toEqual([
      { course_id: test.courseId, state: 'finished' },
      { course_id: trail?.id, state: 'finished' },
    ]);
    expect(entries).toEqual([
      expect.objectContaining({
        source_type: 'course',
        source_id: String(test.courseId),
        campaign_id: campaign.id,
      }),
      expect.objectContaining({
        source_type: 'trail',
        source_id: String(trail?.id),
        campaign_id: campaign.id,
      }),
    ]);
    expect(entries.every((entry) => entry.programme === 'rewards')).toBe(true);
  });
});
