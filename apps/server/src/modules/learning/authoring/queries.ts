import type { LanguageCode } from '@elevar/domain';
import { SEARCH_MIN_LENGTH, searchKey } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import type { AuthorScope } from './policy.ts';

type Handle = Db | Trx;

/** The kinds of course authored here (trails have their own editor). */
export const AUTHORED_COURSE_KINDS = ['online_course', 'podcast'] as const;

/** The client's default language, for texts an author must write in it and for reading titles. */
export async function clientLanguage(db: Handle, clientId: number): Promise<LanguageCode> {
  const row = await db
    .selectFrom('clients as cl')
    .innerJoin('languages as l', 'l.id', 'cl.default_language_id')
    .select('l.code')
    .where('cl.id', '=', clientId)
    .executeTakeFirst();
  return (row?.code ?? 'pt-BR') as LanguageCode;
}

const clientLanguageColumn = sql<LanguageCode>`(select l.code from clients cl join languages l
  on l.id = cl.default_language_id where cl.id = c.client_id)`;

/** A page of the courses an author may edit: all of the client's for an admin, their own for an instructor. */
export async function listCourses(
  db: Db,
  scope: AuthorScope,
  filters: { status?: string; kind?: string; search?: string; mine?: boolean },
  page: { limit: number; offset: number },
) {
  let base = db
    .selectFrom('courses as c')
    .where('c.client_id', '=', scope.clientId)
    .where('c.kind', 'in', AUTHORED_COURSE_KINDS);
  if (!scope.admin || filters.mine) base = base.where('c.created_by', '=', scope.actorId);
  if (filters.status) base = base.where('c.status', '=', filters.status as 'draft');
  if (filters.kind) base = base.where('c.kind', '=', filters.kind as 'online_course');
  const words = filters.search ? searchKey(filters.search) : '';
  if (words.length >= SEARCH_MIN_LENGTH)
    for (const word of words.split(' ')) base = base.where('c.search_text', 'like', `%${word}%`);
  const rows = await base
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .select([
      'c.id',
      'c.kind',
      'c.status',
      'c.title',
      'c.cover_url',
      'c.points',
      'c.published_points',
      'c.created_by',
      'c.published_at',
      'c.updated_at',
      'u.full_name as creator_name',
      clientLanguageColumn.as('client_language'),
      sql<number>`(select count(*)::int from activities a where a.course_id = c.id)`.as('activity_count'),
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows;
}

/** Counts the courses of a list page when the page itself came back empty (past the end). */
export async function countCourses(
  db: Db,
  scope: AuthorScope,
  filters: { status?: string; kind?: string; search?: string; mine?: boolean },
) {
  const rows = await listCourses(db, scope, filters, { limit: 1, offset: 0 });
  return rows[0]?.total ?? 0;
}

/** A course of the client (of an authored kind), with its creator; `lock` takes it FOR UPDATE. */
export function findCourse(db: Handle, clientId: number, courseId: number, lock = false) {
  let q = db
    .selectFrom('courses as c')
    .selectAll('c')
    .where('c.client_id', '=', clientId)
    .where('c.id', '=', courseId)
    .where('c.kind', 'in', AUTHORED_COURSE_KINDS);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/** A course for editing: its row, link ids, creator, prerequisite and the client's language; one statement. */
export function findCourseForEditing(db: Handle, clientId: number, courseId: number) {
  return db
    .selectFrom('courses as c')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .leftJoin('courses as p', (join) =>
      join.onRef('p.id', '=', 'c.prerequisite_course_id').onRef('p.client_id', '=', 'c.client_id'),
    )
    .selectAll('c')
    .select([
      'u.full_name as creator_name',
      'p.title as prerequisite_title',
      'p.status as prerequisite_status',
      clientLanguageColumn.as('client_language'),
      sql<
        number[]
      >`array(select x.category_id from course_category_links x where x.course_id = c.id order by 1)`.as(
        'category_ids',
      ),
      sql<number[]>`array(select x.tag_id from course_tags x where x.course_id = c.id order by 1)`.as(
        'tag_ids',
      ),
      sql<number[]>`array(select x.group_id from course_groups x where x.course_id = c.id order by 1)`.as(
        'group_ids',
      ),
      sql<number[]>`array(select x.area_id from course_areas x where x.course_id = c.id order by 1)`.as(
        'area_ids',
      ),
    ])
    .where('c.client_id', '=', clientId)
    .where('c.id', '=', courseId)
    .where('c.kind', 'in', AUTHORED_COURSE_KINDS)
    .executeTakeFirst();
}

export type EditingRow = NonNullable<Awaited<ReturnType<typeof findCourseForEditing>>>;

/** A course's activities in order, with how many learners have progress in each. */
export function listActivitiesForEditing(db: Handle, courseId: number) {
  return db
    .selectFrom('activities as a')
    .select([
      'a.id',
      'a.hierarchy_order',
      'a.kind',
      'a.title',
      'a.menu',
      'a.content',
      'a.duration_seconds',
      sql<number>`(select count(*)::int from activity_progress ap where ap.activity_id = a.id)`.as(
        'learners_with_progress',
      ),
    ])
    .where('a.course_id', '=', courseId)
    .orderBy('a.hierarchy_order')
    .execute();
}

/** The activity of the client with its course id, when the course is of an authored kind. */
export function findActivity(db: Handle, clientId: number, activityId: number) {
  return db
    .selectFrom('activities as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select(['a.id', 'a.course_id', 'a.hierarchy_order'])
    .where('a.client_id', '=', clientId)
    .where('a.id', '=', activityId)
    .where('c.kind', 'in', AUTHORED_COURSE_KINDS)
    .executeTakeFirst();
}

export const LINK_TABLES = {
  category_ids: { table: 'course_category_links', column: 'category_id' },
  tag_ids: { table: 'course_tags', column: 'tag_id' },
  group_ids: { table: 'course_groups', column: 'group_id' },
  area_ids: { table: 'course_areas', column: 'area_id' },
} as const;
export type LinkField = keyof typeof LINK_TABLES;

/** Of `ids`, those that are not the client's (categories, tags, groups, areas of its countries). */
export async function foreignIds(db: Handle, clientId: number, field: LinkField, ids: readonly number[]) {
  if (ids.length === 0) return [];
  let rows: { id: number }[];
  if (field === 'area_ids')
    rows = await db
      .selectFrom('country_areas as a')
      .innerJoin('client_countries as cc', 'cc.country_id', 'a.country_id')
      .select('a.id')
      .where('cc.client_id', '=', clientId)
      .where('a.id', 'in', ids)
      .execute();
  else {
    const table =
      field === 'category_ids' ? 'course_categories' : field === 'tag_ids' ? 'tags' : 'user_groups';
    rows = await db
      .selectFrom(table)
      .select('id')
      .where('client_id', '=', clientId)
      .where('id', 'in', ids)
      .execute();
  }
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !found.has(id));
}

/** Replaces a course's links of one list. */
export async function replaceLinks(trx: Trx, courseId: number, field: LinkField, ids: readonly number[]) {
  const { table, column } = LINK_TABLES[field];
  await trx.deleteFrom(table).where('course_id', '=', courseId).execute();
  if (ids.length)
    await trx
      .insertInto(table)
      .values(ids.map((id) => ({ course_id: courseId, [column]: id }) as never))
      .execute();
}

/**
 * Whether making `prerequisiteId` the prerequisite of `courseId` closes a cycle: the prerequisite's own chain of
 * prerequisites reaches the course.
 */
export async function closesCycle(db: Handle, courseId: number, prerequisiteId: number): Promise<boolean> {
  const row = await sql<{ found: boolean }>`
    with recursive chain(id, depth) as (
      select ${prerequisiteId}::bigint, 0
      union all
      select c.prerequisite_course_id, chain.depth + 1 from courses c join chain on c.id = chain.id
      where c.prerequisite_course_id is not null and chain.depth < 1000
    )
    select exists (select 1 from chain where id = ${courseId}::bigint) as found`.execute(db);
  return row.rows[0]?.found ?? false;
}
