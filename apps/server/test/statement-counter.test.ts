import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from './factories.ts';
import { createTestContext, statementCounter, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the harness counts SQL statements', () => {
  it('counts query builders, raw sql, compiled queries and statements inside a transaction, once each', async () => {
    const counter = statementCounter();
    const db = t.db.withPlugin(counter.plugin);

    const builder = await counter.during(async () => {
      // a subquery is part of its statement, not one of its own
      await db
        .selectFrom('clients')
        .select('id')
        .where('id', 'in', db.selectFrom('campaigns').select('client_id'))
        .execute();
    });
    const raw = await counter.during(() => sql`select 1`.execute(db));
    const compiled = await counter.during(() => db.executeQuery(CompiledQuery.raw('select $1::int', [1])));
    const inTransaction = await counter.during(() =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('clients').select('id').execute();
        await sql`select 2`.execute(trx);
        await trx.executeQuery(CompiledQuery.raw('select 3'));
      }),
    );

    expect({ builder, raw, compiled, inTransaction }).toEqual({
      builder: 1,
      raw: 1,
      compiled: 1,
      inTransaction: 3,
    });
  });

  it("counts the app's statements and not the test's own", async () => {
    const client = await buildClient(t.db);
    const setup = await t.queries.during(() => buildClient(t.db));
    const request = await t.queries.during(() =>
      t.app.inject({ method: 'GET', url: `/api/v1/login-params?client=${client.slug}` }),
    );
    expect(setup).toBe(0);
    expect(request).toBeGreaterThan(0);
  });
});
