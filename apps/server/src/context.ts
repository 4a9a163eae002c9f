import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Clock } from './platform/clock.ts';
import type { Messenger } from './platform/messaging.ts';

/** What every service needs: the database, the time, the configuration, the signing secret, the messenger. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  secret: string;
  messenger: Messenger;
  /** A read replica of the database (DATABASE_REPLICA_URL), for the reads `readReplica` names; else none. */
  replica?: Db;
}

/**
 * Where a read that may lag the primary goes: the read replica when one is configured, else the database. The lag
 * rule (docs/DEPLOY.md): only staff reports and figures read here, which may be a replication delay (typically under
 * a second) behind; a user's own rows, anything a write depends on and anything read right after a write stay on
 * `ctx.db`.
 */
export const readReplica = (ctx: Pick<ServiceContext, 'db' | 'replica'>): Db => ctx.replica ?? ctx.db;
