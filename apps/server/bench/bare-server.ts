/**
 * The bench's reference: a bare Fastify endpoint reading one row with pg, nothing else (no hooks, no validation,
 * no authentication). Started by request-path.ts as its own process; prints `PORT <n>` once listening.
 * Environment: BENCH_DB_URL (the bench database), BENCH_POOL (pool size), BENCH_USERS (ids to read from),
 * BENCH_WORKERS (processes on the port, as the app's: cluster.ts).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { isWorker, primaryOfWorkers } from './cluster.ts';
import { answerPauseQueries } from './pauses.ts';

if (primaryOfWorkers()) await new Promise(() => {});
const pool = new pg.Pool({ connectionString: process.env.BENCH_DB_URL, max: Number(process.env.BENCH_POOL) });
const users = Number(process.env.BENCH_USERS);
const app = Fastify({ logger: false });

app.get('/bare', async () => {
  const id = 1 + Math.floor(Math.random() * users);
  const { rows } = await pool.query('select id, username, full_name from users where id = $1', [id]);
  return rows[0] ?? null;
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
answerPauseQueries();
if (!isWorker()) process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
