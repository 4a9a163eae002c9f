import type { CatalogueQuery } from '@elevar/contract';
import { courseStatus } from '@elevar/domain';
import { readCaughtUp, type ServiceContext } from '../../context.ts';
import {
  type CatalogueCache,
  type CourseList,
  cachedNameBook,
  catalogueCacheOf,
  type ListedCourse,
  readGeneration,
  type StampGuess,
} from './catalogue-cache.ts';
import {
  type CatalogueStamp,
  type LearnerCourseState,
  readCards,
  readCourseList,
  readLearnerStates,
  readStamp,
  readStampAndStates,
} from './catalogue-lists.ts';
import { candidates } from './catalogue-postings.ts';
import { cardWith, type WrittenCard, writeCard } from './catalogue-written.ts';
import { enrolmentStateOf, progressStateOf, toCourseCard } from './mappers.ts';
import { type CatalogueCursor, searchWords, type Viewer } from './queries.ts';

type Filters = Omit<CatalogueQuery, 'cursor'>;

/** A page answered from the cache: its cards written, its last course (for the cursor) and whether more follow. */
export interface CachedPage {
  results: string[];
  last: ListedCourse | undefined;
  more: boolean;
}

/**
 * The shared filters as `sharedFilters` writes them in SQL, over a listed course: each link filter an overlap with
 * the course's links (a list inside one filter matches any of its ids), the subscription type and the online flag.
 */
function matcher(filters: Filters): (course: ListedCourse) => boolean {
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
 * The page's courses from a kept list: the shared filters and the viewer's visibility applied as `sharedFilters` and
 * `visibleCourses` apply them in SQL, after the keyset cursor. Undefined when the list is too short for the page.
 */
function selectPage(
  list: CourseList,
  filters: Filters,
  groupIds: readonly number[],
  viewer: Viewer,
  cursor: CatalogueCursor | null,
): { page: ListedCourse[]; more: boolean } | undefined {
  const matches = matcher(filters);
  const groups = new Set(groupIds);
  const after = cursor ? { micros: cursor.publishedAt.getTime() * 1000, id: cursor.id } : null;
  const visible: ListedCourse[] = [];
  // the courses the link filters may keep (catalogue-postings.ts), in the list's order; each checked below
  for (const course of candidates(list, filters)) {
    if (visible.length > filters.limit) break;
    if (!matches(course)) continue;
    if (course.languages !== null && !course.languages.includes(viewer.language)) continue;
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
  return { page: visible.slice(0, filters.limit), more: visible.length > filters.limit };
}

/** The page's cards kept in the viewer's language, and the ids of those missing. */
function keptCards(cache: CatalogueCache, viewer: Viewer, generation: number, ids: readonly number[]) {
  const cards = new Map<number, WrittenCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = cache.card(viewer.clientId, generation, viewer.language, id);
    if (card) cards.set(id, card);
    else missing.push(id);
  }
  return { cards, missing };
}

/**
 * The cards written with the learner's state in each; undefined when a course went missing (deleted since its list).
 */
function withStates(
  page: { page: ListedCourse[]; more: boolean },
  cards: Map<number, WrittenCard>,
  states: Map<number, LearnerCourseState>,
): CachedPage | undefined {
  const results: string[] = [];
  for (const { id } of page.page) {
    const card = cards.get(id);
    const state = states.get(id);
    if (!card || !state) return undefined;
    results.push(
      cardWith(card, {
        status: courseStatus(progressStateOf(state), enrolmentStateOf(state)),
        percent: state.percent ?? 0,
        favourite: state.favourite,
      }),
    );
  }
  return { results, last: page.page.at(-1), more: page.more };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The page from the instance's catalogue cache (`catalogue-cache.ts`): the client's list of the kind (or of the
 * words searched) filtered here for the viewer, the cards in the viewer's language, and the learner's own state on
 * them. When the learner's last cached read left a guess of their client's generation and their groups, and the list
 * and every card of the page are kept under it, the page is built from the guess and one statement reads the current
 * generation and groups with the learner's state: the page stands if both are what was guessed, else it is built
 * again under what was read. Otherwise the generation and groups are read first. Undefined when the list kept is too
 * short for the page asked (a catalogue of more than CATALOGUE_LIMIT courses, or a search matching more than
 * SEARCH_LIMIT, read deep) or a course went missing: the caller reads the page from SQL.
 */
export async function cachedPage(
  ctx: ServiceContext,
  viewer: Viewer,
  filters: Filters,
  cursor: CatalogueCursor | null,
): Promise<CachedPage | undefined> {
  const cache = catalogueCacheOf(ctx);
  const { clientId, userId } = viewer;
  const words = searchWords(filters);
  // one list per kind (the whole catalogue, filtered here) and one per kind and words searched
  const key = JSON.stringify([filters.kind, words]);
  const guess: StampGuess | undefined = cache.guess(clientId, userId);
  const guessedList = guess && cache.list(clientId, guess.generation, key);
  const guessed = guess && guessedList && selectPage(guessedList, filters, guess.groupIds, viewer, cursor);
  if (guess && guessed) {
    const ids = guessed.page.map((course) => course.id);
    const { cards, missing } = keptCards(cache, viewer, guess.generation, ids);
    if (missing.length === 0) {
      const { stamp, states } = await readStampAndStates(ctx.db, viewer, ids);
      if (stamp.generation === guess.generation && sameIds(stamp.groupIds, guess.groupIds))
        return withStates(guessed, cards, states);
      cache.remember(clientId, userId, stamp);
      return pageUnder(ctx, cache, stamp, key, words, viewer, filters, cursor);
    }
  }
  const stamp = await readStamp(ctx.db, viewer);
  cache.remember(clientId, userId, stamp);
  return pageUnder(ctx, cache, stamp, key, words, viewer, filters, cursor);
}

/**
 * The cached page under a generation and groups just read on the primary: the list and the name book read where not
 * kept, on the read replica when it has caught up with that generation (else on the primary), the cards with the
 * learner's state and the learner's state alone always on the primary.
 */
async function pageUnder(
  ctx: ServiceContext,
  cache: CatalogueCache,
  stamp: CatalogueStamp,
  key: string,
  words: string,
  viewer: Viewer,
  filters: Filters,
  cursor: CatalogueCursor | null,
): Promise<CachedPage | undefined> {
  const { clientId, language } = viewer;
  const { generation, groupIds } = stamp;
  let list = cache.list(clientId, generation, key);
  if (!list) {
    // shared: from the read replica when it has caught up with the generation just read on the primary
    list = await readCaughtUp(
      ctx,
      (db) => readGeneration(db, clientId),
      () => generation,
      (db) => readCourseList(db, clientId, filters.kind, words),
    );
    cache.keepList(clientId, generation, key, list);
  }
  const selected = selectPage(list, filters, groupIds, viewer, cursor);
  if (!selected) return undefined;
  const ids = selected.page.map((course) => course.id);
  const { cards, missing } = keptCards(cache, viewer, generation, ids);
  if (missing.length === 0)
    return withStates(selected, cards, await readLearnerStates(ctx.db, viewer.userId, ids));
  // any card missing: the page's cards read whole, with the learner's state, and named from the client's name book
  const book = await cachedNameBook(ctx, clientId, generation, { replica: true });
  const read = await readCards(ctx.db, viewer, ids, book);
  for (const row of read) {
    const { status: _, percent: __, favourite: ___, ...shared } = toCourseCard(row, language);
    const card = writeCard(ctx, shared);
    cards.set(shared.id, card);
    cache.keepCard(clientId, generation, language, shared.id, card);
  }
  return withStates(selected, cards, new Map(read.map((row) => [row.id, row])));
}
