import { describe, expect, it } from 'vitest';
import {
  call,
  client,
  courseWithTest,
  learnerOf,
  other,
  t,
  take,
  useAssessmentSuite,
  type Who,
  watchVideo,
} from '../../../test/assessment-suite.ts';
import {
  finishedCourse,
  grant,
  grantingCourse,
  hex,
  mine,
  pdfText,
} from '../../../test/certificate-fixtures.ts';
import { buildCourse, buildTrail, writeFinished } from '../../../test/course-fixtures.ts';
import { pdfQrCode } from '../../../test/pdf-qr.ts';
import type { ServiceContext } from '../../context.ts';
import { certificateJobs, issueMissing } from './service.ts';

// Certificates (docs/certificates.md): issued once, in the transaction that finishes or passes a granting course or
// trail, never when blocked; a read never issues one; the sweep backfills completions from before; the owner's PDF.
// On PostgreSQL too (TEST_DATABASE_URL), where the concurrent completions really run side by side. Verification and
// revocation: verification.test.ts; the Open Badges 3.0 credential: credential.test.ts; templates: template.test.ts.

useAssessmentSuite();

describe('issuing', () => {
  const stored = (userId: number) =>
    t.db.selectFrom('certificates').select(['course_id', 'code']).where('user_id', '=', userId).execute();

  it('issues one certificate at the completion, under 20 concurrent completions; reads only read it', async () => {
    const learner = await learnerOf(client.id);
    const course = await finishedCourse(learner, 90);
    // issued by the completion itself, before anyone reads
    expect(await stored(learner.id)).toEqual([{ course_id: course.id, code: expect.any(String) }]);
    const reads = await Promise.all(Array.from({ length: 20 }, () => mine(learner)));
    expect(reads.every((r) => r.status === 200)).toBe(true);
    const codes = new Set(reads.flatMap((r) => r.body.results.map((c) => c.code)));
    expect(codes.size).toBe(1);
    const rows = await t.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', learner.id)
      .execute();
    expect(rows).toHaveLength(1);
    const [certificate] = reads[0]?.body.results ?? [];
    expect(certificate).toMatchObject({
      course_id: course.id,
      kind: 'course',
      title: 'Atendimento',
      score: null,
      workload_hours: 1.5,
    });
    expect(certificate?.code).toMatch(/^[A-Z2-7]{26}$/);
    expect(certificate?.verify_url).toMatch(new RegExp(`/certificates/verify/${certificate?.code}$`));
  });

  it('issues none before the last activity is complete', async () => {
    const learner = await learnerOf(client.id);
    const course = await buildCourse(t.db, {
      clientId: client.id,
      activities: [
        { kind: 'html', content: { min_seconds: 3 } },
        { kind: 'html', content: { min_seconds: 3 } },
      ],
    });
    await grant(course.id);
    const url = `/api/v1/learning/activities/${course.activityIds[0]}/progress`;
    await call(learner, 'PUT', url, { seq: 1, position: 0 });
    t.clock.advance(5_000);
    const saved = await call<{ course: { percent: number } }>(learner, 'PUT', url, {
      seq: 2,
      position: 0,
      completed: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.course.percent).toBe(50);
    expect(await stored(learner.id)).toEqual([]);
    expect((await mine(learner)).body.results).toEqual([]);
  });

  it('never issues at a read: a completion from before is backfilled by the sweep, once', async () => {
    const learner = await learnerOf(client.id);
    const course = await grantingCourse();
    // a training finished before certificates were issued at approval (or before the course granted them)
    await writeFinished(t.db, {
      userId: learner.id,
      courseId: course.id,
      clientId: client.id,
      at: t.clock.now(),
    });
    expect((await mine(learner)).body.results).toEqual([]);
    expect(await stored(learner.id)).toEqual([]);
    // the backfill job, every five minutes
    const [job] = certificateJobs({ db: t.db, clock: t.clock } as unknown as ServiceContext);
    expect(job).toMatchObject({ name: 'certificates-issue-missing', cron: '*/5 * * * *' });
    const ran = (await job?.run(undefined)) as { issued: number };
    expect(ran.issued).toBeGreaterThanOrEqual(1);
    const [certificate] = (await mine(learner)).body.results;
    expect(certificate).toMatchObject({ course_id: course.id, title: 'Atendimento' });
    expect(await issueMissing(t.db, t.clock.now())).toBe(0);
    expect((await mine(learner)).body.results.map((c) => c.code)).toEqual([certificate?.code]);
  });

  it('issues none for an unfinished course, a course that grants none, or a learner blocked by a test', async () => {
    const learner = await learnerOf(client.id);
    const test = await courseWithTest('block_test', { max_attempts: 1 });
    await grant(test.courseId);
    await watchVideo(learner, test.videoId, true);
    const failed = await take(learner, test, 0);
    expect(failed.state).toBe('blocked');
    const blocked = await call<{ status: string }>(
      learner,
      'GET',
      `/api/v1/learning/courses/${test.courseId}`,
    );
    expect(blocked.body.status).toBe('blocked');
    const plain = await buildCourse(t.db, { clientId: client.id, activities: [{ kind: 'html' }] });
    await call(learner, 'PUT', `/api/v1/learning/activities/${plain.activityIds[0]}/progress`, {
      seq: 1,
      position: 0,
      completed: true,
    });
    expect((await mine(learner)).body.results).toEqual([]);
    expect(await stored(learner.id)).toEqual([]);
  });

  it('keeps the best score of a passed test', async () => {
    const learner = await learnerOf(client.id);
    const test = await courseWithTest('conventional_test', { max_attempts: 3, min_score: 50 });
    await grant(test.courseId);
    await watchVideo(learner, test.videoId, true);
    const passed = await take(learner, test, test.answers.size);
    expect(passed.outcome).toBe('approved');
    expect(await stored(learner.id)).toHaveLength(1);
    const [certificate] = (await mine(learner)).body.results;
    expect(certificate).toMatchObject({ course_id: test.courseId, score: 100 });
  });
});

describe('downloads', () => {
  it('serves the owner a real PDF with their name; another user’s certificate is not found', async () => {
    const learner = await learnerOf(client.id);
    await t.db.updateTable('users').set({ full_name: 'Ana Souza' }).where('id', '=', learner.id).execute();
    await finishedCourse(learner);
    const [certificate] = (await mine(learner)).body.results;
    const url = `/api/v1/certificates/${certificate?.id}/pdf`;
    const response = await t.app.inject({ method: 'GET', url, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(hex('Ana Souza'));
    expect(text).toContain(hex(String(certificate?.code)));
    // the QR code of the verification address, drawn on the page
    expect(await pdfQrCode(bytes)).toBe(certificate?.verify_url);

    const stranger = await learnerOf(client.id);
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    const elsewhere = await learnerOf(other.id);
    expect((await t.app.inject({ method: 'GET', url, headers: elsewhere.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('issues the trail’s certificate when its last course finishes, answered by SPEC §7 form-encoded', async () => {
    const learner = await learnerOf(client.id);
    const course = await grantingCourse();
    const trail = await buildTrail(t.db, { clientId: client.id, courseIds: [course.id] });
    const legacy = (who: Who, id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/get_trail_user_result_certificate/',
        headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id_trail=${id}`,
      });
    expect((await legacy(learner, trail.id)).statusCode).toBe(404);
    await grant(trail.id);
    await finishedCourse(learner, 0, course);
    const issued = await t.db
      .selectFrom('certificates')
      .select('course_id')
      .where('user_id', '=', learner.id)
      .orderBy('course_id')
      .execute();
    expect(issued.map((row) => row.course_id)).toEqual([course.id, trail.id]);
    const answered = await legacy(learner, trail.id);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toBe('application/pdf');
    // a course is not a trail
    expect((await legacy(learner, course.id)).statusCode).toBe(404);
    // another learner, who finished nothing
    expect((await legacy(await learnerOf(client.id), trail.id)).statusCode).toBe(404);
  });
});
