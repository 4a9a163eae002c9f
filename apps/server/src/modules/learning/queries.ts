import type { CatalogueQuery, CourseKind } from '@elevar/contract';
import {
  COMPLETED_PROGRESS_STATES,
  type CourseStatus,
  type LanguageCode,
  SEARCH_MIN_LENGTH,
  searchKey,
} from '@elevar/domain';
import { type Compilable, CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import { type Db, prepareStatement } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import type { Database } from '../../db/types.ts';
import { type NamedRow, nameCards } from './card-names.ts';

/**
 * Runs a built read as a named prepared statement on PostgreSQL. The learner's reads join a course to the learner's
 * state and its visibility, which the planner takes longer to plan than to run; a connection now plans each shape
 * once (the catalogue's shapes: which filters, how many search words).
 */
export async function runPrepared<R>(db: Db | Trx, query: Compilable<R> | CompiledQuery<R>): Promise<R[]> {
  const compiled = 'compile' in query ? query.compile() : query;
  prepareStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/**
 * A read whose SQL text depends only on its shape, built and compiled with kysely once per process: built from
 * stand-in values, whose places among the compiled parameters are then filled with each call's own values, and run
 * as a named prepared statement (as `runPrepared`). The builder's cost (tens of microseconds for a card's read) is
 * paid once, not per request; the text is the one the builder writes. Stand-ins are values no constant of the
 * query takes.
 */
export function builtOnce<S extends Record<string, unknown>, R>(
  stand: S,
  build: (db: Db | Trx, values: S) => Compilable<R>,
): (db: Db | Trx, values: S) => Promise<R[]> {
  let built: { sql: string; slots: ((values: S) => unknown)[] } | undefined;
  return async (db, values) => {
    if (!built) {
      const compiled = build(db, stand).compile();
      const names = new Map<unknown, keyof S>(
        Object.entries(stand).map(([name, value]) => [value, name as keyof S] as const),
      );
      built = {
        sql: compiled.sql,
        slots: compiled.parameters.map((parameter) => {
          const name = names.get(parameter);
          return name === undefined ? () => parameter : (given: S) => given[name];
        }),
      };
      prepareStatement(compiled.sql);
    }
    const parameters = built.slots.map((slot) => slot(values));
    return (await db.executeQuery(CompiledQuery.raw(built.sql, parameters))).rows as R[];
  };
}

/** Stand-ins for a viewer and an id in reads built once (`builtOnce`). */
export const STAND_IN = {
  clientId: -7_100_001,
  userId: -7_100_002,
  language: '\u0001language' as LanguageCode,
  id: -7_100_003,
};

/** Who is looking at the catalogue: the client they act in, themselves, and the language they read. */
export interface Viewer {
  clientId: number;
  userId: number;
  language: LanguageCode;
}

type WithCourse = Database & { c: Database['courses'] };
export type CourseScope = SelectQueryBuilder<WithCourse, 'c', object>;

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
    .where(
      sql<boolean>`(cardinality(c.group_ids) = 0 or c.group_ids && array(select vm.group_id
        from user_group_members vm where vm.user_id = ${viewer.userId}))`,
    );
}

export const COMPLETED = COMPLETED_PROGRESS_STATES as readonly string[];

/** The learner's progress and enrolment states of the course `c`, for the catalogue's filters on them. */
function learnerStates(viewer: Viewer) {
  return {
    progress: sql<string | null>`(select sp.state from course_progress sp
      where sp.course_id = c.id and sp.user_id = ${viewer.userId})`,
    enrolment: sql<string | null>`(select se.state from enrolments se
      where se.course_id = c.id and se.user_id = ${viewer.userId})`,
  };
}

/** The learner's status filter as SQL over their progress and enrolment states. */
function statusCondition(status: CourseStatus, states: ReturnType<typeof learnerStates>) {
  const notStarted = sql<boolean>`coalesce(${states.progress}, 'not_started') = 'not_started'`;
  const enrolled = sql<boolean>`coalesce(${states.enrolment}, 'not_enrolled') = 'enrolled'`;
  if (status === 'enrolled') return sql<boolean>`(${notStarted} and ${enrolled})`;
  if (status === 'not_started') return sql<boolean>`(${notStarted} and not ${enrolled})`;
  return sql<boolean>`${states.progress} = ${status}`;
}

function progressCondition(
  progress: NonNullable<CatalogueQuery['progress']>,
  states: ReturnType<typeof learnerStates>,
) {
  const state = sql<string>`coalesce(${states.progress}, 'not_started')`;
  if (progress === 'not_started') return sql<boolean>`${state} = 'not_started'`;
  const done = sql<boolean>`${state} in (${sql.join(COMPLETED)})`;
  return progress === 'completed' ? done : sql<boolean>`${state} <> 'not_started' and not (${done})`;
}

/** A keyset position in the catalogue's order (newest first). */
export interface CatalogueCursor {
  publishedAt: Date;
  id: number;
}

/** The client's default language (one InitPlan: computed once per statement wherever it appears). */
function clientLanguage(viewer: Viewer) {
  return sql<LanguageCode>`(select l.code from clients cl join languages l on l.id = cl.default_language_id
    where cl.id = ${viewer.clientId})`;
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
      // one language of the texts, not the four a course may have (`localized` in SQL, the client's default next)
      sql<string>`localized_text(c.title, ${viewer.language}, ${clientLanguage(viewer)})`.as('title'),
      sql<string>`localized_text(c.description, ${viewer.language}, ${clientLanguage(viewer)})`.as(
        'description',
      ),
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
      // the client's default language, for texts its authors wrote in some languages only
      clientLanguage(viewer).as('client_language'),
      // ids only: `nameCards` names the page's tags and categories in one statement
      sql<number[]>`array_to_json(c.tag_ids)`.as('tag_ids'),
      sql<number[]>`array_to_json(c.category_ids)`.as('category_ids'),
    ]);
}

export type { NamedRow };

export type CardRow = Awaited<ReturnType<typeof listCatalogue>>[number];

/**
 * The link filters (areas, groups, tags, categories): each an overlap with the course's own array of links, so
 * several combine as GIN index scans ANDed together before any course row is read.
 */
function linkFilter(query: Partial<Omit<CatalogueQuery, 'cursor'>>) {
  const links = (
    [
      ['area_ids', query.areas],
      ['group_ids', query.groups],
      ['tag_ids', query.tags],
      ['category_ids', query.categories],
    ] as const
  ).flatMap(([column, ids]) => (ids ? [sql<boolean>`${sql.ref(`c.${column}`)} && ${ids}::bigint[]`] : []));
  return links.length ? sql<boolean>`(${sql.join(links, sql` and `)})` : null;
}

/** The words searched (the domain's search key), or '' when too short to search. */
export function searchWords(query: Pick<CatalogueQuery, 'search'>): string {
  const words = query.search ? searchKey(query.search) : '';
  return words.length >= SEARCH_MIN_LENGTH ? words : '';
}

/**
 * The filters every viewer applies alike: the kind, the words searched (each begins a word of the course's texts in
 * any language, looked up in the words' index), the links, the subscription type and the online flag.
 */
export function sharedFilters(
  scope: CourseScope,
  query: Pick<CatalogueQuery, 'kind'> & Partial<Omit<CatalogueQuery, 'cursor'>>,
  words: string,
): CourseScope {
  let page = scope.where('c.kind', '=', query.kind);
  if (words)
    page = page.where(
      sql<boolean>`c.search_words @@ to_tsquery('simple', ${words
        .split(' ')
        .map((word) => `${word}:*`)
        .join(' & ')})`,
    );
  const links = linkFilter(query);
  if (links) page = page.where(links);
  if (query.subscription) page = page.where('c.enrolment_rule', '=', query.subscription);
  if (query.online !== undefined) page = page.where('c.is_online', '=', query.online);
  return page;
}

/**
 * A page of the catalogue: the filters of SPEC §3, newest first, after `cursor`; one statement (and one for the
 * tags' and categories' names): the page's ids, read alone, then their cards. Prepared, except searches: how many
 * courses a word matches decides between the words' index and the catalogue's order, which one plan for every
 * word would get wrong.
 */
export async function listCatalogue(
  db: Db,
  viewer: Viewer,
  query: Omit<CatalogueQuery, 'cursor'>,
  cursor: CatalogueCursor | null,
) {
  // the page's ids first: visibility, filters and order over the catalogue's covering index where they can
  const words = searchWords(query);
  let page = sharedFilters(visibleCourses(db, viewer), query, words);
  const states = learnerStates(viewer);
  if (query.favourite !== undefined) {
    const favourite = sql<boolean>`exists (select 1 from course_favourites sf
      where sf.course_id = c.id and sf.user_id = ${viewer.userId})`;
    page = page.where(query.favourite ? favourite : sql<boolean>`not ${favourite}`);
  }
  if (query.progress) page = page.where(progressCondition(query.progress, states));
  if (query.status) page = page.where(statusCondition(query.status, states));
  if (cursor)
    page = page.where(
      sql<boolean>`(c.published_at, c.id) < (${cursor.publishedAt}::timestamptz, ${cursor.id}::bigint)`,
    );
  // the limit as a literal: a generic plan guesses a parameter's limit at a tenth of the rows
  const ids = page
    .select('c.id')
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(sql.lit(query.limit + 1));
  const cards = cardColumns(db.selectFrom('courses as c').where('c.id', 'in', ids), viewer)
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc');
  return nameCards(db, viewer.clientId, words ? await cards.execute() : await runPrepared(db, cards));
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
export async function listRecent(db: Db, viewer: Viewer, kinds: readonly CourseKind[], limit: number) {
  const rows = await runPrepared(
    db,
    cardColumns(visibleCourses(db, viewer).where('c.kind', 'in', kinds), viewer)
      .where(sql<boolean>`cp.state is not null and cp.state not in ('not_started', ${sql.join(COMPLETED)})`)
      .orderBy('cp.updated_at', 'desc')
      .limit(sql.lit(limit)),
  );
  return nameCards(db, viewer.clientId, rows);
}

/** "New for you": published since `since`, not started. */
export async function listNew(
  db: Db,
  viewer: Viewer,
  kinds: readonly CourseKind[],
  since: Date,
  limit: number,
) {
  const rows = await runPrepared(
    db,
    cardColumns(visibleCourses(db, viewer).where('c.kind', 'in', kinds), viewer)
      .where('c.published_at', '>=', since)
      .where(sql<boolean>`cp.state is null`)
      .orderBy('c.published_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(sql.lit(limit)),
  );
  return nameCards(db, viewer.clientId, rows);
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
export async function listCards(db: Db, viewer: Viewer, courseIds: readonly number[]) {
  const rows = await cardColumns(visibleCourses(db, viewer).where('c.id', 'in', courseIds), viewer).execute();
  return nameCards(db, viewer.clientId, rows);
}
