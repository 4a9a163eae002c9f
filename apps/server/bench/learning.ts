/**
 * The learning scenario of `npm run bench` (issue 12): the learner's side of learning on PostgreSQL, through HTTP.
 * Creates a fresh database `elevar_bench_learning`, migrates it and seeds an academy set-based (learning-seed.ts):
 * BENCH_COURSES courses (20,000) with texts in the four languages, BENCH_LEARNERS learners (50,000) and
 * BENCH_ENROLMENTS enrolments (1,000,000) with their progress, BENCH_TOKENS (2,000) of them signed in. Starts a bare
 * Fastify + pg endpoint reading one row (bare-server.ts) and the app (app-server.ts) as their own processes, checks
 * a few requests of each kind by their answers (every search and course page found, saves accepted), then:
 * - capacity: the bare endpoint, then the app on the mix, each in a closed loop on BENCH_HTTP_CONNECTIONS (20)
 *   connections for BENCH_CAPACITY_SECONDS (10, after 2 s of warm-up): the app's mix throughput as a ratio of the
 *   bare endpoint's;
 * - paced (the verdict): BENCH_RATE (1,000) requests/s for BENCH_SECONDS (20), open loop, as the mix of issue 12 —
 *   40 % catalogue pages with two filters, 20 % searches, 20 % course pages with the learner's progress, 20 %
 *   progress saves — each kind on its own schedule and connections (BENCH_PACED_CONNECTIONS, 32, shared by share),
 *   its latency timed from when the request was due (a server far behind: what still waits 10 s past the schedule
 *   is dropped and counted as unsent). The target: p99 under 25 ms for each kind, none unsent.
 * Afterwards every activity saved must hold the newest seq sent (saves accepted, none lost or refused). Exit code 1
 * (returns false) when a request failed or a save is missing; the p99 target is a verdict.
 *
 * Environment: BENCH_DATABASE_URL (admin connection; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_LEARNING_DATABASE (the database created and dropped; elevar_bench_learning), BENCH_COURSES, BENCH_LEARNERS,
 * BENCH_ENROLMENTS, BENCH_TOKENS, BENCH_RATE, BENCH_SECONDS,
 * BENCH_CAPACITY_SECONDS, BENCH_HTTP_CONNECTIONS, BENCH_PACED_CONNECTIONS, BENCH_POOL (DATABASE_POOL_SIZE;
 * default twice the cores, `benchPool`; both servers), BENCH_LOG_LEVEL (warn), BENCH_KEEP=1 keeps the database. A quick run to try it:
 * `BENCH_SCENARIO=learning BENCH_COURSES=2000 BENCH_LEARNERS=5000 BENCH_ENROLMENTS=100000 BENCH_SECONDS=5 npm run bench`.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { withCpu } from './cpu.ts';
import { getRequest, type LoadResult, pace, saturate } from './http-load.ts';
import { LearningRequests, MIX } from './learning-requests.ts';
import { type LearningSite, seedLearning } from './learning-seed.ts';
import { failures, pacedKnobs, pacedRow, pacedTable, passes, perSecond } from './paced-table.ts';
import { statementsOf } from './statements.ts';
import { envNumber, freshDatabase, log, startServers, tearDown } from './support.ts';

const DATABASE = process.env.BENCH_LEARNING_DATABASE ?? 'elevar_bench_learning';
const COURSES = Math.round(envNumber('BENCH_COURSES', 20_000));
const LEARNERS = Math.round(envNumber('BENCH_LEARNERS', 50_000));
const ENROLMENTS = Math.round(envNumber('BENCH_ENROLMENTS', 1_000_000));
const TOKENS = Math.min(LEARNERS, Math.round(envNumber('BENCH_TOKENS', 2000)));
/** The capacity and paced phases' knobs (paced-table.ts). */
const K = pacedKnobs();
const CHECKS_PER_KIND = 40;

/**
 * A few requests of each kind, one at a time, read in full: every answer 2xx, searches and course pages found,
 * saves answered with the seq sent. Returns what failed, and the share of catalogue pages and searches with results.
 */
async function check(port: number, requests: LearningRequests) {
  const problems: string[] = [];
  const found: Record<string, number> = { catalogue: 0, search: 0 };
  const call = async (path: string, learner: number, init: { method?: string; body?: object } = {}) => {
    const site = requests.site;
    const l = site.learners[learner];
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${l?.token}`,
        'accept-language': l?.language ?? 'pt-BR',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      problems.push(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  for (let i = 0; i < CHECKS_PER_KIND; i++) {
    for (const kind of ['catalogue', 'search'] as const) {
      const { path, learner } = requests[kind]();
      const body = await call(path, learner);
      if (Array.isArray(body.results) && body.results.length > 0) found[kind] = (found[kind] ?? 0) + 1;
    }
    const page = requests.course();
    const course = await call(page.path, page.learner);
    if (!Array.isArray(course.activities) || course.activities.length === 0)
      problems.push(`${page.path}: no activities`);
    const save = requests.save();
    const saved = await call(save.path, save.learner, { method: 'PUT', body: save.body });
    requests.markSent([{ target: save.target, seq: save.seq }], 1);
    if ((saved.activity as { seq?: number } | undefined)?.seq !== save.seq)
      problems.push(`${save.path}: seq ${save.seq} not stored (${JSON.stringify(saved)})`);
  }
  return {
    problems,
    catalogueFound: (found.catalogue ?? 0) / CHECKS_PER_KIND,
    searchFound: (found.search ?? 0) / CHECKS_PER_KIND,
  };
}

/** Every activity a save was sent for holds the newest seq sent: none refused, lost or overtaken. */
async function verifySaves(db: Db, site: LearningSite, requests: LearningRequests) {
  const touched = site.saves
    .map((save, i) => ({ ...save, sent: requests.sent[i] as number }))
    .filter((save) => save.sent > save.seq);
  const stored = await sql<{ user_id: string; activity_id: string; seq: string }>`
    select user_id, activity_id, seq from activity_progress
    where (user_id, activity_id) in (select * from unnest(
      ${touched.map((t) => site.learners[t.learner]?.userId ?? 0)}::bigint[],
      ${touched.map((t) => t.activityId)}::bigint[]))`.execute(db);
  const seqs = new Map(stored.rows.map((r) => [`${r.user_id}:${r.activity_id}`, Number(r.seq)]));
  const wrong = touched.filter(
    (t) => seqs.get(`${site.learners[t.learner]?.userId}:${t.activityId}`) !== t.sent,
  ).length;
  return { activities: touched.length, wrong };
}

export async function runLearningBench(): Promise<boolean> {
  const setup = await freshDatabase(DATABASE);
  let bare: ChildProcess | undefined;
  let app: ChildProcess | undefined;
  try {
    log(
      `migrated; seeding ${COURSES.toLocaleString('en')} courses, ${LEARNERS.toLocaleString('en')} learners,` +
        ` ${ENROLMENTS.toLocaleString('en')} enrolments`,
    );
    const seedStart = performance.now();
    const site = await seedLearning(
      setup.db,
      { courses: COURSES, users: LEARNERS, enrolments: ENROLMENTS, signedIn: TOKENS },
      log,
    );
    log(
      `seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s; ${site.coursePages.length} course pages` +
        ` and ${site.saves.length} activities to save for the signed-in learners`,
    );
    if (site.coursePages.length === 0 || site.saves.length === 0)
      throw new Error('the seed left the signed-in learners nothing to open or save');
    const requests = new LearningRequests(site);

    const servers = await startServers(DATABASE, K.POOL, LEARNERS, '');
    const bareServer = servers.bare;
    bare = bareServer.child;
    const appServer = servers.app;
    app = appServer.child;

    const checked = await check(appServer.port, requests);
    log(
      `checked ${CHECKS_PER_KIND} requests of each kind: ${checked.problems.length} wrong; catalogue pages with` +
        ` results ${(checked.catalogueFound * 100).toFixed(0)} %, searches ${(checked.searchFound * 100).toFixed(0)} %`,
    );
    for (const problem of checked.problems.slice(0, 5)) log(`  ${problem}`);

    // capacity: the bare endpoint, then the app on the interleaved mix (closed loops)
    const bareTarget = { port: bareServer.port, requests: [getRequest('/bare')] };
    await saturate(bareTarget, K.CONNECTIONS, K.WARM_SECONDS);
    const bareRun = await saturate(bareTarget, K.CONNECTIONS, K.CAPACITY_SECONDS);
    const bareRate = perSecond(bareRun);
    log(`bare (Fastify + pg, one row): ${bareRate.toFixed(0)} req/s${failures(bareRun)}`);
    // the mix can't outrun the bare endpoint: enough requests that saves do not repeat a seq
    const warm = requests.mixed(Math.ceil(bareRate * K.WARM_SECONDS * 1.5) + 100);
    const warmRun = await saturate(
      { port: appServer.port, requests: warm.requests },
      K.CONNECTIONS,
      K.WARM_SECONDS,
    );
    requests.markSent(warm.saves, warmRun.completed + warmRun.failed);
    /** `withCpu` with the statements the app sent meanwhile. */
    const measure = async <T>(work: () => Promise<T>) => {
      const before = await statementsOf(appServer.child);
      const use = await withCpu(setup.db, appServer.child.pid ?? 0, work);
      return { ...use, statements: (await statementsOf(appServer.child)) - before };
    };
    const perRequest = (statements: number, requests: number) =>
      (statements / Math.max(1, requests)).toFixed(2);
    const mix = requests.mixed(Math.ceil(bareRate * K.CAPACITY_SECONDS * 1.5) + 100);
    const capacity = await measure(() =>
      saturate({ port: appServer.port, requests: mix.requests }, K.CONNECTIONS, K.CAPACITY_SECONDS),
    );
    const mixRun = capacity.result;
    requests.markSent(mix.saves, mixRun.completed + mixRun.failed);
    const appRate = perSecond(mixRun);
    log(
      `app, the mix: ${appRate.toFixed(0)} req/s = ${(appRate / bareRate).toFixed(2)} of the bare endpoint's` +
        ` (CPU per request: server ${((capacity.server * 1000) / mixRun.completed).toFixed(2)} ms,` +
        ` PostgreSQL ${((capacity.database * 1000) / mixRun.completed).toFixed(2)} ms; statements per request` +
        ` ${perRequest(capacity.statements, mixRun.completed)}; other processes` +
        ` ${capacity.othersCores.toFixed(2)} cores)${failures(mixRun)}`,
    );

    // what each kind costs alone (closed loop): where the mix's time goes
    for (const part of MIX) {
      const alone = requests.batch(part.kind, Math.ceil(bareRate * K.KIND_SECONDS * 1.5) + 100);
      const run = await measure(() =>
        saturate({ port: appServer.port, requests: alone.requests }, K.CONNECTIONS, K.KIND_SECONDS),
      );
      requests.markSent(alone.saves, run.result.completed + run.result.failed);
      log(
        `  ${part.label} alone: ${perSecond(run.result).toFixed(0)} req/s (CPU per request: server` +
          ` ${((run.server * 1000) / run.result.completed).toFixed(2)} ms, PostgreSQL` +
          ` ${((run.database * 1000) / run.result.completed).toFixed(2)} ms; statements per request` +
          ` ${perRequest(run.statements, run.result.completed)})${failures(run.result)}`,
      );
    }

    // the verdict: the mix paced at BENCH_RATE, each kind on its own schedule
    const plans = MIX.map((part) => {
      const rate = K.RATE * part.share;
      const batch = requests.batch(part.kind, Math.floor(rate * K.SECONDS));
      const connections = Math.max(2, Math.round(K.PACED_CONNECTIONS * part.share));
      return { part, rate, batch, connections };
    });
    log(
      `pacing ${K.RATE} req/s for ${K.SECONDS} s: ${plans.map((p) => `${p.part.kind} ${p.rate}/s`).join(', ')}`,
    );
    const paced = await measure(() =>
      Promise.all(
        plans.map((plan) =>
          pace(
            { port: appServer.port, requests: plan.batch.requests },
            plan.connections,
            plan.rate,
            K.SECONDS,
            K.SECONDS + K.DRAIN_SECONDS,
          ),
        ),
      ),
    );
    const rows = plans.map((plan, i) => {
      const result = paced.result[i] as LoadResult;
      requests.markSent(plan.batch.saves, result.completed + result.failed);
      if (result.failed) log(`${plan.part.kind}${failures(result)}`);
      return pacedRow(plan.part.label, plan.rate, result);
    });
    const completed = paced.result.reduce((sum, r) => sum + r.completed, 0);
    const saves = await verifySaves(setup.db, site, requests);
    const failed =
      rows.reduce((sum, row) => sum + row.failed, 0) + mixRun.failed + warmRun.failed + bareRun.failed;
    const pass = rows.every((row) => passes(row, K.TARGET_P99_MS));
    process.stdout.write(
      `\n${pacedTable(rows, K.TARGET_P99_MS)}\n\ncapacity: bare ${bareRate.toFixed(0)} req/s, the app on the mix ${appRate.toFixed(0)}` +
        ` req/s (ratio ${(appRate / bareRate).toFixed(2)}); paced phase: CPU per request server` +
        ` ${((paced.server * 1000) / completed).toFixed(2)} ms + PostgreSQL ${((paced.database * 1000) / completed).toFixed(2)} ms,` +
        ` ${perRequest(paced.statements, completed)} statements per request,` +
        ` other processes ${paced.othersCores.toFixed(2)} of ${availableParallelism()} cores\n` +
        `saves: ${saves.activities} activities saved, ${saves.wrong} without the newest seq sent;` +
        ` ${checked.problems.length} of ${CHECKS_PER_KIND * 4} checked answers wrong\n\n`,
    );
    process.stdout.write(
      `learning: ${pass ? 'PASS' : 'FAIL'} (p99 < ${K.TARGET_P99_MS} ms for each kind at ${K.RATE} req/s)` +
        `${failed ? `; ${failed} requests failed` : ''}\n`,
    );
    return failed === 0 && saves.wrong === 0 && checked.problems.length === 0;
  } finally {
    await tearDown(DATABASE, setup, [app, bare]);
  }
}
