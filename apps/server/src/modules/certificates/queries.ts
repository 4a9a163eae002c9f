import { type Compilable, sql } from 'kysely';
import { type Db, preparedQuery, prepareStatement } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';

/** A learner in the client they act in. */
export interface Holder {
  userId: number;
  clientId: number;
}

const CERTIFICATE_COLUMNS = [
  'x.id',
  'x.course_id',
  'x.client_id',
  'x.code',
  'x.learner_name',
  'x.title',
  'x.client_name',
  'x.completed_at',
  'x.score',
  'x.workload_minutes',
  'x.recipient_hash',
  'x.recipient_salt',
  'x.issued_at',
  'x.revoked_at',
  'x.template_id',
  'c.kind',
] as const;

/**
 * Which due certificates to look for: one learner's in a client (`userId` and `clientId`), narrowed to one course or
 * trail (`courseId`), or every learner's (a sweep, `limit` at a time).
 */
export interface DueScope {
  userId?: number;
  clientId?: number;
  courseId?: number;
  limit?: number;
}

/**
 * Finished or passed courses and trails that grant a certificate and whose learner has none yet (never a blocked,
 * reproved or unfinished one), with the facts the certificate freezes: the score is the mean of the best scores of
 * the course's graded activities, when it has any.
 */
export function findDue(db: Db | Trx, scope: DueScope) {
  let query = db
    .selectFrom('course_progress as p')
    .innerJoin('courses as c', (join) =>
      join.onRef('c.id', '=', 'p.course_id').onRef('c.client_id', '=', 'p.client_id'),
    )
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('clients as cl', 'cl.id', 'p.client_id')
    .select([
      'p.user_id',
      'p.client_id',
      'p.course_id',
      'c.title',
      'c.workload_minutes',
      'u.full_name',
      'u.email',
      'cl.name as client_name',
      sql<Date>`coalesce(p.finished_at, p.updated_at)`.as('completed_at'),
      sql<string | null>`(select avg(s.best_score) from assessment_standings s
        where s.user_id = p.user_id and s.course_id = p.course_id and s.best_score is not null)`.as('score'),
    ])
    .where('p.state', 'in', ['finished', 'approved', 'improved'])
    .where('c.grants_certificate', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('certificates as x')
            .select(sql`1`.as('one'))
            .whereRef('x.user_id', '=', 'p.user_id')
            .whereRef('x.course_id', '=', 'p.course_id'),
        ),
      ),
    );
  if (scope.userId !== undefined) query = query.where('p.user_id', '=', scope.userId);
  if (scope.clientId !== undefined) query = query.where('p.client_id', '=', scope.clientId);
  if (scope.courseId !== undefined) query = query.where('p.course_id', '=', scope.courseId);
  if (scope.limit !== undefined) query = query.orderBy('p.user_id').orderBy('p.course_id').limit(scope.limit);
  // one learner's (a completion's hook): a fixed text, prepared; the sweep's batches are planned each time
  return run(db, query, scope.limit === undefined);
}

/** Runs a built statement, as a named prepared statement on PostgreSQL when `prepared` (its text is fixed). */
async function run<R>(db: Db | Trx, query: Compilable<R>, prepared: boolean): Promise<R[]> {
  const compiled = query.compile();
  if (prepared) prepareStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

export type DueCertificate = Awaited<ReturnType<typeof findDue>>[number];

export interface NewCertificate {
  due: DueCertificate;
  code: string;
  recipientHash: string | null;
  recipientSalt: string;
  score: number | null;
}

/**
 * Inserts new certificates in one statement; a concurrent issue of the same (user, course) wins and this one
 * inserts nothing for it. Answers how many it inserted.
 */
export async function insertCertificates(
  db: Db | Trx,
  rows: readonly NewCertificate[],
  now: Date,
): Promise<number> {
  if (!rows.length) return 0;
  const inserted = db
    .insertInto('certificates')
    .values(
      rows.map((row) => ({
        user_id: row.due.user_id,
        course_id: row.due.course_id,
        client_id: row.due.client_id,
        code: row.code,
        learner_name: row.due.full_name,
        title: JSON.stringify(row.due.title),
        client_name: row.due.client_name,
        completed_at: row.due.completed_at,
        score: row.score,
        workload_minutes: row.due.workload_minutes,
        recipient_hash: row.recipientHash,
        recipient_salt: row.recipientSalt,
        issued_at: now,
        // the client's template as it stands at issue: the certificate keeps this version (null: the platform's)
        template_id: sql<number | null>`(select max(t.id) from certificate_templates t
          where t.client_id = ${row.due.client_id})`,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('id');
  // a completion's one certificate: a fixed text, prepared
  return (await run(db, inserted, rows.length === 1)).length;
}

/**
 * A completion's certificate found due and inserted in one statement (`findDue` narrowed to one learner's course or
 * trail, then `insertCertificates`), with the code and the salt made beforehand. The facts `newCertificate` derives
 * are derived here the same way: the recipient hash of the e-mail trimmed and lower-cased (only an e-mail of plain
 * printable ASCII, where SQL's translation and JavaScript's agree; `unsure` otherwise, nothing inserted, and the
 * caller issues it the long way) and the score rounded to two decimals as `Math.round` rounds its double. Answers
 * how many it inserted (0: not due, or a racing issue won) and whether it left the certificate to the caller.
 */
const issueOneStatement = preparedQuery<{ inserted: number; unsure: boolean }>(`with due as (
    select p.user_id, p.client_id, p.course_id, c.title, c.workload_minutes, u.full_name, u.email,
      cl.name as client_name, coalesce(p.finished_at, p.updated_at) as completed_at,
      (select avg(s.best_score) from assessment_standings s
        where s.user_id = p.user_id and s.course_id = p.course_id and s.best_score is not null)::float8 * 100
        as score_hundredths
    from course_progress p
    join courses c on c.id = p.course_id and c.client_id = p.client_id
    join users u on u.id = p.user_id
    join clients cl on cl.id = p.client_id
    where p.user_id = $1::bigint and p.client_id = $2::bigint and p.course_id = $3::bigint
      and p.state in ('finished', 'approved', 'improved') and c.grants_certificate = true
      and not exists (select 1 from certificates x where x.user_id = p.user_id and x.course_id = p.course_id)),
  sure as (select *, email is null or email ~ '^[!-~]+$' as plain from due),
  made as (
    insert into certificates (user_id, course_id, client_id, code, learner_name, title, client_name, completed_at,
      score, workload_minutes, recipient_hash, recipient_salt, issued_at, template_id)
    select d.user_id, d.course_id, d.client_id, $4::text, d.full_name, d.title, d.client_name, d.completed_at,
      (case when d.score_hundredths < 0.5 then 0 else floor(d.score_hundredths + 0.5) end / 100)::numeric,
      d.workload_minutes,
      'sha256$' || translate(rtrim(encode(sha256(convert_to(
        translate(d.email, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') || $5::text, 'UTF8')),
        'base64'), '='), '+/', '-_'),
      $5::text, $6::timestamptz,
      (select max(t.id) from certificate_templates t where t.client_id = d.client_id)
    from sure d where d.plain
    on conflict (user_id, course_id) do nothing
    returning 1)
  select (select count(*)::int from made) as inserted, exists (select 1 from sure where not plain) as unsure`);

export async function issueOne(
  db: Db | Trx,
  who: { userId: number; clientId: number; courseId: number },
  made: { code: string; salt: string },
  now: Date,
): Promise<{ inserted: number; unsure: boolean }> {
  const [row] = await issueOneStatement(db as Db, [
    who.userId,
    who.clientId,
    who.courseId,
    made.code,
    made.salt,
    now,
  ]);
  return row ?? { inserted: 0, unsure: false };
}

/** The holder's certificates in the client, newest completion first. */
export function listCertificates(db: Db, holder: Holder) {
  return db
    .selectFrom('certificates as x')
    .innerJoin('courses as c', 'c.id', 'x.course_id')
    .select(CERTIFICATE_COLUMNS)
    .where('x.user_id', '=', holder.userId)
    .where('x.client_id', '=', holder.clientId)
    .orderBy('x.completed_at', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
}

export type CertificateRow = Awaited<ReturnType<typeof listCertificates>>[number];

/** One of the holder's certificates by id (another user's or client's: undefined). */
export function findOwnCertificate(db: Db, holder: Holder, where: { id: number } | { courseId: number }) {
  let query = db
    .selectFrom('certificates as x')
    .innerJoin('courses as c', 'c.id', 'x.course_id')
    .select(CERTIFICATE_COLUMNS)
    .where('x.user_id', '=', holder.userId)
    .where('x.client_id', '=', holder.clientId);
  query =
    'id' in where ? query.where('x.id', '=', where.id) : query.where('x.course_id', '=', where.courseId);
  return query.executeTakeFirst();
}

/** A certificate by its public code. */
export function findByCode(db: Db, code: string) {
  return db
    .selectFrom('certificates as x')
    .innerJoin('courses as c', 'c.id', 'x.course_id')
    .select(CERTIFICATE_COLUMNS)
    .where('x.code', '=', code)
    .executeTakeFirst();
}

/** The staff list's filter: the client's certificates, narrowed by a learner's name or a title. */
function staffScope(db: Db | Trx, clientId: number, search: string | undefined) {
  let query = db
    .selectFrom('certificates as x')
    .innerJoin('courses as c', 'c.id', 'x.course_id')
    .where('x.client_id', '=', clientId);
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(x.learner_name)`, 'like', like),
        sql<boolean>`exists (select 1 from jsonb_each_text(x.title) as t(language, text)
          where lower(t.text) like ${like})`,
        eb(sql`lower(x.code)`, 'like', like),
      ]),
    );
  }
  return query;
}

const STAFF_COLUMNS = [
  ...CERTIFICATE_COLUMNS,
  'x.revoke_reason',
  sql<string | null>`(select coalesce(nullif(u.full_name, ''), u.username) from users u
    where u.id = x.revoked_by)`.as('revoked_by'),
] as const;

/** A page of the client's certificates, newest first, and how many match. */
export async function listClientCertificates(
  db: Db,
  clientId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const [total, rows] = await Promise.all([
    staffScope(db, clientId, search)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    staffScope(db, clientId, search)
      .select(STAFF_COLUMNS)
      .orderBy('x.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(total.count), rows };
}

export type StaffCertificateRow = Awaited<ReturnType<typeof listClientCertificates>>['rows'][number];

/** One of the client's certificates as the staff see it. */
export function findClientCertificate(db: Db | Trx, clientId: number, id: number) {
  return staffScope(db, clientId, undefined).select(STAFF_COLUMNS).where('x.id', '=', id).executeTakeFirst();
}

/**
 * Revokes one of the client's certificates still standing; answers whether one was (a revoked one, or another
 * client's, is not changed).
 */
export async function revokeCertificate(
  trx: Trx,
  where: { clientId: number; id: number },
  revocation: { by: number; reason: string; at: Date },
): Promise<boolean> {
  const changed = await trx
    .updateTable('certificates')
    .set({ revoked_at: revocation.at, revoked_by: revocation.by, revoke_reason: revocation.reason })
    .where('id', '=', where.id)
    .where('client_id', '=', where.clientId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

/** Account closure: the certificates carry the learner's name (personal data), so they go; their codes no longer verify. */
export async function deleteCertificatesOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('certificates').where('user_id', '=', userId).execute();
}
