import type { CourseReportPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildTrail } from '../../../../test/course-fixtures.ts';
import { buildClient, buildNamed, buildUser } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { signedIn } from '../../../../test/registration.ts';

/** The progress report of a course and of a trail: who is where, filters, counts per status, the CSV export. */

let t: TestContext;
let client: { id: number };
let other: { id: number };
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who;
let instructor: Who;
let learner: Who;
let otherAdmin: Who;
let course: { id: number };
let group: { id: number };
const people: Record<string, { id: number; username: string }> = {};

type Progress = { state: string; done: number; percent: number; started?: string; finished?: string | null };

async function progress(userId: number, courseId: number, p: Progress) {
  await t.db
    .insertInto('course_progress')
    .values({
      user_id: userId,
      course_id: courseId,
      client_id: client.id,
      state: p.state,
      completed_activities: p.done,
      total_activities: 4,
      percent: p.percent,
      started_at: new Date(p.started ?? '2026-11-01T10:00:00Z'),
      finished_at: p.finished ? new Date(p.finished) : null,
      updated_at: new Date(p.finished ?? '2026-11-05T10:00:00Z'),
    })
    .execute();
}

async function enrol(userId: number, courseId: number, state: 'enrolled' | 'unenrolled' = 'enrolled') {
  await t.db
    .insertInto('enrolments')
    .values({
      user_id: userId,
      course_id: courseId,
      client_id: client.id,
      state,
      enrolled_at: new Date('2026-10-30T09:00:00Z'),
      enrolled_by: null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'trails', 'profile'] });
  other = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  const as = (clientId: number, role: 'program_admin' | 'instructor' | 'learner') =>
    signedIn(t.app, t.db, { clients: [{ id: clientId, role }] });
  admin = await as(client.id, 'program_admin');
  instructor = await as(client.id, 'instructor');
  learner = await as(client.id, 'learner');
  otherAdmin = await as(other.id, 'program_admin');

  course = await buildCourse(t.db, {
    clientId: client.id,
    rule: 'self',
    activities: [1, 2, 3, 4].map(() => ({ kind: 'video', duration: 60 })),
  });
  group = await buildNamed(t.db, 'user_groups', client.id, 'Vendas');
  for (const name of ['ana', 'bruno', 'carla', 'davi', 'elisa', 'fabio', 'idle'])
    people[name] = await buildUser(t.db, { username: `report.${name}`, clients: [{ id: client.id }] });
  const id = (name: string) => people[name]?.id ?? 0;
  await t.db
    .updateTable('users')
    .set({ full_name: '=HYPERLINK("x") Carla' })
    .where('id', '=', id('carla'))
    .execute();
  await enrol(id('ana'), course.id);
  await enrol(id('bruno'), course.id);
  await progress(id('bruno'), course.id, { state: 'in_progress', done: 2, percent: 50 });
  await enrol(id('carla'), course.id);
  await progress(id('carla'), course.id, {
    state: 'finished',
    done: 4,
    percent: 100,
    finished: '2026-11-10T15:30:00Z',
  });
  await enrol(id('davi'), course.id, 'unenrolled');
  // progress without enrolment (the course was open when she started)
  await progress(id('elisa'), course.id, { state: 'in_progress', done: 1, percent: 25 });
  await enrol(id('fabio'), course.id);
  await progress(id('fabio'), course.id, {
    state: 'finished',
    done: 4,
    percent: 100,
    finished: '2026-11-20T08:00:00Z',
  });
  await t.db
    .insertInto('user_group_members')
    .values([
      { group_id: group.id, user_id: id('bruno') },
      { group_id: group.id, user_id: id('carla') },
    ])
    .execute();
});
afterAll(() => t.close());

async function report(who: Who, query = '', id = course.id, language = 'en-US') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/learning/courses/${id}/report${query}`,
    headers: { ...who.headers, 'accept-language': language },
  });
  return { status: response.statusCode, body: response.json() as CourseReportPage };
}

const names = (page: CourseReportPage) => page.results.map((row) => row.username.replace('report.', ''));

describe('the progress report', () => {
  it('lists everyone enrolled or started, by username, with their state, progress and dates', async () => {
    const { status, body } = await report(admin);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['ana', 'bruno', 'carla', 'davi', 'elisa', 'fabio']);
    expect(body.count).toBe(6);
    expect(body.course).toEqual({ id: course.id, kind: 'online_course', title: expect.any(String) });
    expect(body.summary).toEqual({
      not_started: 1,
      enrolled: 1,
      in_progress: 2,
      finished: 2,
      approved: 0,
      reproved: 0,
      blocked: 0,
      restarted: 0,
      improved: 0,
    });
    const byName = Object.fromEntries(body.results.map((row) => [row.username.replace('report.', ''), row]));
    expect(byName.ana).toMatchObject({
      enrolment: 'enrolled',
      status: 'enrolled',
      percent: 0,
      completed_count: 0,
      total_count: 4,
      enrolled_at: '2026-10-30T09:00:00.000Z',
      started_at: null,
      finished_at: null,
      best_score: null,
      last_activity_at: null,
    });
    expect(byName.carla).toMatchObject({
      user_id: people.carla?.id,
      enrolment: 'enrolled',
      status: 'finished',
      percent: 100,
      completed_count: 4,
      started_at: '2026-11-01T10:00:00.000Z',
      finished_at: '2026-11-10T15:30:00.000Z',
      last_activity_at: '2026-11-10T15:30:00.000Z',
    });
    expect(byName.davi).toMatchObject({ enrolment: 'unenrolled', status: 'not_started' });
    expect(byName.elisa).toMatchObject({ enrolment: 'not_enrolled', status: 'in_progress', percent: 25 });
  });

  it('filters by status, group, name or username and the day it was completed; pages', async () => {
    const inProgress = await report(admin, '?status=in_progress');
    expect(names(inProgress.body)).toEqual(['bruno', 'elisa']);
    expect(inProgress.body.count).toBe(2);
    // the counts follow the other filters, not the status one
    expect(inProgress.body.summary.finished).toBe(2);
    expect(names((await report(admin, '?status=enrolled')).body)).toEqual(['ana']);
    expect(names((await report(admin, '?status=not_started')).body)).toEqual(['davi']);

    const team = await report(admin, `?group=${group.id}`);
    expect(names(team.body)).toEqual(['bruno', 'carla']);
    expect(team.body.summary).toMatchObject({ in_progress: 1, finished: 1, enrolled: 0 });
    expect(names((await report(admin, '?search=HYPERLINK')).body)).toEqual(['carla']);
    expect(names((await report(admin, '?search=REPORT.FA')).body)).toEqual(['fabio']);

    const november = await report(admin, '?completed_from=2026-11-10&completed_to=2026-11-19');
    expect(names(november.body)).toEqual(['carla']);
    expect(names((await report(admin, '?completed_from=2026-11-11')).body)).toEqual(['fabio']);
    expect(names((await report(admin, '?completed_to=2026-11-20')).body)).toEqual(['carla', 'fabio']);

    const second = await report(admin, '?page=2&page_size=4');
    expect(names(second.body)).toEqual(['elisa', 'fabio']);
    expect(second.body).toMatchObject({ count: 6, page: 2, page_size: 4 });
  });

  it('a trail’s report counts its courses completed', async () => {
    const other = await buildCourse(t.db, { clientId: client.id });
    const trail = await buildTrail(t.db, { clientId: client.id, courseIds: [course.id, other.id] });
    await enrol(people.carla?.id ?? 0, trail.id);
    await enrol(people.ana?.id ?? 0, trail.id);
    const { status, body } = await report(admin, '', trail.id);
    expect(status).toBe(200);
    expect(body.course.kind).toBe('trail');
    expect(
      body.results.map((row) => [row.username, row.completed_count, row.total_count, row.percent]),
    ).toEqual([
      ['report.ana', 0, 2, 0],
      ['report.carla', 1, 2, 50],
    ]);
  });

  it('exports the same rows as CSV: BOM, titles in the request’s language, formulas defused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/learning/courses/${course.id}/report.csv?status=finished`,
      headers: { ...admin.headers, 'accept-language': 'pt-BR' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="course-${course.id}-report-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFId do usuário,Usuário,Nome,Inscrição,Situação,Progresso (%),Concluídos,Total,Inscrito em,' +
        'Iniciado em,Concluído em,Melhor nota,Última atividade',
    );
    expect(lines.slice(1)).toEqual([
      `${people.carla?.id},report.carla,"'=HYPERLINK(""x"") Carla",enrolled,finished,100,4,4,` +
        '2026-10-30T09:00:00.000Z,2026-11-01T10:00:00.000Z,2026-11-10T15:30:00.000Z,,2026-11-10T15:30:00.000Z',
      `${people.fabio?.id},report.fabio,User report.fabio,enrolled,finished,100,4,4,` +
        '2026-10-30T09:00:00.000Z,2026-11-01T10:00:00.000Z,2026-11-20T08:00:00.000Z,,2026-11-20T08:00:00.000Z',
      '',
    ]);
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/learning/courses/${course.id}/report.csv`,
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(english.body.split('\r\n')[0]).toMatch(/^\uFEFFUser id,Username,Name,Enrolment,Status,/);
    expect(english.body.split('\r\n')).toHaveLength(1 + 6 + 1);
  });

  it('who may: a learner 403, another client’s administrator 404, an instructor their own courses only', async () => {
    expect((await report(learner)).status).toBe(403);
    expect((await report(otherAdmin)).status).toBe(404);
    expect((await report(instructor)).status).toBe(404);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/learning/courses/${course.id}/report.csv`,
      headers: otherAdmin.headers,
    });
    expect(csv.statusCode).toBe(404);
    await t.db
      .updateTable('courses')
      .set({ created_by: instructor.id })
      .where('id', '=', course.id)
      .execute();
    expect((await report(instructor)).status).toBe(200);
  });
});
