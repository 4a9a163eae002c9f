/**
 * The two-instance scenario of `npm run bench` (issue 17): the request path's reads (request-path.ts) served by two
 * app instances on one PostgreSQL behind a round-robin balancer (proxy-server.ts, its own process), against one
 * instance alone in the same run; then a graceful drain: the mix paced through the balancer while one instance is
 * stopped with SIGTERM and started again on another port, and not one request may fail.
 *
 * On a 2-core machine the ratio shows the balancer's and the second process's overhead, not scaling: the two
 * instances, PostgreSQL, the balancer and the load generator share the same two cores.
 *
 * Environment: as request-path.ts (BENCH_SECONDS, BENCH_HTTP_CONNECTIONS, BENCH_POOL, BENCH_REQUEST_USERS,
 * BENCH_TOKENS, BENCH_ENTRIES, BENCH_ENDPOINTS, BENCH_KEEP), plus BENCH_DRAIN_SECONDS (20: the paced phase around
 * the restart) and BENCH_DRAIN_LOAD (0.5: its rate, as a share of the balanced pair's saturation rate on the mix).
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRequest, type LoadResult, pace, percentile, saturate } from './http-load.ts';
import { ALL_ENDPOINTS } from './request-path.ts';
import { seedRequestSite } from './request-seed.ts';
import {
  benchPool,
  databaseUrl,
  envNumber,
  freshDatabase,
  log,
  startServer,
  stop,
  tearDown,
} from './support.ts';

const DATABASE = 'elevar_bench_two_instances';
const SECONDS = envNumber('BENCH_SECONDS', 5);
const CONNECTIONS = envNumber('BENCH_HTTP_CONNECTIONS', 20);
const POOL = benchPool();
const USERS = envNumber('BENCH_REQUEST_USERS', 20_000);
const TOKENS = Math.min(USERS, envNumber('BENCH_TOKENS', 2000));
const ENTRIES = envNumber('BENCH_ENTRIES', 25);
const DRAIN_SECONDS = envNumber('BENCH_DRAIN_SECONDS', 20);
const DRAIN_LOAD = envNumber('BENCH_DRAIN_LOAD', 0.5);
const WARM_SECONDS = 5;

const picked = process.env.BENCH_ENDPOINTS?.split(',').map((word) => word.trim());
const ENDPOINTS = picked
  ? ALL_ENDPOINTS.filter((e) => picked.some((word) => e.name.includes(word)))
  : ALL_ENDPOINTS;

const perSecond = (result: LoadResult) => result.completed / result.seconds;

interface Row {
  name: string;
  one: number;
  two: number;
  failed: number;
}

function table(rows: Row[]): string {
  const header = ['reads', 'one instance req/s', 'two behind the balancer req/s', 'two ÷ one', 'failed'];
  const body = rows.map((row) => [
    row.name,
    row.one.toFixed(0),
    row.two.toFixed(0),
    (row.two / row.one).toFixed(2),
    String(row.failed),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export async function runTwoInstancesBench(): Promise<boolean> {
  const setup = await freshDatabase(DATABASE);
  const env = { BENCH_DB_URL: databaseUrl(DATABASE), BENCH_POOL: String(POOL) };
  const running: (ChildProcess | undefined)[] = [];
  try {
    log(`migrated; seeding ${USERS.toLocaleString('en')} members, ${TOKENS} signed in`);
    const site = await seedRequestSite(setup.db, { users: USERS, entries: ENTRIES, signedIn: TOKENS });
    const a = await startServer('app-server.ts', env);
    running.push(a.child);
    const b = await startServer('app-server.ts', env);
    running.push(b.child);
    const proxy = await startServer('proxy-server.ts', { BENCH_UPSTREAMS: `${a.port},${b.port}` });
    running.push(proxy.child);
    log(`two instances (:${a.port}, :${b.port}) behind the balancer :${proxy.port}; pool ${POOL} each`);

    const requestsOf = (path: string) =>
      site.tokens.map((token) =>
        getRequest(path, { Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' }),
      );
    const mix = ENDPOINTS.flatMap((endpoint) => requestsOf(endpoint.path));
    await saturate({ port: proxy.port, requests: mix }, CONNECTIONS, WARM_SECONDS);
    log(`both instances warmed up for ${WARM_SECONDS} s through the balancer`);

    const rows: Row[] = [];
    for (const endpoint of [...ENDPOINTS, { name: 'the mix', path: '' }]) {
      const requests = endpoint.path ? requestsOf(endpoint.path) : mix;
      const one = await saturate({ port: a.port, requests }, CONNECTIONS, SECONDS);
      const two = await saturate({ port: proxy.port, requests }, CONNECTIONS, SECONDS);
      rows.push({
        name: endpoint.name,
        one: perSecond(one),
        two: perSecond(two),
        failed: one.failed + two.failed,
      });
      log(
        `${endpoint.name}: one instance ${perSecond(one).toFixed(0)} req/s, two behind the balancer ${perSecond(two).toFixed(0)} req/s`,
      );
    }
    process.stdout.write(`\n${table(rows)}\n\n`);

    // the drain: one instance stopped (SIGTERM) and started again while the mix is paced through the balancer
    // a share of what the balanced pair served on the mix: the balancer, one process, is the narrower of the two here
    const mixed = rows.at(-1);
    const rate = Math.max(1, Math.round(Math.min(mixed?.one ?? 100, mixed?.two ?? 100) * DRAIN_LOAD));
    log(
      `pacing the mix at ${rate}/s for ${DRAIN_SECONDS} s through the balancer; instance :${a.port} restarts at ${(DRAIN_SECONDS / 4).toFixed(0)} s`,
    );
    const started = performance.now();
    const restart = (async () => {
      await sleep((DRAIN_SECONDS / 4) * 1000);
      const stopping = performance.now();
      await stop(a.child);
      const stopped = performance.now();
      const again = await startServer('app-server.ts', env);
      running.push(again.child);
      proxy.child.send({ upstreams: [again.port, b.port] });
      await once(proxy.child, 'message');
      return {
        at: (stopping - started) / 1000,
        drained: (stopped - stopping) / 1000,
        back: (performance.now() - started) / 1000,
        port: again.port,
      };
    })();
    const [paced, restarted] = await Promise.all([
      pace({ port: proxy.port, requests: mix }, CONNECTIONS, rate, DRAIN_SECONDS, DRAIN_SECONDS * 3),
      restart,
    ]);
    const drained = paced.failed === 0 && (paced.unsent ?? 0) === 0;
    log(
      `drain: SIGTERM at ${restarted.at.toFixed(1)} s, the instance exited ${restarted.drained.toFixed(2)} s later, ` +
        `its successor (:${restarted.port}) took requests from ${restarted.back.toFixed(1)} s; ${paced.completed} answered, ` +
        `${paced.failed} failed${paced.failures.length ? ` (${paced.failures.slice(0, 3).join(', ')})` : ''}; ` +
        `p50 ${percentile(paced.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(paced.latenciesMs, 99).toFixed(1)} ms, ` +
        `max ${percentile(paced.latenciesMs, 100).toFixed(1)} ms`,
    );
    const failed = rows.some((row) => row.failed > 0);
    process.stdout.write(
      `\ntwo instances: ${drained ? 'no request failed while an instance restarted (PASS)' : 'requests failed during the restart (FAIL)'}` +
        `${failed ? '; requests failed at saturation' : ''}\n` +
        `(on this machine's 2 shared cores the ratio is the balancer's and the second process's overhead, not scaling)\n`,
    );
    return drained && !failed;
  } finally {
    await tearDown(DATABASE, setup, running.reverse());
  }
}
