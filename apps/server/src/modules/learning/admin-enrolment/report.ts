import type {
  CourseReportFilter,
  CourseReportPage,
  CourseReportQuery,
  CourseReportRow,
  CourseReportSummary,
} from '@elevar/contract';
import {
  COMPLETED_PROGRESS_STATES,
  COURSE_PROGRESS_STATES,
  type CourseProgressState,
  type CourseStatus,
  courseStatus,
  type EnrolmentState,
  type LanguageCode,
  localized,
  progressPercent,
} from '@elevar/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { readReplica, type ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { enrolmentScope, type ManagedCourse, managedCourse } from './scope.ts';

/**
 * The progress report of a course or trail: its learners (everyone enrolled now or before, or with progress in it),
 * each with enrolment, SPEC §4 status, percent, completed parts (activities of a course, courses of a trail),
 * dates and the last activity. One statement for the page and one for the counts per status, whatever the page's
 * size; the CSV export reads the same rows in keyset batches.
 */

/** Where a learner stands as the catalogue shows it (`courseStatus`): progress, or `enrolled` before starting. */
const STATUS = sql<CourseStatus>`case when coalesce(cp.state, 'not_started') = 'not_started'
  then case when e.state = 'enrolled' then 'enrolled' else 'not_started' end else cp.state end`;

const COMPLETED = COMPLETED_PROGRESS_STATES as readonly string[];

/** The report's rows before paging: the learners, filtered (the status filter only when `withStatus`). */
function learners(
  db: Db,
  clientId: number,
  course: ManagedCourse,
  filter: CourseReportFilter,
  withStatus: boolean,
) {
  const population = db
    .selectFrom('enrolments')
    .select('user_id')
    .where('course_id', '=', course.id)
    .union(db.selectFrom('course_progress').select('user_id').where('course_id', '=', course.id));
  let q = db
    .selectFrom(population.as('l'))
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('enrolments as e', (join) =>
      join.onRef('e.user_id', '=', 'l.user_id').on('e.course_id', '=', course.id),
    )
    .leftJoin('course_progress as cp', (join) =>
      join.onRef('cp.user_id', '=', 'l.user_id').on('cp.course_id', '=', course.id),
    );
  if (filter.group !== undefined)
    q =
      q.where(sql<SqlBool>`exists (select 1 from user_group_members m join user_groups g on g.id = m.group_id
      where m.group_id = ${filter.group} and g.client_id = ${clientId} and m.user_id = u.id)`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('u.username', 'ilike', pattern), eb('u.full_name', 'ilike', pattern)]));
  }
  if (filter.completed_from)
    q = q.where('cp.finished_at', '>=', new Date(`${filter.completed_from}T00:00:00.000Z`));
  if (filter.completed_to)
    q = q.where(
      'cp.finished_at',
      '<',
      new Date(Date.parse(`${filter.completed_to}T00:00:00.000Z`) + 86_400_000),
    );
  if (withStatus && filter.status) q = q.where(sql<SqlBool>`${STATUS} = ${filter.status}`);
  return q;
}

/** The parts of a course (activities) or trail (items), and how many of them a learner (u) completed. */
function partsOf(course: ManagedCourse): { total: RawBuilder<number>; completed: RawBuilder<number> } {
  if (course.kind === 'trail')
    return {
      total: sql<number>`(select count(*)::int from trail_items ti where ti.trail_id = ${course.id})`,
      completed: sql<number>`(select count(*)::int from trail_items ti join course_progress p
        on p.course_id = ti.course_id and p.user_id = u.id
        where ti.trail_id = ${course.id} and p.state in (${sql.join(COMPLETED)}))`,
    };
  return {
    total: sql<number>`(select count(*)::int from activities a where a.course_id = ${course.id})`,
    completed: sql<number>`coalesce(cp.completed_activities, 0)`,
  };
}

function rowsOf(db: Db, clientId: number, course: ManagedCourse, filter: CourseReportFilter) {
  const parts = partsOf(course);
  return learners(db, clientId, course, filter, true).select([
    'u.id',
    'u.username',
    'u.full_name',
    'e.state as enrolment_state',
    'e.enrolled_at',
    'cp.state as progress_state',
    'cp.percent',
    'cp.started_at',
    'cp.finished_at',
    'cp.updated_at',
    parts.total.as('total_count'),
    parts.completed.as('completed_count'),
  ]);
}

interface ReportRow {
  id: number;
  username: string;
  full_name: string;
  enrolment_state: string | null;
  enrolled_at: Date | null;
  progress_state: string | null;
  percent: number | null;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date | null;
  total_count: number;
  completed_count: number;
}

export function toReportRow(row: ReportRow, kind: ManagedCourse['kind']): CourseReportRow {
  const progress = (row.progress_state ?? 'not_started') as CourseProgressState;
  const enrolment = (row.enrolment_state ?? 'not_enrolled') as EnrolmentState;
  const started = progress !== 'not_started';
  return {
    user_id: row.id,
    username: row.username,
    full_name: row.full_name,
    enrolment,
    status: courseStatus(progress, enrolment),
    // a trail's own row moves only when one of its courses does: its parts are counted now
    percent: kind === 'trail' ? progressPercent(row.completed_count, row.total_count) : (row.percent ?? 0),
    completed_count: row.completed_count,
    total_count: row.total_count,
    enrolled_at: row.enrolled_at ? row.enrolled_at.toISOString() : null,
    started_at: started && row.started_at ? row.started_at.toISOString() : null,
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    // scores come with tests and SCORM results (later slices): none is recorded per learner yet
    best_score: null,
    last_activity_at: started && row.updated_at ? row.updated_at.toISOString() : null,
  };
}

/** GET /api/v1/admin/learning/courses/:id/report: a page by username, the counts per status beside it. */
export async function courseReport(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  query: CourseReportQuery,
  language: LanguageCode,
): Promise<CourseReportPage> {
  const scope = await enrolmentScope(ctx, auth);
  const course = await managedCourse(ctx.db, scope, courseId);
  // a report may lag the primary by the replica's delay (context.ts readReplica)
  const reader = readReplica(ctx);
  const [rows, counts] = await Promise.all([
    rowsOf(reader, scope.clientId, course, query)
      .orderBy(sql`lower(u.username)`)
      .orderBy('u.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute() as Promise<ReportRow[]>,
    learners(reader, scope.clientId, course, query, false)
      .select([STATUS.as('status'), sql<number>`count(*)::int`.as('n')])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const summary = Object.fromEntries(
    [...COURSE_PROGRESS_STATES, 'enrolled'].map((status) => [status, 0]),
  ) as CourseReportSummary;
  for (const row of counts) summary[row.status] = row.n;
  const count = query.status ? summary[query.status] : Object.values(summary).reduce((sum, n) => sum + n, 0);
  return {
    course: {
      id: course.id,
      kind: course.kind,
      title: localized(course.title, language, '', course.clientLanguage),
    },
    summary,
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toReportRow(row, course.kind)),
  };
}

/** A keyset position in the report's order (username, case-insensitive, then id). */
export interface ReportCursor {
  key: string;
  id: number;
}

/** The next batch of the report's rows after `after`, in the page's order (for the CSV export). */
export async function reportBatch(
  db: Db,
  clientId: number,
  course: ManagedCourse,
  filter: CourseReportFilter,
  after: ReportCursor | null,
  size: number,
): Promise<(ReportRow & { sort_key: string })[]> {
  let q = rowsOf(db, clientId, course, filter).select(sql<string>`lower(u.username)`.as('sort_key'));
  if (after) q = q.where(sql<SqlBool>`(lower(u.username), u.id) > (${after.key}, ${after.id}::bigint)`);
  return (await q.orderBy(sql`lower(u.username)`).orderBy('u.id').limit(size).execute()) as (ReportRow & {
    sort_key: string;
  })[];
}
