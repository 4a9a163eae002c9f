/**
 * The rewards scenario of `npm run bench` (issue 13): sale reports and the auditors' queue on PostgreSQL, through
 * HTTP. Creates a fresh database `elevar_bench_rewards`, migrates it and seeds a retail rewards client set-based
 * (rewards-seed.ts): BENCH_SALE_LINES sale lines (1,000,000; about 400,000 sales with their invoice files' rows,
 * ledger entries, audit outcomes and fraud signals) by BENCH_SELLERS sellers (20,000) in BENCH_STORES stores (400),
 * BENCH_TOKENS (2,000) of them and 20 auditors signed in. Starts a bare Fastify + pg endpoint reading one row
 * (bare-server.ts) and the app (app-server.ts, its uploads in a temporary directory) as their own processes, checks a
 * few requests of each kind by their answers (rewards-check.ts), then:
 * - capacity: the bare endpoint, then the app on the mix, each in a closed loop on BENCH_HTTP_CONNECTIONS (20)
 *   connections for BENCH_CAPACITY_SECONDS (10, after 2 s of warm-up): the mix's throughput as a ratio of the bare
 *   endpoint's; then each kind alone for half as long, with its ratio and CPU per request;
 * - paced (the verdict): BENCH_RATE (500) requests/s for BENCH_SECONDS (20), open loop — 25 % sale reports (the JSON
 *   sale naming an invoice uploaded for it), 25 % invoice uploads (multipart, the sale form's first step), 50 % audit
 *   queue pages with the audit screen's filters — each kind on its own schedule and connections
 *   (BENCH_PACED_CONNECTIONS, 32, shared by share), timed from when each request was due; what still waits 10 s past
 *   the schedule is dropped and counted as unsent. The target: p99 under 50 ms for each kind, none unsent.
 * Every sale report is unique and valid (a new invoice number and invoice file, a date in the window, catalogue
 * products), so each must be stored: afterwards no invoice number is held twice by a user in the campaign, every
 * reported sale's points are its lines' and its ledger entries', every balance is the sum of its entries, and as many
 * sales were stored as reports were sent. Exit code 1 (returns false) when a request failed or a check did not hold.
 *
 * Environment: BENCH_DATABASE_URL (admin connection), BENCH_REWARDS_DATABASE (elevar_bench_rewards),
 * BENCH_SALE_LINES, BENCH_SELLERS, BENCH_STORES, BENCH_TOKENS, BENCH_RATE, BENCH_SECONDS, BENCH_CAPACITY_SECONDS,
 * BENCH_HTTP_CONNECTIONS, BENCH_PACED_CONNECTIONS, BENCH_POOL (DATABASE_POOL_SIZE; default twice the cores, `benchPool`; both servers),
 * BENCH_MAX_APP_RATE (1,500: how many requests per second a closed loop is given, unique sale reports being built
 * ahead), BENCH_LOG_LEVEL (warn), BENCH_KEEP=1 keeps the database. A quick run:
 * `BENCH_SCENARIO=rewards BENCH_SALE_LINES=50000 BENCH_SELLERS=5000 BENCH_SECONDS=5 BENCH_CAPACITY_SECONDS=4 npm run bench`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { withCpu } from './cpu.ts';
import { getRequest, type LoadResult, saturate } from './http-load.ts';
import { passes } from './paced-table.ts';
import {
  failures,
  kindSeconds,
  paceKinds,
  perSecond,
  type Row,
  rowOf,
  table,
  WARM_SECONDS,
} from './phases.ts';
import { checkAnswers, verifyLedger } from './rewards-check.ts';
import { type Kind, MIX, RewardsRequests } from './rewards-requests.ts';
import { seedRewards } from './rewards-seed.ts';
import { statementsOf } from './statements.ts';
import {
  admin,
  benchPool,
  databaseUrl,
  envNumber,
  freshDatabase,
  log,
  startServer,
  stop,
} from './support.ts';

const DATABASE = process.env.BENCH_REWARDS_DATABASE ?? 'elevar_bench_rewards';
const SALE_LINES = Math.round(envNumber('BENCH_SALE_LINES', 1_000_000));
const SELLERS = Math.round(envNumber('BENCH_SELLERS', 20_000));
const STORES = Math.round(envNumber('BENCH_STORES', 400));
const AUDITORS = 20;
const TOKENS = Math.min(SELLERS, Math.round(envNumber('BENCH_TOKENS', 2000)));
const RATE = envNumber('BENCH_RATE', 500);
const SECONDS = Math.min(envNumber('BENCH_SECONDS', 20), 300);
const CAPACITY_SECONDS = Math.min(envNumber('BENCH_CAPACITY_SECONDS', 10), 300);
const CONNECTIONS = Math.round(envNumber('BENCH_HTTP_CONNECTIONS', 20));
const PACED_CONNECTIONS = Math.round(envNumber('BENCH_PACED_CONNECTIONS', 32));
const MAX_APP_RATE = envNumber('BENCH_MAX_APP_RATE', 1500);
const POOL = benchPool();
const KIND_SECONDS = kindSeconds(CAPACITY_SECONDS);
const TARGET_P99_MS = 50;
const CHECK_ROUNDS = 20;

const ms = (seconds: number, requests: number) => ((seconds * 1000) / requests).toFixed(2);
const per = (statements: number, requests: number) => (statements / requests).toFixed(1);

export async function runRewardsBench(): Promise<boolean> {
  log(`creating database ${DATABASE}; load average ${loadavg()[0]?.toFixed(2)} before`);
  const setup = await freshDatabase(DATABASE);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'elevar-bench-rewards-'));
  let bare: ChildProcess | undefined;
  let app: ChildProcess | undefined;
  try {
    log(
      `migrated; seeding ${SALE_LINES.toLocaleString('en')} sale lines, ${SELLERS.toLocaleString('en')} sellers,` +
        ` ${STORES} stores`,
    );
    const seedStart = performance.now();
    const site = await seedRewards(
      setup.db,
      { saleLines: SALE_LINES, sellers: SELLERS, stores: STORES, auditors: AUDITORS, signedIn: TOKENS },
      log,
    );
    log(
      `seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s: ${site.sales.toLocaleString('en')} sales,` +
        ` ${site.lines.toLocaleString('en')} sale lines`,
    );
    const requests = new RewardsRequests(site, setup.db, dataDir);

    const serverEnv = {
      BENCH_DB_URL: databaseUrl(DATABASE),
      BENCH_POOL: String(POOL),
      BENCH_USERS: String(SELLERS),
      BENCH_DATA_DIR: dataDir,
    };
    const bareServer = await startServer('bare-server.ts', serverEnv);
    bare = bareServer.child;
    const appServer = await startServer('app-server.ts', serverEnv);
    app = appServer.child;
    const appPid = appServer.child.pid ?? 0;
    /** CPU (withCpu) and the statements the app sent while `work` ran. */
    const measured = async <T>(work: () => Promise<T>) => {
      const before = await statementsOf(appServer.child);
      const cpu = await withCpu(setup.db, appPid, work);
      return { ...cpu, statements: (await statementsOf(appServer.child)) - before };
    };
    log(
      `servers up (bare :${bareServer.port}, app :${appServer.port}; pool ${POOL} each); ` +
        `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), load generator in this process`,
    );

    const checked = await checkAnswers(appServer.port, requests, CHECK_ROUNDS);
    log(
      `checked ${CHECK_ROUNDS} rounds (upload, sale report, its retry, its invoice number again, a queue page):` +
        ` ${checked.problems.length} wrong; queue pages with items ${checked.nonEmptyPages} of ${CHECK_ROUNDS}`,
    );
    for (const problem of checked.problems.slice(0, 5)) log(`  ${problem}`);
    let reportsSent = checked.created;
    let ranOut = false;
    /** Sale reports among the first `sent` requests of a list (`every`: one in every so many, from `first`). */
    const salesAmong = (length: number, sent: number, every: number, first: number) => {
      if (sent > length) ranOut = true;
      const n = Math.min(sent, length);
      return n > first ? Math.floor((n - first - 1) / every) + 1 : 0;
    };

    // capacity: the bare endpoint, then the app on the interleaved mix (closed loops)
    const bareTarget = { port: bareServer.port, requests: [getRequest('/bare')] };
    await saturate(bareTarget, CONNECTIONS, WARM_SECONDS);
    const bareRun = await saturate(bareTarget, CONNECTIONS, CAPACITY_SECONDS);
    const bareRate = perSecond(bareRun);
    log(`bare (Fastify + pg, one row): ${bareRate.toFixed(0)} req/s${failures(bareRun)}`);
    const closed = (seconds: number) => Math.ceil(Math.min(bareRate, MAX_APP_RATE) * seconds) + 100;
    const warm = await requests.mixed(closed(WARM_SECONDS));
    const warmRun = await saturate({ port: appServer.port, requests: warm }, CONNECTIONS, WARM_SECONDS);
    reportsSent += salesAmong(warm.length, warmRun.completed + warmRun.failed, 4, 1);
    const mix = await requests.mixed(closed(CAPACITY_SECONDS));
    const capacity = await measured(() =>
      saturate({ port: appServer.port, requests: mix }, CONNECTIONS, CAPACITY_SECONDS),
    );
    const mixRun = capacity.result;
    reportsSent += salesAmong(mix.length, mixRun.completed + mixRun.failed, 4, 1);
    const appRate = perSecond(mixRun);
    log(
      `app, the mix: ${appRate.toFixed(0)} req/s = ${(appRate / bareRate).toFixed(2)} of the bare endpoint's` +
        ` (CPU per request: server ${ms(capacity.server, mixRun.completed)} ms,` +
        ` PostgreSQL ${ms(capacity.database, mixRun.completed)} ms;` +
        ` ${per(capacity.statements, mixRun.completed)} statements per request; other processes` +
        ` ${capacity.othersCores.toFixed(2)} cores)${failures(mixRun)}`,
    );

    // what each kind costs alone (closed loop): where the mix's time goes
    let aloneFailed = 0;
    for (const part of MIX) {
      const alone = await requests.batch(part.kind, closed(KIND_SECONDS));
      const run = await measured(() =>
        saturate({ port: appServer.port, requests: alone }, CONNECTIONS, KIND_SECONDS),
      );
      aloneFailed += run.result.failed;
      if (part.kind === 'sale')
        reportsSent += salesAmong(alone.length, run.result.completed + run.result.failed, 1, 0);
      const rate = perSecond(run.result);
      log(
        `  ${part.label} alone: ${rate.toFixed(0)} req/s = ${(rate / bareRate).toFixed(2)} of the bare endpoint's` +
          ` (CPU per request: server ${ms(run.server, run.result.completed)} ms, PostgreSQL` +
          ` ${ms(run.database, run.result.completed)} ms; ${per(run.statements, run.result.completed)} statements` +
          ` per request; other processes ${run.othersCores.toFixed(2)} cores)` +
          `${failures(run.result)}`,
      );
    }

    // the verdict: the mix paced at RATE, each kind on its own schedule
    const plans = await Promise.all(
      MIX.map(async (part) => {
        const rate = RATE * part.share;
        const batch = await requests.batch(part.kind, Math.floor(rate * SECONDS));
        const connections = Math.max(2, Math.round(PACED_CONNECTIONS * part.share));
        return { part, rate, batch, connections };
      }),
    );
    log(
      `pacing ${RATE} req/s for ${SECONDS} s: ${plans.map((p) => `${p.part.kind} ${p.rate}/s`).join(', ')}`,
    );
    const paced = await measured(() =>
      paceKinds(
        appServer.port,
        plans.map((plan) => ({ ...plan, requests: plan.batch })),
        SECONDS,
      ),
    );
    const rows = plans.map((plan, i): Row<Kind> => {
      const result = paced.result[i] as LoadResult;
      if (plan.part.kind === 'sale') reportsSent += result.completed + result.failed;
      if (result.failed) log(`${plan.part.kind}${failures(result)}`);
      return rowOf(plan.part, plan.rate, result);
    });
    const completed = paced.result.reduce((sum, r) => sum + r.completed, 0);
    const ledger = await verifyLedger(setup.db, site, reportsSent);
    const failed =
      rows.reduce((sum, row) => sum + row.failed, 0) +
      mixRun.failed +
      warmRun.failed +
      bareRun.failed +
      aloneFailed;
    const pass = rows.every((row) => passes(row, TARGET_P99_MS));
    process.stdout.write(
      `\n${table(rows, TARGET_P99_MS)}\n\ncapacity: bare ${bareRate.toFixed(0)} req/s, the app on the mix ${appRate.toFixed(0)}` +
        ` req/s (ratio ${(appRate / bareRate).toFixed(2)}); paced phase: CPU per request server` +
        ` ${ms(paced.server, completed)} ms + PostgreSQL ${ms(paced.database, completed)} ms,` +
        ` ${per(paced.statements, completed)} statements per request,` +
        ` other processes ${paced.othersCores.toFixed(2)} of ${availableParallelism()} cores` +
        ` (load average ${loadavg()[0]?.toFixed(2)})\n` +
        `ledger: ${ledger.reported} sales reported through HTTP (${reportsSent} sent${ranOut ? '; a closed loop ran out of unique reports: raise BENCH_MAX_APP_RATE' : ''}),` +
        ` ${ledger.missing} missing, ${ledger.wrongSales} with points not their lines' and entries',` +
        ` ${ledger.invoiceTwice} invoice numbers held twice; ${ledger.wrongBalances} of ${ledger.balances} balances` +
        ` not the sum of their entries; ${checked.problems.length} checked answers wrong\n\n`,
    );
    process.stdout.write(
      `rewards: ${pass ? 'PASS' : 'FAIL'} (p99 < ${TARGET_P99_MS} ms for each kind at ${RATE} req/s)` +
        `${failed ? `; ${failed} requests failed` : ''}\n`,
    );
    return failed === 0 && ledger.ok && !ranOut && checked.problems.length === 0;
  } finally {
    await stop(app);
    await stop(bare);
    await setup.close();
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP !== '1') await admin(`drop database if exists ${DATABASE} with (force)`);
    log(process.env.BENCH_KEEP === '1' ? `kept database ${DATABASE}` : `dropped database ${DATABASE}`);
  }
}
