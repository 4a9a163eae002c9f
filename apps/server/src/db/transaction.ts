import type { Transaction } from 'kysely';
import type { Db } from './connection.ts';
import type { Database } from './types.ts';

/**
 * A handle inside a transaction. A function that takes a `Trx` writes (or reads what a write depends on) as part of
 * its caller's transaction: it commits or rolls back with it, and the type keeps a root handle out.
 */
export type Trx = Transaction<Database>;

/** Runs `work` in the caller's transaction when `db` is one, else in a new transaction. */
export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

/** Runs reads in one read-only snapshot (repeatable read): what they read agrees, whatever commits meanwhile. */
export function inSnapshot<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
}
