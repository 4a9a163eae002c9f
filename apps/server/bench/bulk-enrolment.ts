/**
 * The bulk-enrolment scenario of `npm run bench` (issue 12): "bulk enrolment of 10,000 users finishes in under 30 s
 * with progress". Creates a fresh PostgreSQL database, migrates it, writes one client with BENCH_BULK_USERS learners
 * (set-based) and a course, and starts the app in-process with its jobs (pg-boss on the same database, as main.ts
 * does). A programme administrator signs in and posts every username to
 * POST /api/v1/admin/learning/courses/:id/bulk-enrolments; the bench polls GET …/bulk-enrolments/:id every 100 ms
 * (the web listens to the socket and polls every second as a fallback) until the job is done, recording each
 * progress it saw. Prints the time from the request to done, the progress steps, and the verdict; exit code 1 when
 * the report is wrong (every user enrolled, none unknown).
 *
 * Environment: BENCH_DATABASE_URL (admin connection; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_BULK_USERS (10000), BENCH_KEEP=1 keeps the elevar_bench_bulk database afterwards.
 */
import type { BulkEnrolment } from '@elevar/contract';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { ensureWebApplication } from '../src/db/seed/applications.ts';
import { hashPassword } from '../src/platform/crypto.ts';
import { databaseListener } from '../src/platform/pubsub.ts';
import { ADMIN_URL, admin, log } from './support.ts';

const DATABASE = 'elevar_bench_bulk';
const USERS = Number(process.env.BENCH_BULK_USERS ?? 10_000);
const TARGET_SECONDS = 30;

export async function runBulkEnrolmentBench(): Promise<boolean> {
  if (!Number.isSafeInteger(USERS) || USERS <= 0)
    throw new Error('BENCH_BULK_USERS must be a positive integer');
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_APP_CLIENT_SECRET: 'bench-web-app-secret',
  });
  const database = await openPostgres(url.toString(), config.DATABASE_POOL_SIZE);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateToLatest(database.db);
    await ensureWebApplication(database.db, config);
    const password = 'Bench@12345';
    const seeded = await database.db.transaction().execute(async (trx) => {
      const client = await trx
        .insertInto('clients')
        .values({ slug: 'bench-bulk', name: 'Bench academy', enabled_modules: ['online_courses', 'profile'] })
        .returning('id')
        .executeTakeFirstOrThrow();
      const administrator = await trx
        .insertInto('users')
        .values({
          username: 'bench.admin',
          full_name: 'Bench Admin',
          password_hash: await hashPassword(password),
          status: 'approved',
          selected_client_id: client.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_clients')
        .values({ user_id: administrator.id, client_id: client.id, role: 'program_admin' })
        .execute();
      await sql`with made as (
          insert into users (username, full_name, password_hash, status, selected_client_id)
          select 'bulk.' || g, 'Bulk Learner ' || g, 'x', 'approved', ${client.id}
          from generate_series(1, ${USERS}::integer) g returning id)
        insert into user_clients (user_id, client_id, role) select id, ${client.id}, 'learner' from made`.execute(
        trx,
      );
      const course = await trx
        .insertInto('courses')
        .values({
          client_id: client.id,
          kind: 'online_course',
          title: JSON.stringify({ 'pt-BR': 'Curso em lote' }),
          search_text: 'curso em lote',
          enrolment_rule: 'assigned',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { courseId: course.id };
    });
    log(`seeded ${USERS} learners and a course`);

    app = await buildApp({
      config,
      db: database.db,
      secret: 'bench-secret-that-is-long-enough-for-hmac',
      serveWeb: false,
      housekeeping: false,
      logger: false,
      jobs: { kind: 'postgres', connectionString: url.toString() },
      listen: databaseListener(database),
    });
    await app.ready();
    const token = await app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: config.WEB_APP_CLIENT_ID,
        client_secret: config.WEB_APP_CLIENT_SECRET,
        grant_type: 'password',
        username: 'bench.admin',
        password,
      }).toString(),
    });
    if (token.statusCode !== 200) throw new Error(`sign-in failed: ${token.statusCode} ${token.body}`);
    const headers = { authorization: `Bearer ${token.json().access_token}` };
    const usernames = Array.from({ length: USERS }, (_, i) => `bulk.${i + 1}`);

    const asked = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/learning/courses/${seeded.courseId}/bulk-enrolments`,
      headers,
      payload: { usernames },
    });
    if (response.statusCode !== 202)
      throw new Error(`request refused: ${response.statusCode} ${response.body}`);
    const answered = performance.now() - asked;
    const id = (response.json() as BulkEnrolment).id;
    const steps: number[] = [];
    let job: BulkEnrolment | undefined;
    for (;;) {
      const polled = await app.inject({
        method: 'GET',
        url: `/api/v1/admin/learning/bulk-enrolments/${id}`,
        headers,
      });
      job = polled.json() as BulkEnrolment;
      if (steps.at(-1) !== job.processed) steps.push(job.processed);
      if (job.status === 'done' || job.status === 'failed') break;
      if (performance.now() - asked > 300_000) throw new Error('the job did not finish in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - asked) / 1000;
    const correct =
      job.status === 'done' &&
      job.report.enrolled === USERS &&
      job.report.already_enrolled === 0 &&
      job.report.unknown.length === 0;
    log(`request answered 202 in ${answered.toFixed(0)} ms`);
    log(`progress seen: ${steps.join(' → ')} of ${job.total}`);
    log(
      `${USERS} users enrolled in ${seconds.toFixed(2)} s from the request (queue pick-up included): ` +
        `${seconds < TARGET_SECONDS ? 'PASS' : 'FAIL'} (target < ${TARGET_SECONDS} s); report ${correct ? 'correct' : 'WRONG'}`,
    );
    return correct;
  } finally {
    await app?.close();
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await admin(`drop database if exists ${DATABASE} with (force)`);
  }
}
