import type { AuditPage, BulkEnrolment } from '@elevar/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildTrail } from '../../../../test/course-fixtures.ts';
import { bearer, buildClient, buildNamed, buildUser, login } from '../../../../test/factories.ts';
import { createTestDatabase, TEST_SECRET, testClock } from '../../../../test/harness.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { openUserSocket } from '../../../../test/sockets.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/connection.ts';
import { ensureWebApplication } from '../../../db/seed/applications.ts';
import { databaseListener } from '../../../platform/pubsub.ts';

/**
 * Bulk enrolment through the real queue: the request answers 202, pg-boss runs the job, the administrator's socket
 * hears its progress and GET …/bulk-enrolments/:id answers the report. On whichever engine the tests use.
 */

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = testClock(new Date('2026-11-27T12:00:00Z'));
type Who = Awaited<ReturnType<typeof as>>;
let client: { id: number };
let other: { id: number };
let admin: Who;
let instructor: Who;
let learner: Who;
let otherAdmin: Who;

async function as(clientId: number, role: 'program_admin' | 'instructor' | 'learner') {
  const user = await buildUser(database.db, { clients: [{ id: clientId, role }] });
  const tokens = await login(app, user.username, user.password);
  return { ...user, headers: bearer(tokens), realtime: tokens.user_firebase_token };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    ACTOR_CACHE_MS: '0',
  });
  await ensureWebApplication(database.db, config);
  app = await buildApp({
    config,
    db: database.db,
    secret: TEST_SECRET,
    clock,
    logger: false,
    serveWeb: false,
    housekeeping: false,
    jobs: database,
    listen: databaseListener(database),
  });
  await app.ready();
  client = await buildClient(database.db, { modules: ['online_courses', 'trails', 'profile'] });
  other = await buildClient(database.db, { modules: ['online_courses', 'profile'] });
  admin = await as(client.id, 'program_admin');
  instructor = await as(client.id, 'instructor');
  learner = await as(client.id, 'learner');
  otherAdmin = await as(other.id, 'program_admin');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function send(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': 'en-US' },
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

const bulkUrl = (courseId: number) => `/api/v1/admin/learning/courses/${courseId}/bulk-enrolments`;

/** Polls the job (every 100 ms, the web polls every second as a fallback) until it ends. */
async function finished(who: Who, id: number): Promise<BulkEnrolment> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { status, body } = await send(who, 'GET', `/api/v1/admin/learning/bulk-enrolments/${id}`);
    expect(status).toBe(200);
    const job = body as BulkEnrolment;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bulk enrolment ${id} did not finish`);
}

async function enrolmentsOf(courseId: number) {
  return database.db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.username', 'e.state', 'e.enrolled_by'])
    .where('e.course_id', '=', courseId)
    .orderBy('u.username')
    .execute();
}

async function members(count: number, clientId = client.id) {
  const users = [];
  for (let i = 0; i < count; i++) users.push(await buildUser(database.db, { clients: [{ id: clientId }] }));
  return users;
}

describe('bulk enrolment', () => {
  it('enrols usernames: a report of enrolled, already enrolled and unknown (another client’s user too), exact', async () => {
    const course = await buildCourse(database.db, { clientId: client.id, rule: 'assigned' });
    const [fresh, enrolled, left] = await members(3);
    const stranger = await buildUser(database.db, { clients: [{ id: other.id }] });
    if (!fresh || !enrolled || !left) throw new Error('members missing');
    await database.db
      .insertInto('enrolments')
      .values([
        {
          user_id: enrolled.id,
          course_id: course.id,
          client_id: client.id,
          state: 'enrolled',
          enrolled_by: null,
        },
        {
          user_id: left.id,
          course_id: course.id,
          client_id: client.id,
          state: 'unenrolled',
          enrolled_by: null,
          unenrolled_at: new Date(),
        },
      ])
      .execute();

    const socket = await openUserSocket(app, admin.realtime);
    const asked = await send(admin, 'POST', bulkUrl(course.id), {
      usernames: [
        fresh.username,
        fresh.username.toUpperCase(),
        ` ${enrolled.username} `,
        left.username,
        'nobody.at.all',
        stranger.username,
      ],
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      course_id: course.id,
      course_kind: 'online_course',
      status: 'queued',
      total: null,
      processed: 0,
      report: { enrolled: 0, already_enrolled: 0, unknown: [] },
      requested_by: admin.id,
      finished_at: null,
    });
    const job = await finished(admin, asked.body.id);
    expect(job).toMatchObject({ status: 'done', total: 5, processed: 5 });
    expect(job.report).toEqual({
      enrolled: 2,
      already_enrolled: 1,
      unknown: ['nobody.at.all', stranger.username],
    });
    expect(job.finished_at).not.toBeNull();
    expect(await enrolmentsOf(course.id)).toEqual(
      [
        { username: fresh.username, state: 'enrolled', enrolled_by: admin.id },
        { username: enrolled.username, state: 'enrolled', enrolled_by: null },
        { username: left.username, state: 'enrolled', enrolled_by: admin.id },
      ].sort((a, b) => a.username.localeCompare(b.username)),
    );

    // the administrator's socket heard it start and end
    const events = [];
    for (;;) {
      const message = await socket.next();
      events.push(message);
      if ((message.bulk_enrolment as { status?: string } | undefined)?.status === 'done') break;
    }
    socket.close();
    expect(events[0]).toEqual({
      type: 'bulk_enrolment_progress',
      client_id: client.id,
      bulk_enrolment: { id: job.id, course_id: course.id, status: 'running', total: 5, processed: 0 },
    });
    expect(events.at(-1)).toEqual({
      type: 'bulk_enrolment_progress',
      client_id: client.id,
      bulk_enrolment: { id: job.id, course_id: course.id, status: 'done', total: 5, processed: 5 },
    });

    // one audit event, counts only (no usernames)
    const audit = await send(admin, 'GET', '/api/v1/admin/audit?action=learning.enrolment.bulk');
    expect((audit.body as AuditPage).results.map((e) => [e.entity_type, e.entity_id, e.fields])).toEqual([
      ['course', course.id, ['user_id', 'state']],
    ]);
  });

  it('enrols the members of groups, once each, beside usernames; a trail the same way', async () => {
    const courses = [
      await buildCourse(database.db, { clientId: client.id }),
      await buildCourse(database.db, { clientId: client.id }),
    ];
    const trail = await buildTrail(database.db, { clientId: client.id, courseIds: courses.map((c) => c.id) });
    const team = await members(3);
    const named = await members(1);
    const group = await buildNamed(database.db, 'user_groups', client.id, 'Team');
    const second = await buildNamed(database.db, 'user_groups', client.id, 'Also team');
    await database.db
      .insertInto('user_group_members')
      .values([
        ...team.map((u) => ({ group_id: group.id, user_id: u.id })),
        { group_id: second.id, user_id: team[0]?.id ?? 0 },
        { group_id: group.id, user_id: named[0]?.id ?? 0 },
      ])
      .execute();
    const asked = await send(admin, 'POST', bulkUrl(trail.id), {
      usernames: [named[0]?.username],
      group_ids: [group.id, second.id],
    });
    expect(asked.status).toBe(202);
    expect(asked.body.course_kind).toBe('trail');
    const job = await finished(admin, asked.body.id);
    expect(job).toMatchObject({ status: 'done', total: 4, processed: 4 });
    expect(job.report).toEqual({ enrolled: 4, already_enrolled: 0, unknown: [] });
    expect((await enrolmentsOf(trail.id)).map((e) => e.username).sort()).toEqual(
      [...team, ...named].map((u) => u.username).sort(),
    );
  });

  it('takes a CSV of usernames (the group import’s reading: first column, optional header)', async () => {
    const course = await buildCourse(database.db, { clientId: client.id });
    const [one, two] = await members(2);
    const form = multipartBody([
      {
        name: 'file',
        filename: 'people.csv',
        contentType: 'text/csv',
        data: `\uFEFFusername;name\r\n${one?.username};One\r\n"${two?.username}";Two\r\nghost;Nobody\r\n`,
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `${bulkUrl(course.id)}/import`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(202);
    const job = await finished(admin, response.json().id);
    expect(job.report).toEqual({ enrolled: 2, already_enrolled: 0, unknown: ['ghost'] });
  });

  it('refuses a request naming nobody, and a group of another client, storing nothing', async () => {
    const course = await buildCourse(database.db, { clientId: client.id });
    const theirs = await buildNamed(database.db, 'user_groups', other.id, 'Theirs');
    const before = await database.db.selectFrom('bulk_enrolments').select('id').execute();
    const empty = await send(admin, 'POST', bulkUrl(course.id), { usernames: [], group_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details).toEqual([{ field: 'usernames', message: expect.any(String) }]);
    const foreign = await send(admin, 'POST', bulkUrl(course.id), { group_ids: [theirs.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toEqual([{ field: 'group_ids', message: expect.any(String) }]);
    expect(await database.db.selectFrom('bulk_enrolments').select('id').execute()).toEqual(before);
  });

  it('who may: a learner 403; an instructor their own courses only; another client’s administrator 404', async () => {
    const course = await buildCourse(database.db, { clientId: client.id });
    const own = await buildCourse(database.db, { clientId: client.id });
    await database.db
      .updateTable('courses')
      .set({ created_by: instructor.id })
      .where('id', '=', own.id)
      .execute();
    const [user] = await members(1);
    const payload = { usernames: [user?.username] };

    expect((await send(learner, 'POST', bulkUrl(course.id), payload)).status).toBe(403);
    expect((await send(otherAdmin, 'POST', bulkUrl(course.id), payload)).status).toBe(404);
    expect((await send(instructor, 'POST', bulkUrl(course.id), payload)).status).toBe(404);
    const mine = await send(instructor, 'POST', bulkUrl(own.id), payload);
    expect(mine.status).toBe(202);
    expect((await finished(instructor, mine.body.id)).report.enrolled).toBe(1);

    // the job itself: the administrator and its instructor see it, nobody else does
    const byAdmin = await send(admin, 'POST', bulkUrl(course.id), payload);
    const status = (who: Who, id: number) => send(who, 'GET', `/api/v1/admin/learning/bulk-enrolments/${id}`);
    expect((await status(admin, mine.body.id)).status).toBe(200);
    expect((await status(instructor, byAdmin.body.id)).status).toBe(404);
    expect((await status(otherAdmin, byAdmin.body.id)).status).toBe(404);
    expect((await status(learner, byAdmin.body.id)).status).toBe(403);
    await finished(admin, byAdmin.body.id);
  });
});
