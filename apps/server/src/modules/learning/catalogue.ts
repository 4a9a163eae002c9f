import type {
  CataloguePage,
  CatalogueQuery,
  CourseCard,
  LearningFilters,
  LearningHome,
} from '@elevar/contract';
import { courseStatus, type LanguageCode, localized, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { assertKind, usableKinds, viewerOf } from './access.ts';
import { catalogueCacheOf, type ListedCourse, type SharedCard } from './catalogue-cache.ts';
import {
  type LearnerCourseState,
  readCards,
  readCourseList,
  readLearnerStates,
  readStamp,
} from './catalogue-lists.ts';
import { enrolmentStateOf, progressStateOf, toCourseCard } from './mappers.ts';
import {
  type CatalogueCursor,
  listCatalogue,
  listFilterOptions,
  listNew,
  listRecent,
  searchWords,
  type Viewer,
} from './queries.ts';

/** An opaque keyset cursor: the last card's publication time and id. */
export function encodeCursor(cursor: CatalogueCursor): string {
  return Buffer.from(JSON.stringify([cursor.publishedAt.toISOString(), cursor.id])).toString('base64url');
}

export function decodeCursor(text: string, language: LanguageCode): CatalogueCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown];
    const publishedAt = new Date(String(at));
    if (Number.isNaN(publishedAt.getTime()) || !Number.isSafeInteger(id) || (id as number) < 1)
      throw new Error();
    return { publishedAt, id: id as number };
  } catch {
    throw new AppError('common.validation', 400, [
      { field: 'cursor', message: validationMessage('field.invalid', language) },
    ]);
  }
}

/** GET /api/v1/learning/courses: a page of the catalogue with the learner's state on each card. */
export async function catalogue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: CatalogueQuery,
  language: LanguageCode,
): Promise<CataloguePage> {
  const { actor, viewer } = await viewerOf(ctx, auth, language);
  await assertKind(ctx, actor, query.kind);
  const { cursor: text, ...filters } = query;
  const cursor = text ? decodeCursor(text, language) : null;
  // a filter on the learner's own state (progress, status, favourite) makes the page theirs alone: read it whole
  const shared =
    filters.progress === undefined && filters.status === undefined && filters.favourite === undefined;
  return (
    (shared && (await cachedPage(ctx, viewer, filters, cursor))) || uncachedPage(ctx, viewer, filters, cursor)
  );
}

async function uncachedPage(
  ctx: ServiceContext,
  viewer: Viewer,
  filters: Omit<CatalogueQuery, 'cursor'>,
  cursor: CatalogueCursor | null,
): Promise<CataloguePage> {
  const rows = await listCatalogue(ctx.db, viewer, filters, cursor);
  const page = rows.slice(0, filters.limit);
  return {
    results: page.map((row) => toCourseCard(row, viewer.language)),
    next_cursor: nextCursor(page.at(-1), rows.length > filters.limit),
  };
}

function nextCursor(last: { id: number; published_at: Date | null } | undefined, more: boolean) {
  return more && last?.published_at ? encodeCursor({ publishedAt: last.published_at, id: last.id }) : null;
}

/**
 * The shared filters as `sharedFilters` writes them in SQL, over a listed course: each link filter an overlap with
 * the course's links (a list inside one filter matches any of its ids), the subscription type and the online flag.
 */
function matcher(filters: Omit<CatalogueQuery, 'cursor'>): (course: ListedCourse) => boolean {
  const links = (
    [
      [filters.areas, (course: ListedCourse) => course.areaIds],
      [filters.groups, (course: ListedCourse) => course.groupIds],
      [filters.tags, (course: ListedCourse) => course.tagIds],
      [filters.categories, (course: ListedCourse) => course.categoryIds],
    ] as const
  ).flatMap(([ids, of]) => (ids ? [{ wanted: new Set(ids), of }] : []));
  const { subscription, online } = filters;
  return (course) =>
    (subscription === undefined || course.enrolmentRule === subscription) &&
    (online === undefined || course.isOnline === online) &&
    links.every(({ wanted, of }) => of(course).some((id) => wanted.has(id)));
}

/**
 * The page from the instance's catalogue cache (`catalogue-cache.ts`): the client's list of the kind (or of the
 * words searched), the shared filters and the viewer's visibility applied here as `sharedFilters` and
 * `visibleCourses` apply them in SQL, the cards in the viewer's language, and the learner's own state on them read
 * in one statement. Undefined when the list kept is too short for the page asked (a catalogue of more than
 * CATALOGUE_LIMIT courses, or a search matching more than SEARCH_LIMIT, read deep).
 */
async function cachedPage(
  ctx: ServiceContext,
  viewer: Viewer,
  filters: Omit<CatalogueQuery, 'cursor'>,
  cursor: CatalogueCursor | null,
): Promise<CataloguePage | undefined> {
  const cache = catalogueCacheOf(ctx);
  const { clientId, language } = viewer;
  const { generation, groupIds } = await readStamp(ctx.db, viewer);
  const words = searchWords(filters);
  // one list per kind (the whole catalogue, filtered here) and one per kind and words searched
  const key = JSON.stringify([filters.kind, words]);
  let list = cache.list(clientId, generation, key);
  if (!list) {
    list = await readCourseList(ctx.db, clientId, filters.kind, words);
    cache.keepList(clientId, generation, key, list);
  }
  const matches = matcher(filters);
  const groups = new Set(groupIds);
  const after = cursor ? { micros: cursor.publishedAt.getTime() * 1000, id: cursor.id } : null;
  const visible: ListedCourse[] = [];
  for (const course of list.courses) {
    if (visible.length > filters.limit) break;
    if (!matches(course)) continue;
    if (course.languages !== null && !course.languages.includes(language)) continue;
    if (course.groupIds.length > 0 && !course.groupIds.some((id) => groups.has(id))) continue;
    // the keyset as SQL compares rows: (published_at, id) < (cursor), a course never published never after one
    if (
      after &&
      (course.publishedMicros === null ||
        course.publishedMicros > after.micros ||
        (course.publishedMicros === after.micros && course.id >= after.id))
    )
      continue;
    visible.push(course);
  }
  if (visible.length <= filters.limit && !list.complete) return undefined;
  const page = visible.slice(0, filters.limit);
  const ids = page.map((course) => course.id);
  const cards = new Map<number, SharedCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = cache.card(clientId, generation, language, id);
    if (card) cards.set(id, card);
    else missing.push(id);
  }
  // any card missing: the page's cards read whole (with the learner's state); else only the learner's state
  const read = missing.length ? await readCards(ctx.db, viewer, ids) : [];
  const states: Map<number, LearnerCourseState> = missing.length
    ? new Map(read.map((row) => [row.id, row]))
    : await readLearnerStates(ctx.db, viewer.userId, ids);
  for (const row of read) {
    const { status: _, percent: __, favourite: ___, ...card } = toCourseCard(row, language);
    cards.set(card.id, card);
    cache.keepCard(clientId, generation, language, card);
  }
  const results: CourseCard[] = [];
  for (const id of ids) {
    const card = cards.get(id);
    const state = states.get(id);
    // a course deleted since the list was read: read the page whole instead
    if (!card || !state) return undefined;
    results.push({
      ...card,
      status: courseStatus(progressStateOf(state), enrolmentStateOf(state)),
      percent: state.percent ?? 0,
      favourite: state.favourite,
    });
  }
  const last = page.at(-1);
  return {
    results,
    next_cursor: nextCursor(
      last && { id: last.id, published_at: last.publishedAt },
      visible.length > filters.limit,
    ),
  };
}

/** GET /api/v1/learning/filters: the client's areas, groups, tags and categories, named in the language. */
export async function filterOptions(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<LearningFilters> {
  const { viewer } = await viewerOf(ctx, auth, language);
  const lists = await listFilterOptions(ctx.db, viewer.clientId);
  const name = (row: { id: number; name: string | null; names: Record<string, string> | null }) => ({
    id: row.id,
    name: localized(row.names, language, row.name ?? ''),
  });
  return {
    areas: lists.areas.map(name),
    groups: lists.groups.map(name),
    tags: lists.tags.map(name),
    categories: lists.categories.map(name),
  };
}

export const HOME_ROW_SIZE = 8;
const NEW_FOR_DAYS = 30;

/** GET /api/v1/learning/home: "continue where you left off" and "new for you". */
export async function learningHome(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<LearningHome> {
  const { actor, viewer } = await viewerOf(ctx, auth, language);
  const kinds = await usableKinds(ctx, actor);
  if (kinds.length === 0) return { continue: [], new: [] };
  const since = new Date(ctx.clock.now().getTime() - NEW_FOR_DAYS * 86_400_000);
  const [recent, fresh] = await Promise.all([
    listRecent(ctx.db, viewer, kinds, HOME_ROW_SIZE),
    listNew(ctx.db, viewer, kinds, since, HOME_ROW_SIZE),
  ]);
  return {
    continue: recent.map((row) => toCourseCard(row, language)),
    new: fresh.map((row) => toCourseCard(row, language)),
  };
}
