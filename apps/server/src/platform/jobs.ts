import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss } from 'pg-boss';

/**
 * Background jobs on pg-boss, in the application's own database: on PostgreSQL with a small pool of its own (any
 * number of instances share the queues; a job runs once), on PGlite through pg-boss's PGlite adapter and
 * `backend: 'pglite'`, sharing the embedded engine (PGlite queues every statement, so a job never runs inside
 * someone else's transaction). pg-boss keeps its tables in the `pgboss` schema and creates them on first start.
 */

/** What the jobs need of the database: the engine, and its PGlite instance or PostgreSQL URL. */
export interface JobsDatabase {
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  connectionString?: string;
}

/** One kind of job: its queue, an optional recurring schedule (cron, UTC), and what a run does. */
export interface JobDefinition {
  name: string;
  cron?: string;
  run(data: unknown): Promise<unknown>;
}

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

interface JobsLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** pg-boss connections per instance on PostgreSQL: enough for polling, cron and maintenance. */
const POOL_SIZE = 3;

export function createBoss(database: JobsDatabase): PgBoss {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('jobs on PGlite need the PGlite instance');
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!database.connectionString) throw new Error('jobs on PostgreSQL need the connection string');
  return new PgBoss({
    connectionString: database.connectionString,
    max: POOL_SIZE,
    application_name: 'elevar-jobs',
  });
}

/**
 * Starts pg-boss, creates each job's queue, schedules the recurring ones and starts a worker per queue. Queues are
 * `stately` (at most one waiting and one running job), so a slow run never piles up copies of itself.
 */
export async function startJobs(
  database: JobsDatabase,
  definitions: readonly JobDefinition[],
  log: JobsLogger,
): Promise<Jobs> {
  const boss = createBoss(database);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  try {
    await boss.start();
  } catch (error) {
    throw new Error(`background jobs could not start: ${error instanceof Error ? error.message : error}`);
  }
  for (const job of definitions) {
    await boss.createQueue(job.name, { policy: 'stately', retryLimit: 3, retryDelay: 60 });
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    else await boss.unschedule(job.name);
    await boss.work(job.name, async ([delivered]) => {
      try {
        return await job.run(delivered?.data ?? null);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
        throw error;
      }
    });
  }
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The running jobs, when the app was built with `jobs` (null otherwise, and until the app is ready). */
    jobs: Jobs | null;
  }
}
