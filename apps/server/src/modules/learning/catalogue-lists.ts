import type { CatalogueQuery } from '@elevar/contract';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/connection.ts';
import { type NameBook, nameCards } from './card-names.ts';
import { CATALOGUE_LIMIT, type CourseList, type ListedCourse, SEARCH_LIMIT } from './catalogue-cache.ts';
import { cardColumns, runPrepared, sharedFilters, type Viewer } from './queries.ts';

// The catalogue cache's reads (docs/learning.md "The catalogue cache"): fixed statements, prepared on PostgreSQL.

/** What a cached catalogue read checks first: the client's catalogue generation and the viewer's groups. */
export interface CatalogueStamp {
  generation: number;
  groupIds: number[];
}

const stampOf = preparedQuery<{ generation: number | string; group_ids: number[] }>(`select
    coalesce((select g.generation from catalogue_generations g where g.client_id = $1::bigint), 0) as generation,
    array_to_json(array(select m.group_id from user_group_members m where m.user_id = $2::bigint order by 1))
      as group_ids`);

export async function readStamp(db: Db, viewer: Viewer): Promise<CatalogueStamp> {
  const [row] = await stampOf(db, [viewer.clientId, viewer.userId]);
  return { generation: Number(row?.generation ?? 0), groupIds: row?.group_ids ?? [] };
}

/**
 * The client's published courses of a kind, or of a kind and the words searched, newest first, with what the shared
 * filters and each viewer's visibility need (applied per request). A search is not prepared (the plan depends on how
 * many courses its words match, `listCatalogue`); it runs once per generation and words, then the cache answers.
 */
export async function readCourseList(
  db: Db,
  clientId: number,
  kind: CatalogueQuery['kind'],
  words: string,
): Promise<CourseList> {
  const limit = words ? SEARCH_LIMIT : CATALOGUE_LIMIT;
  const scope = db
    .selectFrom('courses as c')
    .where('c.client_id', '=', clientId)
    .where('c.status', '=', 'published');
  const list = sharedFilters(scope, { kind }, words)
    .select([
      'c.id',
      'c.published_at',
      sql<number | string | null>`(extract(epoch from c.published_at) * 1000000)::bigint`.as('micros'),
      'c.languages',
      sql<number[]>`array_to_json(c.group_ids)`.as('group_ids'),
      sql<number[]>`array_to_json(c.tag_ids)`.as('tag_ids'),
      sql<number[]>`array_to_json(c.category_ids)`.as('category_ids'),
      sql<number[]>`array_to_json(c.area_ids)`.as('area_ids'),
      'c.enrolment_rule',
      'c.is_online',
    ])
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(sql.lit(limit + 1));
  const rows = words ? await list.execute() : await runPrepared(db, list);
  const courses = rows.slice(0, limit).map(
    (row): ListedCourse => ({
      id: Number(row.id),
      publishedAt: row.published_at,
      publishedMicros: row.micros === null ? null : Number(row.micros),
      languages: row.languages,
      groupIds: row.group_ids,
      tagIds: row.tag_ids,
      categoryIds: row.category_ids,
      areaIds: row.area_ids,
      enrolmentRule: row.enrolment_rule,
      isOnline: row.is_online,
    }),
  );
  return { courses, complete: rows.length <= limit };
}

/**
 * Cards of these courses of the client (the caller decided they are visible), their tags and categories named (from
 * the client's name book when the caller has one).
 */
export async function readCards(
  db: Db,
  viewer: Viewer,
  courseIds: readonly number[],
  book?: NameBook | null,
) {
  const query = cardColumns(
    db
      .selectFrom('courses as c')
      .where('c.client_id', '=', viewer.clientId)
      .where(sql<boolean>`c.id = any(${courseIds}::bigint[])`),
    viewer,
  );
  return nameCards(db, viewer.clientId, await runPrepared(db, query), book);
}

export interface LearnerCourseState {
  id: number;
  progress_state: string | null;
  percent: number | null;
  enrolment_state: string | null;
  favourite: boolean;
}

const statesOf = preparedQuery<LearnerCourseState>(`select i.id, cp.state as progress_state, cp.percent,
    e.state as enrolment_state, f.user_id is not null as favourite
  from unnest($2::bigint[]) as i (id)
  left join course_progress cp on cp.course_id = i.id and cp.user_id = $1::bigint
  left join enrolments e on e.course_id = i.id and e.user_id = $1::bigint
  left join course_favourites f on f.course_id = i.id and f.user_id = $1::bigint`);

const stampAndStatesOf = preparedQuery<
  Omit<LearnerCourseState, 'id'> & { id: number | null; generation: number | string; group_ids: number[] }
>(`with stamp as (select
    coalesce((select g.generation from catalogue_generations g where g.client_id = $1::bigint), 0) as generation,
    array_to_json(array(select m.group_id from user_group_members m where m.user_id = $2::bigint order by 1))
      as group_ids)
  select s.generation, s.group_ids, i.id, cp.state as progress_state, cp.percent, e.state as enrolment_state,
    f.user_id is not null as favourite
  from stamp s
  left join unnest($3::bigint[]) as i (id) on true
  left join course_progress cp on cp.course_id = i.id and cp.user_id = $2::bigint
  left join enrolments e on e.course_id = i.id and e.user_id = $2::bigint
  left join course_favourites f on f.course_id = i.id and f.user_id = $2::bigint`);

/**
 * The client's catalogue generation and the viewer's groups (as `readStamp`) with the learner's state on these
 * courses (as `readLearnerStates`), in one statement: for a page built from a guess of the first two.
 */
export async function readStampAndStates(
  db: Db,
  viewer: Viewer,
  courseIds: readonly number[],
): Promise<{ stamp: CatalogueStamp; states: Map<number, LearnerCourseState> }> {
  const rows = await stampAndStatesOf(db, [viewer.clientId, viewer.userId, courseIds]);
  const first = rows[0];
  const states = new Map<number, LearnerCourseState>();
  for (const { generation: _, group_ids: __, id, ...state } of rows)
    if (id !== null) states.set(Number(id), { id: Number(id), ...state });
  return {
    stamp: { generation: Number(first?.generation ?? 0), groupIds: first?.group_ids ?? [] },
    states,
  };
}

/** The learner's progress, enrolment and favourite on these courses: one statement over the primary keys. */
export async function readLearnerStates(
  db: Db,
  userId: number,
  courseIds: readonly number[],
): Promise<Map<number, LearnerCourseState>> {
  if (courseIds.length === 0) return new Map();
  const rows = await statesOf(db, [userId, courseIds]);
  return new Map(rows.map((row) => [Number(row.id), row]));
}
