/**
 * The request-path scenario of `npm run bench` (issue 11): the real server against a bare endpoint, side by side in
 * one run, through real HTTP on PostgreSQL. Creates a fresh database, migrates and seeds it (request-seed.ts), then
 * starts two servers on it: a bare Fastify + pg endpoint reading one row (bare-server.ts) and the app built by the
 * app factory (app-server.ts), each as BENCH_WORKERS processes on its port (one per core by default, as
 * SERVER_WORKERS runs the product on a host of its own: cluster.ts; 1 measures a single process). For the bare endpoint and each signed-in read (spread over BENCH_TOKENS sessions):
 * - saturation: BENCH_HTTP_CONNECTIONS keep-alive connections with no think time for BENCH_SECONDS (closed loop):
 *   the throughput, and its ratio to the bare endpoint's;
 * - paced, a second after: 70 % of that endpoint's own saturation rate offered at fixed intervals for BENCH_PACED_SECONDS on up to
 *   BENCH_PACED_CONNECTIONS connections (open loop, each latency from when the request was due, so no coordinated
 *   omission): the p99. Longer than the saturation phase because it is judged by its tail: in five seconds one
 *   stall (seen: the server and the load generator both stopped 36 ms at the same moment) decided the p99 alone.
 * Each paced phase's log says where its slow answers came from: the pauses of the server and of this process, and
 * the episodes (episodes.ts) in which answers took longer than the target. Prints a verdict table against the targets. Exit code 1 when any request failed; the targets are a verdict.
 *
 * Environment: BENCH_DATABASE_URL (admin connection; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (5, the saturation phase), BENCH_PACED_SECONDS (15), BENCH_HTTP_CONNECTIONS (20), BENCH_PACED_CONNECTIONS (as many), BENCH_POOL (DATABASE_POOL_SIZE; default twice the cores shared among BENCH_WORKERS, `benchPool`, for both
 * servers), BENCH_REQUEST_USERS (20000), BENCH_TOKENS (2000), BENCH_ENTRIES (25 per user), BENCH_LOAD (0.7),
 * BENCH_ENDPOINTS (all; e.g. `ranking,session`), BENCH_LOG_LEVEL (warn), BENCH_PROFILE (a folder: the app server
 * writes a CPU profile there), ACTOR_CACHE_MS (the server's; 0 measures without the actor cache), BENCH_KEEP=1 keeps the
 * elevar_bench_requests database afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../src/db/connection.ts';
import { withCpu } from './cpu.ts';
import { describeEpisodes } from './episodes.ts';
import { getRequest, type LoadResult, pace, percentile, saturate, type Target } from './http-load.ts';
import { describePauses, watchPauses } from './pauses.ts';
import { seedRequestSite } from './request-seed.ts';
import { benchPool, envNumber, freshDatabase, log, pausesOf, startServers, tearDown } from './support.ts';

const DATABASE = 'elevar_bench_requests';
const SECONDS = envNumber('BENCH_SECONDS', 5);
const PACED_SECONDS = envNumber('BENCH_PACED_SECONDS', 15);
const CONNECTIONS = envNumber('BENCH_HTTP_CONNECTIONS', 20);
const PACED_CONNECTIONS = envNumber('BENCH_PACED_CONNECTIONS', CONNECTIONS);
const USERS = envNumber('BENCH_REQUEST_USERS', 20_000);
const TOKENS = Math.min(USERS, envNumber('BENCH_TOKENS', 2000));
const ENTRIES = envNumber('BENCH_ENTRIES', 25);
const LOAD = envNumber('BENCH_LOAD', 0.7);
/** Both servers as SERVER_WORKERS runs the product on a host of its own: one process per core. */
const WORKERS = envNumber('BENCH_WORKERS', availableParallelism());
const POOL = benchPool(WORKERS);
const WARM_SECONDS = 2;
/** The pause between an endpoint's saturation and its paced phase. */
const SETTLE_MS = 1000;
/** The app's warm-up on all its endpoints before anything is measured. */
const APP_WARM_SECONDS = envNumber('BENCH_APP_WARM_SECONDS', 10);

/** The targets of issue 11: throughput against the bare endpoint's, and the p99 when offered 70 % of capacity. */
const TARGET_P99_MS = 25;
export const ALL_ENDPOINTS: { name: string; path: string; minRatio: number }[] = [
  { name: 'points balance', path: '/api/v1/points/balance', minRatio: 0.5 },
  { name: 'unread count', path: '/api/v1/notifications/unread-count', minRatio: 0.5 },
  { name: 'ranking top', path: '/api/v1/rankings', minRatio: 0.5 },
  { name: 'statement page', path: '/api/v1/points/statement?page=1&page_size=20', minRatio: 0.5 },
  { name: 'session', path: '/api/v1/session', minRatio: 0.3 },
];
/** BENCH_ENDPOINTS (comma-separated words of their names, e.g. `ranking,session`) measures only those. */
const picked = process.env.BENCH_ENDPOINTS?.split(',').map((word) => word.trim());
const ENDPOINTS = picked
  ? ALL_ENDPOINTS.filter((e) => picked.some((word) => e.name.includes(word)))
  : ALL_ENDPOINTS;

interface Measured {
  name: string;
  throughput: number;
  ratio: number;
  minRatio: number | null;
  p50: number;
  p99: number;
  offered: number;
  failed: number;
  /** CPU milliseconds per request at saturation: the server process and the database's backends. */
  serverMs: number;
  databaseMs: number;
  /** Cores the rest of the machine (not the server, its backends or this load generator) used, at most. */
  othersCores: number;
}

const perSecond = (result: LoadResult) => result.completed / result.seconds;

async function measure(
  db: Db,
  name: string,
  target: Target & { pid: number; child: ChildProcess },
  bare: number | null,
  minRatio: number | null,
) {
  await saturate(target, CONNECTIONS, WARM_SECONDS);
  const {
    result: saturation,
    server,
    database,
    othersCores,
  } = await withCpu(db, target.pid, () => saturate(target, CONNECTIONS, SECONDS));
  const throughput = perSecond(saturation);
  const offered = Math.max(1, Math.round(throughput * LOAD));
  // the saturation's aftermath (its queues, the collections its garbage is owed) is not the paced phase's to judge
  await sleep(SETTLE_MS);
  // the servers' and this process's pauses over the paced phase only: where its bursts come from
  await pausesOf(target.child);
  const generator = watchPauses();
  const {
    result: paced,
    othersCores: othersPaced,
    server: serverPaced,
    database: databasePaced,
  } = await withCpu(db, target.pid, () => pace(target, PACED_CONNECTIONS, offered, PACED_SECONDS));
  const generatorPauses = generator.read();
  generator.stop();
  const serverPauses = await pausesOf(target.child);
  const lag = paced.lagMs ?? new Float64Array();
  const measured: Measured = {
    name,
    throughput,
    ratio: bare === null ? 1 : throughput / bare,
    minRatio,
    p50: percentile(paced.latenciesMs, 50),
    p99: percentile(paced.latenciesMs, 99),
    offered,
    failed: saturation.failed + paced.failed,
    serverMs: (server * 1000) / Math.max(1, saturation.completed),
    databaseMs: (database * 1000) / Math.max(1, saturation.completed),
    othersCores: Math.max(othersCores, othersPaced),
  };
  const failures = [...saturation.failures, ...paced.failures];
  log(
    `${name}: ${throughput.toFixed(0)} req/s at saturation (CPU per request: server ${measured.serverMs.toFixed(3)} ms,` +
      ` PostgreSQL ${measured.databaseMs.toFixed(3)} ms; other processes ${othersCores.toFixed(2)} cores,` +
      ` ${othersPaced.toFixed(2)} when paced);` +
      ` offered ${offered}/s: p50 ${measured.p50.toFixed(2)} ms, p90 ${percentile(paced.latenciesMs, 90).toFixed(2)} ms,` +
      ` p99 ${measured.p99.toFixed(2)} ms, max ${percentile(paced.latenciesMs, 100).toFixed(1)} ms` +
      `${measured.failed ? ` — ${measured.failed} failed (${failures.join(', ')})` : ''}`,
  );
  log(
    `  paced: CPU per request server ${((serverPaced * 1000) / Math.max(1, paced.completed)).toFixed(3)} ms,` +
      ` PostgreSQL ${((databasePaced * 1000) / Math.max(1, paced.completed)).toFixed(3)} ms;` +
      ` waited for a connection or the generator p50 ${percentile(lag, 50).toFixed(2)} ms,` +
      ` p99 ${percentile(lag, 99).toFixed(2)} ms, max ${percentile(lag, 100).toFixed(1)} ms;` +
      ` ${describePauses('server', serverPauses)}; ${describePauses('load generator', generatorPauses)}`,
  );
  log(`  paced: ${describeEpisodes(paced, TARGET_P99_MS)}`);
  return measured;
}

function table(rows: Measured[]): string {
  const header = [
    'endpoint',
    'req/s',
    'ratio',
    `p99 @${Math.round(LOAD * 100)}%`,
    'CPU/req server + db',
    'target',
    'verdict',
  ];
  const body = rows.map((row) => {
    const ok =
      row.minRatio === null || (row.ratio >= row.minRatio && row.p99 <= TARGET_P99_MS && row.failed === 0);
    return [
      row.name,
      row.throughput.toFixed(0),
      row.ratio.toFixed(2),
      `${row.p99.toFixed(1)} ms`,
      `${row.serverMs.toFixed(2)} + ${row.databaseMs.toFixed(2)} ms`,
      row.minRatio === null ? 'reference' : `≥ ${row.minRatio}, ≤ ${TARGET_P99_MS} ms`,
      row.minRatio === null ? '' : ok ? 'PASS' : 'FAIL',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export async function runRequestPathBench(): Promise<boolean> {
  const setup = await freshDatabase(DATABASE);
  let bare: ChildProcess | undefined;
  let app: ChildProcess | undefined;
  try {
    log(
      `migrated; seeding ${USERS.toLocaleString('en')} members with ${ENTRIES} entries each, ${TOKENS} signed in`,
    );
    const site = await seedRequestSite(setup.db, { users: USERS, entries: ENTRIES, signedIn: TOKENS });

    const servers = await startServers(
      DATABASE,
      POOL,
      USERS,
      ` ${WORKERS} process(es) each, ${CONNECTIONS} connections, ${SECONDS} s at saturation and ${PACED_SECONDS} s paced,`,
      { BENCH_WORKERS: String(WORKERS) },
    );
    const bareServer = servers.bare;
    bare = bareServer.child;
    const appServer = servers.app;
    app = appServer.child;

    const appRequests = ENDPOINTS.map((endpoint) =>
      site.tokens.map((token) =>
        getRequest(endpoint.path, { Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' }),
      ),
    );
    // A server in production is warm: compiled hot paths, its heap grown past the first major collections and
    // every signed-in actor loaded once. Without this the first endpoints measured carried the app's warm-up.
    await saturate({ port: appServer.port, requests: appRequests.flat() }, CONNECTIONS, APP_WARM_SECONDS);
    log(`app warmed up for ${APP_WARM_SECONDS} s on every endpoint`);

    const rows: Measured[] = [];
    const reference = await measure(
      setup.db,
      'bare (Fastify + pg, one row)',
      {
        port: bareServer.port,
        pid: bareServer.child.pid ?? 0,
        child: bareServer.child,
        requests: [getRequest('/bare')],
      },
      null,
      null,
    );
    rows.push(reference);
    for (const [index, endpoint] of ENDPOINTS.entries()) {
      const requests = appRequests[index] as Buffer[];
      rows.push(
        await measure(
          setup.db,
          endpoint.name,
          { port: appServer.port, pid: appServer.child.pid ?? 0, child: appServer.child, requests },
          reference.throughput,
          endpoint.minRatio,
        ),
      );
    }
    const busiest = Math.max(...rows.map((row) => row.othersCores));
    process.stdout.write(
      `\n${table(rows)}\n\nother processes on the machine used up to ${busiest.toFixed(2)} of its` +
        ` ${availableParallelism()} cores during a phase${busiest > 0.25 ? ' (a busy machine: compare CPU per request)' : ''}\n\n`,
    );
    const failed = rows.some((row) => row.failed > 0);
    const pass = rows.every(
      (row) =>
        row.minRatio === null || (row.ratio >= row.minRatio && row.p99 <= TARGET_P99_MS && row.failed === 0),
    );
    process.stdout.write(`request path: ${pass ? 'PASS' : 'FAIL'}${failed ? ' (requests failed)' : ''}\n`);
    return !failed;
  } finally {
    await tearDown(DATABASE, setup, [app, bare]);
  }
}
