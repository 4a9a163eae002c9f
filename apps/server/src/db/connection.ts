import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

// bigint ids and counts come back as strings from pg; our ids stay far below 2^53, so parse them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
// `date` columns stay 'YYYY-MM-DD' strings: no time-zone shift.
pg.types.setTypeParser(1082, (v) => v);

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when running on PGlite (LISTEN/NOTIFY and dumps go through it). */
  pglite?: PGlite;
  /** A fresh pg client for LISTEN, when running on PostgreSQL. */
  connectionString?: string;
  close(): Promise<void>;
}

const pgliteParsers = {
  20: (v: string) => Number(v),
  1082: (v: string) => v,
};

/** Opens an embedded PGlite database persisted in `dataDir` (or in memory when dataDir is undefined). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: pgliteParsers,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Opens a pool on PostgreSQL and checks the connection once, so a bad URL fails at start. A connection the server
 * drops (restart, failover, terminated backend) reports to `onConnectionError` instead of crashing the process;
 * the pool replaces it on the next query.
 */
export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  onConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const client = await pool.connect();
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    connectionString,
    async close() {
      await db.destroy();
    },
  };
}
