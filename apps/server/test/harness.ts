import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/connection.ts';
import { ensureWebApplication } from '../src/db/seed/applications.ts';
import type { Clock } from '../src/platform/clock.ts';
import { databaseListener } from '../src/platform/pubsub.ts';

export const TEST_APP = { clientId: 'elevar-web', clientSecret: 'elevar-web-demo' };
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-signing';

/** Runs one statement (create or drop a database…) on the test run's PostgreSQL server, outside any database's pool. */
export async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('testDatabase').location });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the test run's PostgreSQL server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(inject('testDatabase').location);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of its own for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([readFileSync(info.location)]) });
  }
  const name = `elevar_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onTestServer(`create database ${name} template ${info.template}`);
  const handle = await openPostgres(testDatabaseUrl(name), 20);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onTestServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-21T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
}

/**
 * Counts the SQL statements sent through a Kysely handle: query builders, raw `sql` and compiled queries, inside a
 * transaction or not. Counted as each answers (`transformResult`): `transformQuery` would also see every subquery
 * builder and miss compiled queries. A statement that fails and `begin`/`commit` are not counted.
 */
export function statementCounter() {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    async transformResult({ result }) {
      statements += 1;
      return result;
    },
  };
  return {
    plugin,
    /** The statements sent while `work` ran (anything else the handle sent meanwhile included). */
    async during(work: () => Promise<unknown>): Promise<number> {
      const before = statements;
      await work();
      return statements - before;
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The database without the counter: a test's own setup and checks are not counted. */
  db: DatabaseHandle['db'];
  config: Config;
  clock: ReturnType<typeof testClock>;
  /** The app's statements: `await t.queries.during(() => t.app.inject(...))`. */
  queries: Pick<ReturnType<typeof statementCounter>, 'during'>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database (or the one given), with a hand-moved clock, the web app's OAuth application
 * and its statements counted.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'onRoute'> & {
    /** A read replica made from the test's database (e.g. the same database behind a statement counter). */
    replica?: (database: DatabaseHandle) => AppDeps['db'];
    /** An open database to build on instead of a fresh one (closed with the context). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestContext> {
  const database = deps.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    // failures from a slowed address are answered at once in tests; nothing a test observes depends on the wait
    LOGIN_SLOWED_ADDRESS_DELAY_MS: '0',
    // tests write users, memberships and tokens behind the services, which the actor cache would not hear of;
    // the cache's own tests switch it on
    ACTOR_CACHE_MS: '0',
    // the same for the store's catalogue pages: tests write rewards and stock behind the services
    STORE_CATALOGUE_CACHE_MS: '0',
    // and the audit queue's counts: tests write sales behind the services
    AUDIT_QUEUE_COUNT_CACHE_MS: '0',
    ...env,
  });
  await ensureWebApplication(database.db, config);
  const clock = testClock();
  const counter = statementCounter();
  const app = await buildApp({
    config,
    db: database.db.withPlugin(counter.plugin),
    secret: TEST_SECRET,
    clock,
    logger: false,
    serveWeb: false,
    listen: databaseListener(database),
    ...(deps.onRoute ? { onRoute: deps.onRoute } : {}),
    ...(deps.replica ? { replica: deps.replica(database) } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    clock,
    queries: { during: counter.during },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
