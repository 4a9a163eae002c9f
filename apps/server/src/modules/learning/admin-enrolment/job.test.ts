import type { BulkEnrolment } from '@elevar/contract';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../../../../test/course-fixtures.ts';
import { buildClient, buildUser, login } from '../../../../test/factories.ts';
import { createTestContext, statementCounter, type TestContext } from '../../../../test/harness.ts';
import { signedIn } from '../../../../test/registration.ts';
import { openUserSocket } from '../../../../test/sockets.ts';
import {
  BULK_ATTEMPTS,
  BULK_BATCH_SIZE,
  BULK_ENROLMENT_SWEEP_JOB,
  learningJobs,
  runBulkEnrolment,
} from './job.ts';

/**
 * The bulk enrolment job run by hand (an app without jobs leaves requests queued): progress per batch, a retry after
 * a batch failed, a job run again, and the statements per batch at 10,000 usernames (counted, never timed).
 */

let t: TestContext;
let client: { id: number };
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestContext();
  client = await buildClient(t.db, { modules: ['online_courses', 'profile'] });
  admin = await signedIn(t.app, t.db, { clients: [{ id: client.id, role: 'program_admin' }] });
});
afterAll(() => t.close());

/** Stores a request through the API (left queued: this app runs no jobs) and answers its id. */
async function request(courseId: number, usernames: string[]): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/learning/courses/${courseId}/bulk-enrolments`,
    headers: admin.headers,
    payload: { usernames },
  });
  expect(response.statusCode).toBe(202);
  return (response.json() as BulkEnrolment).id;
}

async function status(id: number): Promise<BulkEnrolment> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/learning/bulk-enrolments/${id}`,
    headers: admin.headers,
  });
  return response.json();
}

/** `count` users of the client named `<prefix>.<n>`, written in one statement. */
async function manyUsers(prefix: string, count: number): Promise<string[]> {
  await sql`
    with made as (
      insert into users (username, email, full_name, password_hash, status, language_id)
      select ${prefix} || '.' || n, ${prefix} || '.' || n || '@example.test', 'User ' || n, 'x', 'approved', 1
      from generate_series(1, ${count}::int) n
      returning id
    )
    insert into user_clients (user_id, client_id, role) select id, ${client.id}, 'learner' from made`.execute(
    t.db,
  );
  return Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);
}

const jobContext = (db = t.db) => ({ db, clock: t.clock });

describe('the bulk enrolment job', () => {
  it('waits queued until its job runs, then moves its progress batch by batch, pushed to who asked', async () => {
    const course = await buildCourse(t.db, { clientId: client.id });
    const names = await manyUsers('steps', 5);
    const id = await request(course.id, [...names, 'missing.one']);
    expect(await status(id)).toMatchObject({ status: 'queued', total: null, processed: 0 });

    const tokens = await login(t.app, admin.username, admin.password);
    const socket = await openUserSocket(t.app, tokens.user_firebase_token);
    expect(await runBulkEnrolment(jobContext(), id, { batchSize: 2 })).toEqual({ batches: 3 });
    const steps = [];
    for (let i = 0; i < 4; i++) {
      const message = await socket.next();
      const job = message.bulk_enrolment as BulkEnrolment;
      steps.push([message.type, job.status, job.processed, job.total]);
    }
    socket.close();
    expect(steps).toEqual([
      ['bulk_enrolment_progress', 'running', 0, 6],
      ['bulk_enrolment_progress', 'running', 2, 6],
      ['bulk_enrolment_progress', 'running', 4, 6],
      ['bulk_enrolment_progress', 'done', 6, 6],
    ]);
    expect(await status(id)).toMatchObject({
      status: 'done',
      total: 6,
      processed: 6,
      report: { enrolled: 5, already_enrolled: 0, unknown: ['missing.one'] },
    });
  });

  it('resumes after a failed batch without counting anyone twice; a finished job run again changes nothing', async () => {
    const course = await buildCourse(t.db, { clientId: client.id });
    const names = await manyUsers('retry', 6);
    const id = await request(course.id, ['ghost.a', ...names, 'ghost.b']);

    // the second batch's statement fails, as a lost connection would
    let batches = 0;
    const failing: KyselyPlugin = {
      transformQuery: ({ node }) => {
        const text = node.kind === 'RawNode' ? node.sqlFragments.join('?') : '';
        if (text.includes('with batch as') && ++batches === 2) throw new Error('connection lost');
        return node;
      },
      async transformResult({ result }) {
        return result;
      },
    };
    await expect(
      runBulkEnrolment(jobContext(t.db.withPlugin(failing)), id, { batchSize: 3 }),
    ).rejects.toThrow('connection lost');
    // the first batch committed, the second left nothing behind
    expect(await status(id)).toMatchObject({
      status: 'running',
      total: 8,
      processed: 3,
      report: { enrolled: 2, already_enrolled: 0, unknown: ['ghost.a'] },
    });

    expect(await runBulkEnrolment(jobContext(), id, { batchSize: 3 })).toEqual({ batches: 2 });
    const done = await status(id);
    expect(done).toMatchObject({
      status: 'done',
      total: 8,
      processed: 8,
      report: { enrolled: 6, already_enrolled: 0, unknown: ['ghost.a', 'ghost.b'] },
    });
    const enrolled = await t.db
      .selectFrom('enrolments')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('course_id', '=', course.id)
      .where('state', '=', 'enrolled')
      .executeTakeFirstOrThrow();
    expect(enrolled.n).toBe(6);

    expect(await runBulkEnrolment(jobContext(), id)).toBeNull();
    expect(await status(id)).toEqual(done);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', course.id)
      .where('action', '=', 'learning.enrolment.bulk')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('gives up as failed after its last attempt; a failed job run again changes nothing', async () => {
    const course = await buildCourse(t.db, { clientId: client.id });
    const id = await request(course.id, await manyUsers('doomed', 2));
    const failing: KyselyPlugin = {
      transformQuery: ({ node }) => {
        const text = node.kind === 'RawNode' ? node.sqlFragments.join('?') : '';
        if (text.includes('with batch as')) throw new Error('disk full');
        return node;
      },
      async transformResult({ result }) {
        return result;
      },
    };
    for (let attempt = 1; attempt < BULK_ATTEMPTS; attempt++) {
      await expect(runBulkEnrolment(jobContext(t.db.withPlugin(failing)), id)).rejects.toThrow('disk full');
      expect((await status(id)).status).toBe('running');
    }
    await expect(runBulkEnrolment(jobContext(t.db.withPlugin(failing)), id)).rejects.toThrow('disk full');
    const failed = await status(id);
    expect(failed).toMatchObject({ status: 'failed', processed: 0, finished_at: expect.any(String) });
    expect(await runBulkEnrolment(jobContext(), id)).toBeNull();
  });

  it('the sweep runs a request left queued for over two minutes (its job was never sent)', async () => {
    const course = await buildCourse(t.db, { clientId: client.id });
    const id = await request(course.id, await manyUsers('stray', 2));
    const sweep = learningJobs({ ...jobContext(), config: t.config } as never).find(
      (job) => job.name === BULK_ENROLMENT_SWEEP_JOB,
    );
    expect(sweep?.cron).toBe('*/5 * * * *');
    expect(await sweep?.run(null)).toEqual({ ran: [] });
    t.clock.advance(3 * 60 * 1000);
    expect(await sweep?.run(null)).toEqual({ ran: [id] });
    expect(await status(id)).toMatchObject({ status: 'done', report: { enrolled: 2 } });
  });

  it('a second request for the same users reports them already enrolled', async () => {
    const course = await buildCourse(t.db, { clientId: client.id });
    const [user] = [await buildUser(t.db, { clients: [{ id: client.id }] })];
    const first = await request(course.id, [user.username]);
    await runBulkEnrolment(jobContext(), first);
    const second = await request(course.id, [user.username.toUpperCase()]);
    await runBulkEnrolment(jobContext(), second);
    expect((await status(second)).report).toEqual({ enrolled: 0, already_enrolled: 1, unknown: [] });
  });

  it('10,000 usernames take ten batches of the same statements each', async () => {
    const course = await buildCourse(t.db, { clientId: client.id });
    // half users of the client, half unknown: every batch resolves, enrols and reports unknowns
    const known = await manyUsers('scale', 5000);
    const names = known.flatMap((name, i) => [name, `unknown.${i}`]);
    const small = await request(course.id, names.slice(0, BULK_BATCH_SIZE));
    const large = await request(course.id, names);

    const counter = statementCounter();
    const counted = jobContext(t.db.withPlugin(counter.plugin));
    const one = await counter.during(() => runBulkEnrolment(counted, small));
    const ten = await counter.during(() => runBulkEnrolment(counted, large));
    // a batch: the job's row locked, the batch enrolled, progress written, progress pushed
    expect({ one, ten }).toEqual({ one, ten: one + 9 * 4 });
    expect(one).toBeLessThanOrEqual(8);

    expect(await status(large)).toMatchObject({
      status: 'done',
      total: 10000,
      processed: 10000,
      report: { enrolled: 5000 - BULK_BATCH_SIZE / 2, already_enrolled: BULK_BATCH_SIZE / 2 },
    });
    expect((await status(large)).report.unknown).toHaveLength(5000);
  });
});
