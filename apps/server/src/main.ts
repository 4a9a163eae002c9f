import cluster from 'node:cluster';
import { accessSync, constants, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureWebApplication } from './db/seed/applications.ts';
import { seedDemo } from './db/seed/index.ts';
import { demoInPlace } from './db/seed/production.ts';
import { DEMO_PARTNER_MEMBERS, startDemoPartner } from './modules/rewards/index.ts';
import { growHeapBy } from './platform/heap.ts';
import { databaseListener } from './platform/pubsub.ts';
import { loadSecret } from './platform/secret.ts';
import { fileStoreFor } from './platform/storage.ts';
import { runWorkers } from './workers.ts';

let lockFile: string | null = null;

/** Startup failures a person can fix get one plain line on stderr, not a stack trace. */
function fail(message: string): never {
  process.stderr.write(`elevar: ${message}\n`);
  if (lockFile) rmSync(lockFile, { force: true });
  process.exit(1);
}

function reason(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

function prepareDataDir(config: Config): string {
  try {
    mkdirSync(config.dataDir, { recursive: true });
    accessSync(config.dataDir, constants.W_OK);
  } catch (error) {
    fail(
      `data directory ${config.dataDir} is not writable (${reason(error)}); set DATA_DIR to a writable folder`,
    );
  }
  // PGlite must not be opened by two processes at once: refuse a data directory another live instance holds
  const lock = path.join(config.dataDir, 'elevar.pid');
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid) {
      process.kill(pid, 0);
      if (!config.DATABASE_URL)
        fail(`data directory ${config.dataDir} is in use by process ${pid}; set DATA_DIR to another folder`);
    }
  } catch {
    // no lock file, or its process is gone
  }
  writeFileSync(lock, String(process.pid));
  lockFile = lock;
  return lock;
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    try {
      return await openPostgres(
        config.DATABASE_URL,
        config.DATABASE_POOL_SIZE,
        (error) =>
          process.stderr.write(
            `elevar: database connection lost (${error.message}); reconnecting on next query\n`,
          ),
        { preparedStatements: config.DATABASE_PREPARED_STATEMENTS },
      );
    } catch (error) {
      fail(
        `cannot connect to the database at ${redact(config.DATABASE_URL)} (${error instanceof Error ? error.message : error})`,
      );
    }
  }
  try {
    return await openPglite({ dataDir: path.join(config.dataDir, 'db') });
  } catch (error) {
    fail(`cannot open the embedded database in ${path.join(config.dataDir, 'db')} (${reason(error)})`);
  }
}

async function openReplica(config: Config, url: string): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL)
    fail('DATABASE_REPLICA_URL needs DATABASE_URL (a replica of PostgreSQL, not of the embedded database)');
  try {
    return await openPostgres(
      url,
      config.DATABASE_POOL_SIZE,
      (error) =>
        process.stderr.write(
          `elevar: read replica connection lost (${error.message}); reconnecting on next query\n`,
        ),
      { preparedStatements: config.DATABASE_PREPARED_STATEMENTS },
    );
  } catch (error) {
    fail(`cannot connect to the read replica at ${redact(url)} (${reason(error)})`);
  }
}

/** Migrates, refuses demo data in production, and seeds: once per start, before any instance serves. */
async function prepareDatabase(config: Config, database: DatabaseHandle) {
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (config.NODE_ENV === 'production') {
    const demo = await demoInPlace(database.db, config);
    if (demo.length > 0) {
      await database.close();
      fail(
        `refusing to start in production with demo data in place (${demo.join('; ')}); ` +
          'start on a database without the demo data, leave SEED_DEMO off and set WEB_APP_CLIENT_SECRET',
      );
    }
  }
  await ensureWebApplication(database.db, config);
  if (config.SEED_DEMO) await seedDemo(database.db, undefined, { files: fileStoreFor({ config }) });
}

type DemoPartner = Awaited<ReturnType<typeof startDemoPartner>>;

/** No partner loyalty programme configured: outside production, the DEMO partner on 127.0.0.1 takes its place. */
async function partnerFor(config: Config): Promise<{ config: Config; demoPartner: DemoPartner | null }> {
  if (config.PARTNER_LOYALTY_URL || config.NODE_ENV === 'production') return { config, demoPartner: null };
  const secret = config.PARTNER_LOYALTY_SECRET ?? 'demo-partner-secret';
  const demoPartner = await startDemoPartner({
    clientId: config.PARTNER_LOYALTY_CLIENT_ID,
    secret,
    members: DEMO_PARTNER_MEMBERS,
  });
  return {
    config: { ...config, PARTNER_LOYALTY_URL: demoPartner.url, PARTNER_LOYALTY_SECRET: secret },
    demoPartner,
  };
}

function banner(config: Config, port: number, demoPartner: DemoPartner | null) {
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.HOST) ? 'localhost' : config.HOST;
  process.stdout.write(
    `\nElevar is running at http://${host}:${port}\n` +
      `Database: ${config.DATABASE_URL ? redact(config.DATABASE_URL) : path.join(config.dataDir, 'db')} · ` +
      `demo accounts (password Elevar@2026) are listed in README.md\n` +
      (demoPartner
        ? `Partner loyalty programme: the DEMO partner at ${demoPartner.url} (not a real programme; ` +
          'set PARTNER_LOYALTY_URL to use one)\n\n'
        : `Partner loyalty programme: ${config.PARTNER_LOYALTY_URL ?? 'not configured (points transfers answer 503)'}\n\n`),
  );
}

/**
 * Builds the app on `database` and serves until SIGINT or SIGTERM. `owner`: this process started the server (it
 * prints the banner and removes the data directory's lock when it stops); a cluster worker has none.
 */
async function serve(
  config: Config,
  database: DatabaseHandle,
  owner: { lock: string; demoPartner: DemoPartner | null } | null,
) {
  const replica = config.DATABASE_REPLICA_URL ? await openReplica(config, config.DATABASE_REPLICA_URL) : null;
  const app = await buildApp({
    ...(replica ? { replica: replica.db } : {}),
    config,
    db: database.db,
    secret: loadSecret(config.SECRET_KEY, config.dataDir),
    // LISTEN and pg-boss need a session of their own: behind a transaction-mode pooler, DATABASE_DIRECT_URL
    jobs: config.DATABASE_DIRECT_URL
      ? { kind: 'postgres', connectionString: config.DATABASE_DIRECT_URL }
      : database,
    listen: databaseListener(
      config.DATABASE_DIRECT_URL ? { ...database, connectionString: config.DATABASE_DIRECT_URL } : database,
      (error) =>
        process.stderr.write(
          `elevar: realtime listener lost its connection (${error.message}); reconnecting\n`,
        ),
    ),
  });
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`port ${config.PORT} on ${config.HOST} is already in use; stop the other process or set PORT`);
    }
    fail(`cannot listen on ${config.HOST}:${config.PORT} (${reason(error)})`);
  }

  if (owner) {
    const address = app.server.address();
    banner(config, typeof address === 'object' && address ? address.port : config.PORT, owner.demoPartner);
    if (owner.demoPartner)
      app.log.warn(
        { url: owner.demoPartner.url },
        'points transfers go to the DEMO partner loyalty programme (set PARTNER_LOYALTY_URL for the real one)',
      );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await owner?.demoPartner?.close();
    await replica?.close();
    await database.close();
    if (owner) rmSync(owner.lock, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  growHeapBy(config.HEAP_GROWING_PERCENT);
  // a worker of SERVER_WORKERS: the primary prepared the database and holds the lock; the partner came in its env
  if (cluster.isWorker) return serve(config, await openDatabase(config), null);
  if (config.SERVER_WORKERS > 1 && !config.DATABASE_URL)
    fail('SERVER_WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process');
  const lock = prepareDataDir(config);
  const database = await openDatabase(config);
  await prepareDatabase(config, database);
  const partner = await partnerFor(config);
  if (config.SERVER_WORKERS === 1)
    return serve(partner.config, database, { lock, demoPartner: partner.demoPartner });
  await database.close();
  // made once here, so the workers read the same secret instead of racing to write it
  loadSecret(config.SECRET_KEY, config.dataDir);
  const { demoPartner } = partner;
  runWorkers({
    count: config.SERVER_WORKERS,
    env: demoPartner
      ? {
          PARTNER_LOYALTY_URL: demoPartner.url,
          PARTNER_LOYALTY_SECRET: partner.config.PARTNER_LOYALTY_SECRET ?? '',
        }
      : {},
    ready: (port) => banner(partner.config, port, demoPartner),
    async stopped(code) {
      await demoPartner?.close();
      rmSync(lock, { force: true });
      process.exit(code);
    },
  });
}

await main();
