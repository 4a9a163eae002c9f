import {
  BULK_ENROLMENT_MAX_USERNAMES,
  type BulkEnrolment,
  type BulkEnrolmentRequest,
  type CourseKind,
} from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { usernamesOfCsv } from '../authoring/groups.ts';
import type { AuthorScope } from '../authoring/policy.ts';
import { fieldError } from '../authoring/texts.ts';
import { enrolmentScope, managedCourse } from './scope.ts';

/**
 * Asking for a bulk enrolment: the request is checked and stored (`bulk_enrolments`, queued) and a background job
 * does the work (`job.ts`), so 10,000 usernames answer at once with 202 and the job's id.
 */

/** The largest CSV of usernames accepted (20,000 rows of usernames fit well within it). */
export const BULK_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** Starts the job for a stored request; the routes give pg-boss's send, an app without jobs leaves it queued. */
export type StartJob = (bulkId: number) => Promise<void>;

/** Usernames as sent, repeats (case-insensitive, trimmed) dropped, the first spelling kept. */
export function distinctUsernames(usernames: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of usernames) {
    const trimmed = name.trim();
    const key = trimmed.toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, trimmed);
  }
  return [...byKey.values()];
}

const COLUMNS = [
  'b.id',
  'b.course_id',
  'c.kind as course_kind',
  'b.status',
  'b.total',
  'b.processed',
  'b.report',
  'b.requested_by',
  'b.created_at',
  'b.finished_at',
] as const;

function findBulk(db: Db | Trx, clientId: number, bulkId: number) {
  return db
    .selectFrom('bulk_enrolments as b')
    .innerJoin('courses as c', 'c.id', 'b.course_id')
    .select([...COLUMNS, 'c.created_by'])
    .where('b.id', '=', bulkId)
    .where('b.client_id', '=', clientId)
    .executeTakeFirst();
}

type BulkRow = NonNullable<Awaited<ReturnType<typeof findBulk>>>;

function toBulkEnrolment(row: BulkRow): BulkEnrolment {
  return {
    id: row.id,
    course_id: row.course_id,
    course_kind: row.course_kind as CourseKind,
    status: row.status,
    total: row.total,
    processed: row.processed,
    report: {
      enrolled: row.report.enrolled,
      already_enrolled: row.report.already_enrolled,
      unknown: row.report.unknown,
    },
    requested_by: row.requested_by,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
}

/** Stores the request (queued) after checking the course and the groups, then starts its job. */
async function requestBulk(
  ctx: ServiceContext,
  scope: AuthorScope,
  courseId: number,
  input: { usernames: string[]; groupIds: number[] },
  language: LanguageCode,
  start: StartJob,
): Promise<BulkEnrolment> {
  const usernames = distinctUsernames(input.usernames);
  const groupIds = [...new Set(input.groupIds)];
  if (usernames.length === 0 && groupIds.length === 0)
    throw fieldError('usernames', 'field.required', language);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await managedCourse(trx, scope, courseId);
    if (groupIds.length) {
      const groups = await trx
        .selectFrom('user_groups')
        .select('id')
        .where('client_id', '=', scope.clientId)
        .where('id', 'in', groupIds)
        .execute();
      if (groups.length !== groupIds.length) throw fieldError('group_ids', 'field.invalid', language);
    }
    const inserted = await trx
      .insertInto('bulk_enrolments')
      .values({
        client_id: scope.clientId,
        course_id: courseId,
        requested_by: scope.actorId,
        usernames,
        group_ids: groupIds,
        created_at: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await findBulk(trx, scope.clientId, inserted.id);
    if (!stored) throw new Error('the bulk enrolment just stored is missing');
    return stored;
  });
  await start(row.id);
  return toBulkEnrolment(row);
}

/** POST /api/v1/admin/learning/courses/:id/bulk-enrolments */
export async function bulkEnrol(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  body: BulkEnrolmentRequest,
  language: LanguageCode,
  start: StartJob,
): Promise<BulkEnrolment> {
  const scope = await enrolmentScope(ctx, auth);
  return requestBulk(
    ctx,
    scope,
    courseId,
    { usernames: body.usernames ?? [], groupIds: body.group_ids ?? [] },
    language,
    start,
  );
}

/**
 * POST /api/v1/admin/learning/courses/:id/bulk-enrolments/import: a CSV of usernames (field `file`), read like a
 * group's import (first column, comma or semicolon, an optional "username" header).
 */
export async function bulkEnrolCsv(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  request: FastifyRequest,
  language: LanguageCode,
  start: StartJob,
): Promise<BulkEnrolment> {
  const scope = await enrolmentScope(ctx, auth);
  await managedCourse(ctx.db, scope, courseId);
  const file = await readUploadedFile(request, {
    field: 'file',
    maxBytes: BULK_CSV_MAX_BYTES,
    tooLarge: 'common.payload_too_large',
  });
  const text = file.buffer.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw fieldError('file', 'field.invalid', language);
  const usernames = usernamesOfCsv(text);
  if (
    usernames.length === 0 ||
    usernames.length > BULK_ENROLMENT_MAX_USERNAMES ||
    usernames.some((u) => u.length > 256)
  )
    throw fieldError('file', 'field.invalid', language);
  return requestBulk(ctx, scope, courseId, { usernames, groupIds: [] }, language, start);
}

/** GET /api/v1/admin/learning/bulk-enrolments/:id: a job of the client, of a course the scope manages. */
export async function bulkEnrolment(
  ctx: ServiceContext,
  auth: AuthContext,
  bulkId: number,
): Promise<BulkEnrolment> {
  const scope = await enrolmentScope(ctx, auth);
  const row = await findBulk(ctx.db, scope.clientId, bulkId);
  if (!row || !(scope.admin || row.created_by === scope.actorId)) throw notFound();
  return toBulkEnrolment(row);
}
