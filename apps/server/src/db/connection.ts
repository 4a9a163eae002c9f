import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
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
    // trigram indexes for search (the learning catalogue); PostgreSQL ships the extension in contrib
    extensions: { pg_trgm },
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
 * SQL texts that run as named prepared statements on PostgreSQL: each pooled connection parses and plans a text
 * once, and PostgreSQL's plan cache then reuses a generic plan instead of planning every call. Only hot statements
 * of a fixed shape are registered (the request path's reads: `preparedQuery`, and the rankings' reads, see
 * modules/points/ranking/statements.ts), so the set stays
 * small; past MAX_PREPARED texts the rest run unnamed. On PGlite registered texts run as ordinary statements.
 * Behind a connection pooler, it needs one that keeps protocol-level prepared statements (PgBouncer >= 1.21 with
 * max_prepared_statements, or session pooling); `openPostgres`'s `preparedStatements: false`
 * (DATABASE_PREPARED_STATEMENTS=false) runs them unnamed for any other.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 512;
let preparedSerial = 0;

/** Marks a SQL text to run as a named prepared statement on PostgreSQL. */
export function prepareStatement(text: string): void {
  if (preparedNames.size < MAX_PREPARED && !preparedNames.has(text)) {
    preparedSerial += 1;
    preparedNames.set(text, `elevar_${preparedSerial}`);
  }
}

/**
 * A fixed SQL text (`$n` placeholders, each cast so its type is fixed) registered to run as a named prepared
 * statement; returns the function that runs it with its parameters. For the request path's hot reads: no query
 * builder on the way, parsed and planned once per connection.
 */
export function preparedQuery<Row>(text: string): (db: Db, params: readonly unknown[]) => Promise<Row[]> {
  prepareStatement(text);
  return async (db, params) => (await db.executeQuery<Row>(CompiledQuery.raw(text, [...params]))).rows;
}

/**
 * The pool's client: a query whose text was registered goes out as a named statement. If a migration changed the
 * columns under a statement a connection had prepared ("cached plan must not change result type", SQLSTATE 0A000),
 * that call fails and the text gets a fresh name, so the next call prepares it again.
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: forwards every overload of pg's query() unchanged
  override query(config: any, values?: any, callback?: any): any {
    const name =
      typeof config === 'string' && Array.isArray(values) && callback === undefined
        ? preparedNames.get(config)
        : undefined;
    if (name === undefined) return super.query(config, values, callback);
    return super.query({ name, text: config, values }).catch((error: { code?: string }) => {
      if (error.code === '0A000' && preparedNames.get(config) === name) {
        preparedSerial += 1;
        preparedNames.set(config, `elevar_${preparedSerial}`);
      }
      throw error;
    });
  }
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
  options: { preparedStatements?: boolean } = {},
): Promise<DatabaseHandle> {
  // without prepared statements (a pooler that cannot keep them) registered texts run unnamed, as any other
  const Client = options.preparedStatements === false ? pg.Client : PreparingClient;
  const pool = new pg.Pool({ connectionString, max: poolSize, Client });
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
