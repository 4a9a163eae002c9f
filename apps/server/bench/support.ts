/**
 * What the bench scenarios share: numbers from the environment, the admin connection that creates and drops their
 * databases, a log line with the seconds since the bench started, and the servers a scenario starts as processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import pg from 'pg';
import { ConfigSchema, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, type Db, openPostgres } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { ensureWebApplication } from '../src/db/seed/applications.ts';
import { sha256 } from '../src/platform/crypto.ts';
import type { Pauses } from './pauses.ts';

/** The PostgreSQL server every scenario makes its database on (BENCH_DATABASE_URL; trust auth on this machine). */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A positive number from the environment variable `name`, else `fallback`. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Runs one statement on the admin connection (create or drop a bench database). */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates a fresh bench database and registers the web application its sessions are signed in through. */
export async function migrateBench(db: Db): Promise<void> {
  await migrateToLatest(db);
  await ensureWebApplication(
    db,
    loadConfig({ NODE_ENV: 'production', WEB_APP_CLIENT_SECRET: 'bench-web-app-secret' }),
  );
}

/** The connection URL of `database` on the admin connection's server. */
export function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The pool size of each process of a bench server: BENCH_POOL, or DATABASE_POOL_SIZE when set, or else twice the
 * cores shared among the server's `processes`, as docs/DEPLOY.md sizes a deployment's pools. PostgreSQL runs on the
 * same cores here: past that many busy backends they only contend (CPU per statement rose 2× from 4 to 10 backends
 * and 4× at 20, docs/benchmarks.md "Pools sized to the cores").
 */
export const benchPool = (processes = 1) =>
  envNumber(
    'BENCH_POOL',
    process.env.DATABASE_POOL_SIZE
      ? ConfigSchema.shape.DATABASE_POOL_SIZE.parse(process.env.DATABASE_POOL_SIZE)
      : Math.max(2, Math.ceil((2 * availableParallelism()) / processes)),
  );

const started = performance.now();
/** Prints a line with the seconds since the bench started. */
export const log = (message: string) =>
  process.stdout.write(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);

/**
 * Starts one of the bench's servers as its own process (same loader and conditions as this one); its port. With
 * BENCH_PROFILE (a folder), the app server writes a CPU profile there when it stops (`node --cpu-prof`).
 */
export async function startServer(script: string, extraEnv: Record<string, string>) {
  const profile = process.env.BENCH_PROFILE;
  const profiling = profile && script === 'app-server.ts' ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...profiling, path.join(import.meta.dirname, script)],
    {
      env: { ...process.env, ...extraEnv },
      // the IPC channel answers `pausesOf` (pauses.ts)
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${script} exited with code ${code} before listening`);
  });
  const port = (async () => {
    for await (const line of lines) {
      const match = /^PORT (\d+)$/.exec(line);
      if (match) return Number(match[1]);
    }
    throw new Error(`${script} closed its output before listening`);
  })();
  const listening = await Promise.race([port, exited]);
  exited.catch(() => {});
  return { child, port: listening };
}

/** The server's event-loop delay and GC pauses since the last call (or its start). */
export async function pausesOf(child: ChildProcess): Promise<Pauses> {
  child.send('pauses');
  for (;;) {
    const [message] = (await once(child, 'message')) as [{ pauses?: Pauses }];
    if (message?.pauses) return message.pauses;
  }
}

export async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** A fresh database `name` (dropped first), migrated, with the web app's OAuth application; a handle of 2 connections. */
export async function freshDatabase(name: string): Promise<DatabaseHandle> {
  log(`creating database ${name}`);
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const setup = await openPostgres(databaseUrl(name), 2);
  try {
    await migrateBench(setup.db);
  } catch (error) {
    await setup.close();
    throw error;
  }
  return setup;
}

/**
 * The bare endpoint (bare-server.ts) and the app (app-server.ts) on database `name`, each its own process with a pool
 * of `pool` connections, the bare one reading among `users` ids; logged with `about` (the run's shape).
 */
export async function startServers(
  name: string,
  pool: number,
  users: number,
  about = '',
  extraEnv: Record<string, string> = {},
) {
  const env = {
    BENCH_DB_URL: databaseUrl(name),
    BENCH_POOL: String(pool),
    BENCH_USERS: String(users),
    ...extraEnv,
  };
  const bare = await startServer('bare-server.ts', env);
  try {
    const app = await startServer('app-server.ts', env);
    log(
      `servers up (bare :${bare.port}, app :${app.port}; pool ${pool} each);${about} ` +
        `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), load generator in this process`,
    );
    return { bare, app };
  } catch (error) {
    await stop(bare.child);
    throw error;
  }
}

/** Stops the servers, closes the handle and drops database `name` unless BENCH_KEEP=1. */
export async function tearDown(name: string, setup: DatabaseHandle, servers: (ChildProcess | undefined)[]) {
  for (const child of servers) await stop(child);
  await setup.close();
  if (process.env.BENCH_KEEP !== '1') await admin(`drop database if exists ${name} with (force)`);
  log(process.env.BENCH_KEEP === '1' ? `kept database ${name}` : `dropped database ${name}`);
}

/** A live session (family and access token, a day long) for each user, as a sign-in leaves it: their tokens. */
export async function startSessions(db: Db, userIds: readonly number[]): Promise<string[]> {
  const app = await db.selectFrom('oauth_applications').select('id').executeTakeFirstOrThrow();
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await sql`with f as (
      insert into token_families (user_id, application_id, kind)
      select unnest(${[...userIds]}::bigint[]), ${app.id}, 'normal' returning id, user_id)
    insert into access_tokens (token_hash, family_id, user_id, expires_at)
    select t.hash, f.id, f.user_id, now() + interval '1 day'
    from f join unnest(${[...userIds]}::bigint[], ${tokens.map((t) => sha256(t))}::text[]) t(user_id, hash)
      on t.user_id = f.user_id`.execute(db);
  return tokens;
}
