import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/harness.ts';
import type { Who } from '../../../../test/package-suite.ts';
import { scormSuite } from '../../../../test/scorm-suite.ts';
import { demoZip } from './seed.ts';

// SCORM runtime (docs/learning.md "SCORM"): the learner's launch and commits, and what they complete.

const { world, importZip, scormCourse, launch, commit } = scormSuite();
let t: TestContext;
let learner: Who;
let other: Who;
let outsider: Who;
beforeAll(() => {
  ({ t, learner, other, outsider } = world());
});

describe('the learner’s launch and commits', () => {
  it('launches in organization order on the content origin, resumes suspend data of 64 KB, location and the last SCO', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    expect((await importZip(activityId, demoZip('scorm2004'))).statusCode).toBe(201);
    const first = await launch(learner, activityId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      version: '2004',
      resume_sco: 'runtime',
      next_seq: 1,
      completed: false,
    });
    expect(first.body.scos.map((s) => s.identifier)).toEqual(['runtime', 'sequencing']);
    expect(first.body.scos[0]?.launch_url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/content\/scorm\/[\w-]{32}\/runtime\.html$/,
    );
    expect(new URL(first.body.content_origin).hostname).not.toBe(new URL(t.config.publicUrl).hostname);
    expect(first.body.scos[0]?.state).toMatchObject({ entry: 'ab-initio', suspend_data: '', seq: 0 });

    const suspend = 'x'.repeat(64 * 1024);
    const saved = await commit(learner, activityId, 'runtime', {
      seq: 1,
      cmi: { suspend_data: suspend, location: '2', completion_status: 'incomplete', session_time: 'PT1M' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.applied).toBe(true);
    expect(saved.body.sco.suspend_data).toHaveLength(64 * 1024);
    // the learner moves on to the second SCO; a late commit of the first (an older page's keepalive) does not move
    // the resume point back
    expect((await commit(learner, activityId, 'sequencing', { seq: 3, cmi: { location: '1' } })).status).toBe(
      200,
    );
    const late = await commit(learner, activityId, 'runtime', { seq: 2, cmi: { location: '3' } });
    expect(late.body.applied).toBe(true);
    const again = await launch(learner, activityId);
    expect(again.body.resume_sco).toBe('sequencing');
    expect(again.body.next_seq).toBe(4);
    const runtime = again.body.scos[0]?.state;
    expect(runtime).toMatchObject({ entry: 'resume', location: '3', completion_status: 'incomplete' });
    expect(runtime?.suspend_data).toBe(suspend);
    // another learner sees none of it
    expect((await launch(other, activityId)).body.scos[0]?.state.seq).toBe(0);
  });

  it('ignores a stale or replayed commit and answers what is stored', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    const sco = (await launch(learner, activityId)).body.scos[0]?.identifier ?? '';
    expect(sco).toBe('essentials');
    await commit(learner, activityId, sco, {
      seq: 5,
      cmi: { location: 'five', lesson_status: 'incomplete' },
    });
    const stale = await commit(learner, activityId, sco, { seq: 4, cmi: { location: 'four' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ applied: false, sco: { seq: 5, location: 'five' } });
    const replayed = await commit(learner, activityId, sco, { seq: 5, cmi: { location: 'again' } });
    expect(replayed.body).toMatchObject({ applied: false, sco: { location: 'five' } });
  });

  it('validates values by the package’s version', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    const refused = async (cmi: object) => {
      const response = await commit(learner, activityId, 'essentials', { seq: 1, cmi });
      return [response.status, (response.body as unknown as { error: { code: string } }).error.code];
    };
    expect(await refused({ completion_status: 'completed' })).toEqual([400, 'scorm.invalid_value']);
    expect(await refused({ session_time: 'PT1M' })).toEqual([400, 'scorm.invalid_value']);
    expect(await refused({ lesson_status: 'done' })).toEqual([400, 'common.validation']);
    expect(await refused({ suspend_data: 'x'.repeat(256 * 1024 + 1) })).toEqual([400, 'common.validation']);
    expect((await commit(learner, activityId, 'nope', { seq: 1, cmi: {} })).status).toBe(404);
  });

  it('counts a SCORM 1.2 "passed" as completed, keeps the score as sent and the best one, and posts the points once', async () => {
    const course = await scormCourse(30);
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    const passed = await commit(learner, activityId, 'essentials', {
      seq: 1,
      cmi: { lesson_status: 'passed', score: { raw: 90, min: 0, max: 100 }, session_time: '0000:01:00.00' },
    });
    expect(passed.body).toMatchObject({
      applied: true,
      activity_completed: true,
      sco: { completed: true, lesson_status: 'passed', score: { raw: 90 } },
      course: { status: 'finished', percent: 100, points_awarded: 30 },
    });
    const lower = await commit(learner, activityId, 'essentials', {
      seq: 2,
      cmi: { lesson_status: 'incomplete', score: { raw: 50 }, session_time: '0000:02:00.00' },
    });
    expect(lower.body).toMatchObject({
      activity_completed: true,
      sco: { completed: true, score: { raw: 50 }, best_score: { raw: 90 }, total_time_seconds: 120 },
      course: { status: 'finished', points_awarded: null },
    });
    // a new session adds its time to the total
    const next = await commit(learner, activityId, 'essentials', {
      seq: 3,
      session: 'session-two',
      cmi: { session_time: '0000:00:30.00' },
    });
    expect(next.body.sco).toMatchObject({ total_time_seconds: 150, total_time: '0000:02:30.00' });
    const entries = await t.db
      .selectFrom('point_entries')
      .select('amount')
      .where('user_id', '=', learner.id)
      .where('source_type', '=', 'course')
      .where('source_id', '=', String(course.id))
      .execute();
    expect(entries.map((e) => Number(e.amount))).toEqual([30]);
    // a raw score under the mastery score fails the SCO, whatever status it sends
    const failed = await commit(other, activityId, 'essentials', {
      seq: 1,
      cmi: { lesson_status: 'passed', score: { raw: 60 } },
    });
    expect(failed.body).toMatchObject({ activity_completed: false, sco: { completed: false } });
  });

  it('completes a SCORM 2004 activity when every SCO is completed or passed', async () => {
    const course = await scormCourse(10);
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm2004'));
    const one = await commit(learner, activityId, 'runtime', {
      seq: 1,
      cmi: { success_status: 'unknown', score: { scaled: 0.85 } },
    });
    expect(one.body).toMatchObject({ activity_completed: false, sco: { completed: true } });
    const two = await commit(learner, activityId, 'sequencing', {
      seq: 2,
      cmi: { completion_status: 'completed' },
    });
    expect(two.body).toMatchObject({
      activity_completed: true,
      course: { status: 'finished', points_awarded: 10 },
    });
    // the package re-uploaded: a new version, the learner's data carried over
    await importZip(activityId, demoZip('scorm2004'));
    const relaunched = await launch(learner, activityId);
    expect(relaunched.body).toMatchObject({ package_version: 2, completed: true, resume_sco: 'sequencing' });
    expect(relaunched.body.scos.every((s) => s.state.completed)).toBe(true);
  });

  it('keeps other clients out: their package is not found', async () => {
    const course = await scormCourse();
    const activityId = course.activityIds[0] ?? 0;
    await importZip(activityId, demoZip('scorm12'));
    expect((await launch(outsider, activityId)).status).toBe(404);
    expect((await commit(outsider, activityId, 'essentials', { seq: 1, cmi: {} })).status).toBe(404);
  });
});
