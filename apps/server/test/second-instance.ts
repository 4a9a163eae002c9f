import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/connection.ts';
import { databaseListener } from '../src/platform/pubsub.ts';
import { statementCounter, TEST_SECRET, type TestContext } from './harness.ts';

/**
 * A second instance of the app on the first's database, as behind a load balancer: on PostgreSQL its own pool and
 * LISTEN connection; on PGlite (one process can only share the engine) the same handle. Its statements are counted
 * (`queries`). Close it before the first.
 */
export async function secondInstance(first: TestContext) {
  let database: DatabaseHandle | null = null;
  if (first.database.connectionString) database = await openPostgres(first.database.connectionString, 5);
  const handle = database ?? first.database;
  const counter = statementCounter();
  const app = await buildApp({
    config: first.config,
    db: handle.db.withPlugin(counter.plugin),
    secret: TEST_SECRET,
    clock: first.clock,
    logger: false,
    serveWeb: false,
    housekeeping: false,
    listen: databaseListener(handle),
  });
  await app.ready();
  return {
    app,
    queries: counter,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
