import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { inSnapshot } from './db/transaction.ts';
import type { Clock } from './platform/clock.ts';
import type { Messenger } from './platform/messaging.ts';

/** What every service needs: the database, the time, the configuration, the signing secret, the messenger. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  secret: string;
  messenger: Messenger;
  /** A read replica of the database (DATABASE_REPLICA_URL), for `readReplica` and `readCaughtUp`; else none. */
  replica?: Db;
}

/**
 * Where a read that may lag the primary goes: the read replica when one is configured, else the database. The lag
 * rule (docs/DEPLOY.md "Read replicas"): only shared reads that may be a replication delay (typically under a second)
 * behind go there: staff reports and figures here, and the rankings' and catalogues' shared lists through
 * `readCaughtUp` or their own check against the user's standing; a user's own rows, permission and scope checks,
 * anything a write depends on and anything read right after a write stay on `ctx.db`.
 */
export const readReplica = (ctx: Pick<ServiceContext, 'db' | 'replica'>): Db => ctx.replica ?? ctx.db;

/**
 * A shared read (what every user of a client sees alike, kept by a per-instance cache) from the read replica only
 * when the replica has caught up: `version`, a counter the writes of what `read` reads bump in their transaction, is
 * read in the same snapshot as the data, and below `atLeast()` (the newest version the caller knows the primary
 * committed) the replica lags, so `read` runs on the primary instead. So a cache never keeps, under a version, data
 * older than it. Without a replica: `read` on the primary, nothing else. `atLeast` is asked again once the replica
 * answered, so a newer version heard meanwhile counts too.
 */
export async function readCaughtUp<T>(
  ctx: Pick<ServiceContext, 'db' | 'replica'>,
  version: (db: Db) => Promise<number>,
  atLeast: () => number,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  if (!ctx.replica) return read(ctx.db);
  const seen = await inSnapshot(ctx.replica, async (trx) => {
    const at = await version(trx);
    return at < atLeast() ? undefined : { at, value: await read(trx) };
  });
  return seen && seen.at >= atLeast() ? seen.value : read(ctx.db);
}
