/**
 * The real server for the bench: the app factory (`buildApp`) on the bench database, configured as in production
 * (NODE_ENV=production, the pool of DATABASE_POOL_SIZE, LISTEN for the session channel, so the actor cache is on
 * unless ACTOR_CACHE_MS=0), without serving the web app's files; with BENCH_JOBS=1 it runs every module's background
 * jobs as main.ts does (pg-boss on the same database), else none. Started by the scenarios as its own process; prints
 * `PORT <n>` once listening.
 * Environment: BENCH_DB_URL, BENCH_POOL, BENCH_LOG_LEVEL (warn), BENCH_JOBS, BENCH_DATA_DIR (where uploads go; ./data),
 * BENCH_WORKERS (1; more: that many processes on one port, as SERVER_WORKERS runs the product: cluster.ts),
 * ACTOR_CACHE_MS and HEAP_GROWING_PERCENT as the server reads them (the heap grown as main.ts grows it). Counts the statements it sends to PostgreSQL (statements.ts).
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/connection.ts';
import { growHeapBy } from '../src/platform/heap.ts';
import { databaseListener } from '../src/platform/pubsub.ts';
import { isWorker, primaryOfWorkers } from './cluster.ts';
import { answerPauseQueries } from './pauses.ts';
import { countStatements } from './statements.ts';

if (primaryOfWorkers()) await new Promise(() => {});
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: process.env.BENCH_DB_URL,
  DATABASE_POOL_SIZE: process.env.BENCH_POOL,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  // the bench's users call far more often than people do; the limit's bookkeeping still runs on every call
  RATE_LIMIT_PER_MINUTE: '100000000',
  WEB_APP_CLIENT_SECRET: 'bench-web-app-secret',
  // uploaded files (the rewards bench's invoices) go to the scenario's own directory
  ...(process.env.BENCH_DATA_DIR ? { DATA_DIR: process.env.BENCH_DATA_DIR } : {}),
  ...(process.env.ACTOR_CACHE_MS ? { ACTOR_CACHE_MS: process.env.ACTOR_CACHE_MS } : {}),
  ...(process.env.HEAP_GROWING_PERCENT ? { HEAP_GROWING_PERCENT: process.env.HEAP_GROWING_PERCENT } : {}),
});
growHeapBy(config.HEAP_GROWING_PERCENT);
countStatements();
const database = await openPostgres(config.DATABASE_URL as string, config.DATABASE_POOL_SIZE);
const app = await buildApp({
  config,
  db: database.db,
  secret: process.env.BENCH_SECRET ?? 'bench-secret-that-is-long-enough-for-hmac',
  serveWeb: false,
  housekeeping: false,
  listen: databaseListener(database),
  ...(process.env.BENCH_JOBS === '1'
    ? { jobs: { kind: 'postgres' as const, connectionString: config.DATABASE_URL as string } }
    : {}),
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
answerPauseQueries();
if (!isWorker()) process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
