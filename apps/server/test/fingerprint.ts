import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';

/**
 * A digest of every row of every table but `ignore`, in one statement: equal before and after a request means the
 * request stored nothing. The table list is read once; tables made later are not watched.
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
  const statement = sql<{
    fingerprint: string;
  }>`select md5(concat_ws('|', ${sql.join(parts)})) as fingerprint`;
  return async () => (await statement.execute(db)).rows[0]?.fingerprint ?? '';
}
