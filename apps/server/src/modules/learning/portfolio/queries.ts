import type { CourseKind } from '@elevar/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { CatalogueCursor } from '../queries.ts';

/**
 * The showcase's courses (docs/learning.md "Portfolio"): of the client, marked for the portfolio, published, of a
 * kind whose module the client runs, and shown to every group (a course for some groups is never public).
 */
function showcase(db: Db, clientId: number, kinds: readonly CourseKind[]) {
  return db
    .selectFrom('courses as c')
    .where('c.client_id', '=', clientId)
    .where('c.in_portfolio', '=', true)
    .where('c.status', '=', 'published')
    .where('c.kind', 'in', kinds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('course_groups as g').select(sql`1`.as('one')).whereRef('g.course_id', '=', 'c.id'),
        ),
      ),
    )
    .select([
      'c.id',
      'c.kind',
      'c.title',
      'c.description',
      'c.cover_url',
      'c.workload_minutes',
      'c.published_at',
    ]);
}

export type ShowcaseRow = Awaited<ReturnType<typeof listShowcase>>[number];

/** A page of the showcase, newest first, after `cursor` (one more row than `limit`, to tell a next page). */
export function listShowcase(
  db: Db,
  clientId: number,
  kinds: readonly CourseKind[],
  cursor: CatalogueCursor | null,
  limit: number,
) {
  let q = showcase(db, clientId, kinds);
  if (cursor)
    q = q.where(
      sql<boolean>`(c.published_at, c.id) < (${cursor.publishedAt}::timestamptz, ${cursor.id}::bigint)`,
    );
  return q
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit + 1)
    .execute();
}

/**
 * One course of the showcase with what it holds, in one statement: a course's activities (titles and kinds), or a
 * trail's courses that are themselves public (published, for every group).
 */
export function findShowcaseCourse(db: Db, clientId: number, kinds: readonly CourseKind[], courseId: number) {
  return showcase(db, clientId, kinds)
    .where('c.id', '=', courseId)
    .select([
      sql<{ title: Record<string, string>; kind: string }[]>`(select coalesce(jsonb_agg(jsonb_build_object(
        'title', a.title, 'kind', a.kind) order by a.hierarchy_order), '[]') from activities a
        where a.course_id = c.id)`.as('activities'),
      sql<
        { title: Record<string, string>; kind: CourseKind }[]
      >`(select coalesce(jsonb_agg(jsonb_build_object(
        'title', tc.title, 'kind', tc.kind) order by ti.position), '[]') from trail_items ti
        join courses tc on tc.id = ti.course_id
        where ti.trail_id = c.id and tc.client_id = c.client_id and tc.status = 'published'
          and not exists (select 1 from course_groups tg where tg.course_id = tc.id))`.as('courses'),
    ])
    .executeTakeFirst();
}
