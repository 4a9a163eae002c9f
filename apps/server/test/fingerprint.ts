import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';

let functions = 0;

/**
 * A digest of every row of every table but `ignore`, in one statement: equal before and after a request means the
 * request stored nothing. The table list is read once; tables made later are not watched.
 *
 * The statement reads every table, so planning it costs several times running it on a test database; it is the body
 * of a PL/pgSQL function (schema `test_fingerprint`, outside the `public` tables it reads), whose plan each
 * connection keeps, so the hostile probes' thousands of digests are planned once per connection.
 */
export async function databaseFingerprint(
  db: Db,
  ignore: ReadonlySet<string> = new Set(),
): Promise<() => Promise<string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const watched = tables.rows.map((row) => row.name).filter((name) => !ignore.has(name));
  const parts = watched.map(
    (name) =>
      sql`coalesce((select md5(string_agg(x::text, ',' order by x::text)) from ${sql.table(name)} x), '')`,
  );
  // an array, not concat_ws: a function takes at most 100 arguments, and there are more tables than that
  const digest = sql`select md5(array_to_string(array[${sql.join(parts)}], '|'))`.compile(db);
  if (digest.parameters.length > 0) throw new Error('the fingerprint statement must have no parameters');
  const name = `test_fingerprint.digest_${process.pid}_${++functions}`;
  await sql`create schema if not exists test_fingerprint`.execute(db);
  await sql
    .raw(`create function ${name}() returns text language plpgsql as $digest$
      begin return (${digest.sql}); end
    $digest$`)
    .execute(db);
  const statement = sql<{ fingerprint: string }>`select ${sql.raw(name)}() as fingerprint`;
  return async () => (await statement.execute(db)).rows[0]?.fingerprint ?? '';
}
