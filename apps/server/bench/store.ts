/**
 * The store scenario of `npm run bench` (issue 15): the reward store on PostgreSQL, through HTTP. Creates a fresh
 * database `elevar_bench_store`, migrates it and seeds one rewards client's store set-based (store-seed.ts):
 * BENCH_REWARDS rewards (5,000) over eight departments, 24 categories and seven countries with images and stock,
 * BENCH_HOT of them (40) hot with BENCH_HOT_STOCK units (5) in each country, BENCH_STORE_USERS shoppers (50,000)
 * with balances from their ledger entries, BENCH_TOKENS (2,000) of them signed in. Starts a bare Fastify + pg endpoint
 * reading one row (bare-server.ts) and the app (app-server.ts) as their own processes, checks a few requests of each
 * kind by their answers (pages with their lists, the details asked for, redemptions placed or refused with SPEC §8's
 * codes and a retried key answering the same order), then:
 * - capacity: the bare endpoint, then the app on the paced mix, each in a closed loop on BENCH_HTTP_CONNECTIONS (20)
 *   connections for BENCH_CAPACITY_SECONDS (10, after 2 s of warm-up), then each kind alone for half as long
 *   (redemptions racing for the first half of the hot rewards), with its CPU per request;
 * - paced (the verdict): BENCH_RATE (1,000) requests/s for BENCH_SECONDS (20), open loop, 60 % catalogue pages (the
 *   landing page, departments, categories, searches, sorts, later pages) and 40 % reward details, each kind on its own
 *   schedule and connections (BENCH_PACED_CONNECTIONS, 32, shared by share), timed from when each request was due,
 *   while BENCH_REDEEM_RATE (100) redemptions/s race on BENCH_REDEEM_CONNECTIONS (16): 80 % for the other half of the
 *   hot rewards, one in twenty a retry of an earlier key. The target: p99 under 25 ms for the catalogue and details.
 * Each measured phase also prints the app server's event-loop delay and GC pauses (pauses.ts), the paced one the load
 * generator's too and how long requests waited for a connection past when they were due: where a fat tail comes from.
 * Afterwards the books are checked (store-checks.ts): stock never negative and gone by the orders placed, each
 * balance the sum of its entries and never negative, each order debited once, no key redeemed twice, no category
 * maximum exceeded, as many orders as 201 answers. Exit code 1 (returns false) on any mismatch, a wrong answer or a
 * failed request; the p99 target is a verdict.
 *
 * Environment: BENCH_DATABASE_URL (admin connection), BENCH_STORE_DATABASE (elevar_bench_store), BENCH_REWARDS,
 * BENCH_HOT, BENCH_HOT_STOCK, BENCH_STORE_USERS, BENCH_TOKENS, BENCH_RATE, BENCH_REDEEM_RATE, BENCH_SECONDS,
 * BENCH_CAPACITY_SECONDS, BENCH_HTTP_CONNECTIONS, BENCH_PACED_CONNECTIONS, BENCH_REDEEM_CONNECTIONS, BENCH_POOL
 * (DATABASE_POOL_SIZE; default twice the cores, `benchPool`; both servers), BENCH_LOG_LEVEL (warn), BENCH_KEEP=1 keeps the database. A quick
 * run: `BENCH_SCENARIO=store BENCH_REWARDS=1000 BENCH_STORE_USERS=5000 BENCH_SECONDS=5 BENCH_CAPACITY_SECONDS=4 npm run bench`.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { withCpu } from './cpu.ts';
import { getRequest, type LoadResult, pace, percentile, saturate } from './http-load.ts';
import { failures, pacedKnobs, pacedRow, pacedTable, passes, perSecond } from './paced-table.ts';
import { describePauses, watchPauses } from './pauses.ts';
import { statementsOf } from './statements.ts';
import { type Books, checkAnswers, checkBooks, snapshotStock } from './store-checks.ts';
import { MIX, REDEEM_LABEL, StoreRequests } from './store-requests.ts';
import { seedStore } from './store-seed.ts';
import { envNumber, freshDatabase, log, pausesOf, startServers, tearDown } from './support.ts';

const DATABASE = process.env.BENCH_STORE_DATABASE ?? 'elevar_bench_store';
const REWARDS = Math.round(envNumber('BENCH_REWARDS', 5000));
const HOT = Math.min(REWARDS, Math.max(2, Math.round(envNumber('BENCH_HOT', 40))));
const HOT_STOCK = Math.round(envNumber('BENCH_HOT_STOCK', 5));
const USERS = Math.round(envNumber('BENCH_STORE_USERS', 50_000));
const TOKENS = Math.min(USERS, Math.round(envNumber('BENCH_TOKENS', 2000)));
/** The capacity and paced phases' knobs (paced-table.ts). */
const K = pacedKnobs();
const REDEEM_RATE = envNumber('BENCH_REDEEM_RATE', 100);
const REDEEM_CONNECTIONS = Math.round(envNumber('BENCH_REDEEM_CONNECTIONS', 16));
const CHECKS = 40;
/** A redemption's answers: placed (201), a retry's first order (200), refused by SPEC §8 (422). */
const REDEMPTION_ANSWERS = [422];

const cpuPer = (seconds: number, requests: number) => ((seconds * 1000) / Math.max(1, requests)).toFixed(2);
const perRequest = (statements: number, requests: number) => (statements / Math.max(1, requests)).toFixed(2);
const createdBy = (result: LoadResult) => result.statuses[201] ?? 0;
const statusesOf = (result: LoadResult) =>
  Object.entries(result.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

function booksReport(books: Books): string {
  const broken = Object.entries(books.wrong).filter(([, n]) => n !== 0);
  return (
    `books: ${books.orders} orders; the raced hot rewards sold ${books.racedSold} of their ${books.racedUnits} units;` +
    ` ${broken.length === 0 ? 'stock, popularity, balances, debits, keys and category maximums all agree' : `MISMATCH ${broken.map(([rule, n]) => `${rule} ${n}`).join(', ')}`}`
  );
}

export async function runStoreBench(): Promise<boolean> {
  const loads = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  log(`load average ${loads()}`);
  const setup = await freshDatabase(DATABASE);
  let bare: ChildProcess | undefined;
  let app: ChildProcess | undefined;
  try {
    log(
      `migrated; seeding ${REWARDS.toLocaleString('en')} rewards (${HOT} hot, ${HOT_STOCK} units a country),` +
        ` ${USERS.toLocaleString('en')} shoppers`,
    );
    const seedStart = performance.now();
    const site = await seedStore(
      setup.db,
      { rewards: REWARDS, hot: HOT, hotStock: HOT_STOCK, users: USERS, signedIn: TOKENS },
      log,
    );
    await snapshotStock(setup.db, site.clientId);
    log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
    const requests = new StoreRequests(site);

    const servers = await startServers(DATABASE, K.POOL, USERS, '');
    const bareServer = servers.bare;
    bare = bareServer.child;
    const appServer = servers.app;
    app = appServer.child;

    const checked = await checkAnswers(appServer.port, requests, CHECKS);
    log(
      `checked ${CHECKS} requests of each kind: ${checked.problems.length} wrong; catalogue pages with results` +
        ` ${(checked.withResults * 100).toFixed(0)} %; ${checked.placed} orders placed and retried`,
    );
    for (const problem of checked.problems.slice(0, 5)) log(`  ${problem}`);
    let created = checked.placed;
    let failed = 0;
    const run = (result: LoadResult) => {
      created += createdBy(result);
      failed += result.failed;
      return result;
    };

    // capacity: the bare endpoint, then the app on the paced mix (closed loops)
    const bareTarget = { port: bareServer.port, requests: [getRequest('/bare')] };
    await saturate(bareTarget, K.CONNECTIONS, K.WARM_SECONDS);
    const bareRun = run(await saturate(bareTarget, K.CONNECTIONS, K.CAPACITY_SECONDS));
    const bareRate = perSecond(bareRun);
    log(`bare (Fastify + pg, one row): ${bareRate.toFixed(0)} req/s${failures(bareRun)}`);
    const count = (seconds: number) => Math.ceil(bareRate * seconds * 1.5) + 100;
    run(
      await saturate(
        { port: appServer.port, requests: requests.mixed(count(K.WARM_SECONDS)) },
        K.CONNECTIONS,
        K.WARM_SECONDS,
      ),
    );
    /** CPU (`withCpu`), the statements the app sent and its event-loop delay and GC pauses while `work` ran. */
    const measure = async <T>(work: () => Promise<T>) => {
      const before = await statementsOf(appServer.child);
      await pausesOf(appServer.child);
      const use = await withCpu(setup.db, appServer.child.pid ?? 0, work);
      const pauses = await pausesOf(appServer.child);
      return { ...use, statements: (await statementsOf(appServer.child)) - before, pauses };
    };
    const capacity = await measure(() =>
      saturate(
        { port: appServer.port, requests: requests.mixed(count(K.CAPACITY_SECONDS)) },
        K.CONNECTIONS,
        K.CAPACITY_SECONDS,
      ),
    );
    const mixRun = run(capacity.result);
    const appRate = perSecond(mixRun);
    log(
      `app, the mix: ${appRate.toFixed(0)} req/s = ${(appRate / bareRate).toFixed(2)} of the bare endpoint's` +
        ` (CPU per request: server ${cpuPer(capacity.server, mixRun.completed)} ms, PostgreSQL` +
        ` ${cpuPer(capacity.database, mixRun.completed)} ms; statements per request` +
        ` ${perRequest(capacity.statements, mixRun.completed)}; other processes ${capacity.othersCores.toFixed(2)} cores)` +
        failures(mixRun),
    );
    log(`  ${describePauses('server', capacity.pauses)}`);
    for (const kind of ['catalogue', 'details', 'redeem'] as const) {
      const alone = await measure(() =>
        saturate(
          {
            port: appServer.port,
            requests: requests.batch(kind, count(K.KIND_SECONDS)),
            answers: REDEMPTION_ANSWERS,
          },
          K.CONNECTIONS,
          K.KIND_SECONDS,
        ),
      );
      const result = run(alone.result);
      log(
        `  ${kind} alone: ${perSecond(result).toFixed(0)} req/s (CPU per request: server` +
          ` ${cpuPer(alone.server, result.completed)} ms, PostgreSQL ${cpuPer(alone.database, result.completed)} ms;` +
          ` statements per request ${perRequest(alone.statements, result.completed)})` +
          `${kind === 'redeem' ? ` [${statusesOf(result)}]` : ''}${failures(result)};` +
          ` ${describePauses('server', alone.pauses)}`,
      );
    }

    // the verdict: the catalogue and details paced at BENCH_RATE while redemptions race for the other hot rewards
    requests.hot = site.hot.slice(Math.ceil(site.hot.length / 2));
    const plans = [
      ...MIX.map((part) => ({
        label: part.label,
        rate: K.RATE * part.share,
        requests: requests.batch(part.kind, Math.floor(K.RATE * part.share * K.SECONDS)),
        connections: Math.max(2, Math.round(K.PACED_CONNECTIONS * part.share)),
        judged: true,
      })),
      {
        label: REDEEM_LABEL,
        rate: REDEEM_RATE,
        requests: requests.batch('redeem', Math.floor(REDEEM_RATE * K.SECONDS)),
        connections: REDEEM_CONNECTIONS,
        judged: false,
      },
    ];
    log(
      `pacing for ${K.SECONDS} s (load average ${loadavg()[0]?.toFixed(2)}): ${plans.map((p) => `${p.label} ${p.rate}/s`).join(', ')}`,
    );
    const generator = watchPauses();
    const paced = await measure(() =>
      Promise.all(
        plans.map((plan) =>
          pace(
            { port: appServer.port, requests: plan.requests, answers: REDEMPTION_ANSWERS },
            plan.connections,
            plan.rate,
            K.SECONDS,
            K.SECONDS + K.DRAIN_SECONDS,
          ),
        ),
      ),
    );
    const generatorPauses = generator.read();
    generator.stop();
    const lag = Float64Array.from(paced.result.flatMap((result) => Array.from(result.lagMs ?? [])));
    log(
      `paced: ${describePauses('server', paced.pauses)}; ${describePauses('load generator', generatorPauses)};` +
        ` waited for a connection or the generator p99 ${percentile(lag, 99).toFixed(1)} ms,` +
        ` max ${percentile(lag, 100).toFixed(1)} ms`,
    );
    const rows = plans.map((plan, i) => {
      const result = run(paced.result[i] as LoadResult);
      if (result.failed) log(`${plan.label}${failures(result)}`);
      return pacedRow(plan.label, plan.rate, result, plan.judged);
    });
    const redemptions = paced.result[plans.length - 1] as LoadResult;
    const completed = paced.result.reduce((sum, r) => sum + r.completed, 0);
    const books = await checkBooks(setup.db, site.clientId, requests.hot, created);
    const balanced = Object.values(books.wrong).every((n) => n === 0);
    const pass = rows.every((row) => !row.judged || passes(row, K.TARGET_P99_MS));
    process.stdout.write(
      `\n${pacedTable(rows, K.TARGET_P99_MS)}\n\ncapacity: bare ${bareRate.toFixed(0)} req/s, the app on the mix` +
        ` ${appRate.toFixed(0)} req/s (ratio ${(appRate / bareRate).toFixed(2)}); paced phase: CPU per request server` +
        ` ${cpuPer(paced.server, completed)} ms + PostgreSQL ${cpuPer(paced.database, completed)} ms,` +
        ` ${perRequest(paced.statements, completed)} statements per request,` +
        ` other processes ${paced.othersCores.toFixed(2)} of ${availableParallelism()} cores` +
        ` (load average ${loads()})\n` +
        `redemptions paced: ${statusesOf(redemptions)} (${requests.built.retries} of ${requests.built.redemptions}` +
        ` built were retries)\n${booksReport(books)}; ${checked.problems.length} of ${CHECKS * 3} checked answers wrong\n\n`,
    );
    process.stdout.write(
      `store: ${pass ? 'PASS' : 'FAIL'} (p99 < ${K.TARGET_P99_MS} ms for the catalogue and details at ${K.RATE} req/s` +
        ` beside ${REDEEM_RATE} redemptions/s)${failed ? `; ${failed} requests failed` : ''}\n`,
    );
    return failed === 0 && balanced && checked.problems.length === 0;
  } finally {
    await tearDown(DATABASE, setup, [app, bare]);
  }
}
