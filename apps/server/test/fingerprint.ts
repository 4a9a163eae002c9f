import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';

let functions = 0;

/**
 * A digest of every row of every table but `ignore`: equal before and after a request means the request stored
 * nothing. The table list is read once; tables made later are not watched.
 *
 * Digesting reads every table, so it is computed only when a watched table may have been written: a row trigger on
 * each watched table (and a statement trigger for TRUNCATE) advances the sequence `test_fingerprint.writes`. With it
 * unchanged the last digest stands, so most of the hostile probes' thousands of refused requests, which write
 * nothing, cost one small read. A sequence never waits for a lock nor makes a writer wait, and it advances for a
 * rolled-back write too or for an update that leaves the same values: then the digest is computed again and, being
 * equal, says so. The count only says when to look; the digest decides.
 *
 * The digest statement reads every table, so planning it costs several times running it on a test database; it is
 * the body of a PL/pgSQL function (schema `test_fingerprint`, outside the `public` tables it reads), whose plan each
 * connection keeps.
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
  await countWrites(db, watched);
  let writes = '-1';
  let last = '';
  return async () => {
    const { rows } = await sql<{ writes: string; fingerprint: string | null }>`
      select last_value::text as writes,
        case when last_value = ${writes}::bigint then null else ${sql.raw(name)}() end as fingerprint
      from test_fingerprint.writes`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('the write counter cannot be read');
    if (row.fingerprint !== null) last = row.fingerprint;
    writes = row.writes;
    return last;
  };
}

/** Installs the write counter on `tables` (again for a second fingerprint of the same database: same triggers). */
async function countWrites(db: Db, tables: readonly string[]): Promise<void> {
  await sql`create sequence if not exists test_fingerprint.writes`.execute(db);
  await sql
    .raw(`create or replace function test_fingerprint.count_write() returns trigger language plpgsql as $count$
      begin perform nextval('test_fingerprint.writes'); return null; end
    $count$`)
    .execute(db);
  for (const table of tables) {
    await sql`create or replace trigger test_fingerprint_rows after insert or update or delete on ${sql.table(table)}
      for each row execute function test_fingerprint.count_write()`.execute(db);
    await sql`create or replace trigger test_fingerprint_truncate after truncate on ${sql.table(table)}
      for each statement execute function test_fingerprint.count_write()`.execute(db);
  }
}
