import type { CatalogueQuery, CourseKind } from '@elevar/contract';
import {
  COMPLETED_PROGRESS_STATES,
  type CourseStatus,
  type LanguageCode,
  SEARCH_MIN_LENGTH,
  searchKey,
} from '@elevar/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import type { Database } from '../../db/types.ts';

/** Who is looking at the catalogue: the client they act in, themselves, and the language they read. */
export interface Viewer {
  clientId: number;
  userId: number;
  language: LanguageCode;
}

type WithCourse = Database & { c: Database['courses'] };
type CourseScope = SelectQueryBuilder<WithCourse, 'c', object>;

/**
 * The courses a learner may see (SPEC §6, issue 12): published, of their client, in their language when the course
 * restricts its languages, and shown to every group or to one of theirs. Every learner-facing read starts here, so
 * another client's course, or a hidden one, is simply not found.
 */
export function visibleCourses(db: Db | Trx, viewer: Viewer): CourseScope {
  return db
    .selectFrom('courses as c')
    .where('c.client_id', '=', viewer.clientId)
    .where('c.status', '=', 'published')
    .where((eb) =>
      eb.or([eb('c.languages', 'is', null), sql<boolean>`${viewer.language} = any(c.languages)`]),
    )
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('course_groups as vg')
              .select(sql`1`.as('one'))
              .whereRef('vg.course_id', '=', 'c.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('course_groups as vg')
            .innerJoin('user_group_members as vm', 'vm.group_id', 'vg.group_id')
            .select(sql`1`.as('one'))
            .whereRef('vg.course_id', '=', 'c.id')
            .where('vm.user_id', '=', viewer.userId),
        ),
      ]),
    );
}

const COMPLETED = COMPLETED_PROGRESS_STATES as readonly string[];

/** The learner's status filter as SQL over the joined progress (cp) and enrolment (e). */
function statusCondition(status: CourseStatus) {
  const notStarted = sql<boolean>`coalesce(cp.state, 'not_started') = 'not_started'`;
  const enrolled = sql<boolean>`coalesce(e.state, 'not_enrolled') = 'enrolled'`;
  if (status === 'enrolled') return sql<boolean>`(${notStarted} and ${enrolled})`;
  if (status === 'not_started') return sql<boolean>`(${notStarted} and not ${enrolled})`;
  return sql<boolean>`cp.state = ${status}`;
}

function progressCondition(progress: NonNullable<CatalogueQuery['progress']>) {
  if (progress === 'not_started') return sql<boolean>`coalesce(cp.state, 'not_started') = 'not_started'`;
  const done = sql<boolean>`cp.state in (${sql.join(COMPLETED)})`;
  return progress === 'completed' ? done : sql<boolean>`cp.state <> 'not_started' and not (${done})`;
}

/** A keyset position in the catalogue's order (newest first). */
export interface CatalogueCursor {
  publishedAt: Date;
  id: number;
}

/** A card's columns: the course, the learner's progress, enrolment and favourite, its tags and categories. */
export function cardColumns(query: CourseScope, viewer: Viewer) {
  return query
    .leftJoin('course_progress as cp', (join) =>
      join.onRef('cp.course_id', '=', 'c.id').on('cp.user_id', '=', viewer.userId),
    )
    .leftJoin('enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'c.id').on('e.user_id', '=', viewer.userId),
    )
    .leftJoin('course_favourites as f', (join) =>
      join.onRef('f.course_id', '=', 'c.id').on('f.user_id', '=', viewer.userId),
    )
    .select([
      'c.id',
      'c.kind',
      'c.title',
      'c.description',
      'c.cover_url',
      'c.workload_minutes',
      'c.published_points',
      'c.enrolment_rule',
      'c.is_online',
      'c.published_at',
      'cp.state as progress_state',
      'cp.percent',
      'cp.finished_at',
      'e.state as enrolment_state',
      sql<boolean>`f.user_id is not null`.as('favourite'),
      // the client's default language, for texts its authors wrote in some languages only (one InitPlan)
      sql<LanguageCode>`(select l.code from clients cl join languages l on l.id = cl.default_language_id
        where cl.id = ${viewer.clientId})`.as('client_language'),
      sql<
        NamedRow[]
      >`(select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'names', t.names)
        order by t.name, t.id), '[]') from course_tags ct join tags t on t.id = ct.tag_id
        where ct.course_id = c.id)`.as('tags'),
      sql<
        NamedRow[]
      >`(select coalesce(jsonb_agg(jsonb_build_object('id', k.id, 'name', null, 'names', k.names)
        order by k.position, k.id), '[]') from course_category_links cl2 join course_categories k
        on k.id = cl2.category_id where cl2.course_id = c.id)`.as('categories'),
    ]);
}

export interface NamedRow {
  id: number;
  name: string | null;
  names: Record<string, string> | null;
}

export type CardRow = Awaited<ReturnType<typeof listCatalogue>>[number];

const LINK_COLUMN = {
  course_areas: 'area_id',
  course_groups: 'group_id',
  course_tags: 'tag_id',
  course_category_links: 'category_id',
} as const;

/** The course is linked to any of `ids` through a link table. */
function anyOf(table: keyof typeof LINK_COLUMN, ids: readonly number[]) {
  return sql<boolean>`exists (select 1 from ${sql.table(table)} x
    where x.course_id = c.id and ${sql.ref(`x.${LINK_COLUMN[table]}`)} in (${sql.join(ids)}))`;
}

/** A page of the catalogue: the filters of SPEC §3, newest first, after `cursor`; one statement. */
export function listCatalogue(
  db: Db,
  viewer: Viewer,
  query: Omit<CatalogueQuery, 'cursor'>,
  cursor: CatalogueCursor | null,
) {
  let q = cardColumns(visibleCourses(db, viewer).where('c.kind', '=', query.kind), viewer);
  const words = query.search ? searchKey(query.search) : '';
  if (words.length >= SEARCH_MIN_LENGTH)
    for (const word of words.split(' ')) q = q.where('c.search_text', 'like', `%${word}%`);
  if (query.areas) q = q.where(anyOf('course_areas', query.areas));
  if (query.groups) q = q.where(anyOf('course_groups', query.groups));
  if (query.tags) q = q.where(anyOf('course_tags', query.tags));
  if (query.categories) q = q.where(anyOf('course_category_links', query.categories));
  if (query.favourite !== undefined)
    q = q.where(query.favourite ? sql<boolean>`f.user_id is not null` : sql<boolean>`f.user_id is null`);
  if (query.subscription) q = q.where('c.enrolment_rule', '=', query.subscription);
  if (query.online !== undefined) q = q.where('c.is_online', '=', query.online);
  if (query.progress) q = q.where(progressCondition(query.progress));
  if (query.status) q = q.where(statusCondition(query.status));
  if (cursor)
    q = q.where(
      sql<boolean>`(c.published_at, c.id) < (${cursor.publishedAt}::timestamptz, ${cursor.id}::bigint)`,
    );
  return q
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.limit + 1)
    .execute();
}

/** One visible course as a card (with the learner's state), or undefined. */
export function findCard(db: Db | Trx, viewer: Viewer, courseId: number) {
  return cardColumns(visibleCourses(db, viewer).where('c.id', '=', courseId), viewer)
    .select([
      'c.blocked_menu',
      'c.prerequisite_course_id',
      sql<{
        title: Record<string, string>;
        done: boolean;
      } | null>`(select jsonb_build_object('title', pc.title,
        'done', coalesce(pp.state in (${sql.join(COMPLETED)}), false)) from courses pc
        left join course_progress pp on pp.course_id = pc.id and pp.user_id = ${viewer.userId}
        where pc.id = c.prerequisite_course_id and pc.client_id = c.client_id and pc.status = 'published')`.as(
        'prerequisite',
      ),
    ])
    .executeTakeFirst();
}

/** A course's activities in hierarchy order, each with whether the learner completed it. */
export function listActivities(db: Db | Trx, userId: number, courseId: number) {
  return db
    .selectFrom('activities as a')
    .leftJoin('activity_progress as ap', (join) =>
      join.onRef('ap.activity_id', '=', 'a.id').on('ap.user_id', '=', userId),
    )
    .select([
      'a.id',
      'a.hierarchy_order',
      'a.kind',
      'a.title',
      'a.menu',
      'a.duration_seconds',
      'a.content',
      sql<boolean>`coalesce(ap.completed, false)`.as('completed'),
      'ap.position',
      'ap.pages_seen',
      'ap.seq',
      'ap.first_opened_at',
    ])
    .where('a.course_id', '=', courseId)
    .orderBy('a.hierarchy_order')
    .execute();
}

export type ActivityRow = Awaited<ReturnType<typeof listActivities>>[number];

/** The visible course an activity belongs to, by the activity's id. */
export function findActivityCourseId(db: Db, viewer: Viewer, activityId: number) {
  return visibleCourses(db, viewer)
    .innerJoin('activities as a', 'a.course_id', 'c.id')
    .select('c.id')
    .where('a.id', '=', activityId)
    .executeTakeFirst();
}

/** Named lists of the catalogue's filters, for the client. */
export async function listFilterOptions(db: Db, clientId: number) {
  const [areas, groups, tags, categories] = await Promise.all([
    db
      .selectFrom('country_areas as a')
      .innerJoin('client_countries as cc', 'cc.country_id', 'a.country_id')
      .select(['a.id', 'a.name', 'a.names'])
      .where('cc.client_id', '=', clientId)
      .orderBy('a.name')
      .execute(),
    db
      .selectFrom('user_groups')
      .select(['id', 'name', 'names'])
      .where('client_id', '=', clientId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('tags')
      .select(['id', 'name', 'names'])
      .where('client_id', '=', clientId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('course_categories')
      .select(['id', sql<string | null>`null`.as('name'), 'names'])
      .where('client_id', '=', clientId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { areas, groups, tags, categories };
}

/** "Continue where you left off": started, not completed, most recent first. */
export function listRecent(db: Db, viewer: Viewer, kinds: readonly CourseKind[], limit: number) {
  return cardColumns(visibleCourses(db, viewer).where('c.kind', 'in', kinds), viewer)
    .where(sql<boolean>`cp.state is not null and cp.state not in ('not_started', ${sql.join(COMPLETED)})`)
    .orderBy('cp.updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** "New for you": published since `since`, not started. */
export function listNew(db: Db, viewer: Viewer, kinds: readonly CourseKind[], since: Date, limit: number) {
  return cardColumns(visibleCourses(db, viewer).where('c.kind', 'in', kinds), viewer)
    .where('c.published_at', '>=', since)
    .where(sql<boolean>`cp.state is null`)
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** A trail's items in order. */
export function listTrailItems(db: Db, trailId: number) {
  return db
    .selectFrom('trail_items')
    .select(['position', 'item_type', 'course_id'])
    .where('trail_id', '=', trailId)
    .orderBy('position')
    .execute();
}

/** The cards of the given courses the learner may see (any order). */
export function listCards(db: Db, viewer: Viewer, courseIds: readonly number[]) {
  return cardColumns(visibleCourses(db, viewer).where('c.id', 'in', courseIds), viewer).execute();
}
