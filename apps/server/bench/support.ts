/**
 * What the bench scenarios share: numbers from the environment, the admin connection that creates and drops their
 * databases, a log line with the seconds since the bench started, and the servers a scenario starts as processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import pg from 'pg';
import { ConfigSchema, loadConfig } from '../src/config.ts';
import { type Db, openPostgres } from '../src/db/connection.ts';
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

/** The connection URL of `database` on the admin connection's server. */
export function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The pool size of each bench server (BENCH_POOL; default the server's DATABASE_POOL_SIZE). */
export const benchPool = () =>
  envNumber('BENCH_POOL', ConfigSchema.shape.DATABASE_POOL_SIZE.parse(process.env.DATABASE_POOL_SIZE));

/**
 * A fresh database `name` (dropped first if it exists), migrated, with the web application's OAuth client the
 * sessions are made for: its setup connection (two connections).
 */
export async function freshDatabase(name: string) {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const setup = await openPostgres(databaseUrl(name), 2);
  try {
    await migrateToLatest(setup.db);
    await ensureWebApplication(
      setup.db,
      loadConfig({ NODE_ENV: 'production', WEB_APP_CLIENT_SECRET: 'bench-web-app-secret' }),
    );
  } catch (error) {
    await setup.close();
    throw error;
  }
  return setup;
}

const started = performance.now();
/** Prints a line with the seconds since the bench started. */
export const log = (message: string) =>
  process.stdout.write(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);

/** Starts one of the bench's servers as its own process (same loader and conditions as this one); its port. */
export async function startServer(script: string, extraEnv: Record<string, string>) {
  // BENCH_PROFILE_DIR: the app server writes a CPU profile there when it stops (node --cpu-prof)
  const profile =
    process.env.BENCH_PROFILE_DIR && script === 'app-server.ts'
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : [];
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...profile, path.join(import.meta.dirname, script)],
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

/** A live session (family and access token, a day long) for each user, as a sign-in leaves it: their tokens. */
export async function startSessions(db: Db, userIds: readonly number[]): Promise<string[]> {
  const app = await db.selectFrom('oauth_applications').select('id').executeTakeFirstOrThrow();
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await sql`with f as (
      insert into token_families (user_id, application_id, kind)
      select unnest(${userIds}::bigint[]), ${app.id}, 'normal' returning id, user_id)
    insert into access_tokens (token_hash, family_id, user_id, expires_at)
    select t.hash, f.id, f.user_id, now() + interval '1 day'
    from f join unnest(${userIds}::bigint[], ${tokens.map((t) => sha256(t))}::text[]) t(user_id, hash)
      on t.user_id = f.user_id`.execute(db);
  return tokens;
}
