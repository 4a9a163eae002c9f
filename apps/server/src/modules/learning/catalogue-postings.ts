import type { CatalogueQuery } from '@elevar/contract';
import type { CourseList, ListedCourse } from './catalogue-cache.ts';

/** A listed course's links a link filter reads (`matcher` in catalogue-page.ts). */
type LinkKey = 'areaIds' | 'groupIds' | 'tagIds' | 'categoryIds';

/** Per linked id, the positions in the list of the courses linked to it, ascending. */
type Postings = Map<number, number[]>;

const FILTERS: readonly (readonly [keyof LinkFilters, LinkKey])[] = [
  ['areas', 'areaIds'],
  ['groups', 'groupIds'],
  ['tags', 'tagIds'],
  ['categories', 'categoryIds'],
];

type LinkFilters = Pick<CatalogueQuery, 'areas' | 'groups' | 'tags' | 'categories'>;

/** Lists shorter than this are scanned whole: an index would cost more than it saves. */
const INDEXED_FROM = 1000;

const indexes = new WeakMap<CourseList, Partial<Record<LinkKey, Postings>>>();

/**
 * The list's postings for one kind of link, built the first time a page filters the list by it (a few milliseconds for
 * 25,000 courses) and kept with the list: a kept list never changes (a new generation is a new list), so neither do
 * its postings, and they go when the list goes.
 */
function postingsOf(list: CourseList, key: LinkKey): Postings {
  let byKey = indexes.get(list);
  if (!byKey) {
    byKey = {};
    indexes.set(list, byKey);
  }
  let postings = byKey[key];
  if (!postings) {
    const built: Postings = new Map();
    list.courses.forEach((course, position) => {
      for (const id of course[key]) {
        let positions = built.get(id);
        if (!positions) {
          positions = [];
          built.set(id, positions);
        }
        if (positions.at(-1) !== position) positions.push(position);
      }
    });
    postings = built;
    byKey[key] = postings;
  }
  return postings;
}

/** The courses at these positions of the list, met as a page's loop asks for them (it stops at a page's worth). */
function at(list: CourseList, positions: readonly number[]): Iterable<ListedCourse> {
  const { courses } = list;
  return {
    [Symbol.iterator]: () => {
      let i = 0;
      return {
        next: (): IteratorResult<ListedCourse> =>
          i < positions.length
            ? { value: courses[positions[i++] as number] as ListedCourse, done: false }
            : { value: undefined, done: true },
      };
    },
  };
}

/**
 * The courses of a kept list that may pass the page's link filters, in the list's order: those linked to one of the
 * ids of the link filter that leaves the fewest (from the list's postings), or the whole list when the page asks for
 * no link filter (or the list is short). Only courses that cannot match are skipped: the caller still applies every
 * filter and the viewer's visibility to each, so a page holds exactly what a scan of the whole list would give.
 */
export function candidates(list: CourseList, filters: LinkFilters): Iterable<ListedCourse> {
  if (list.courses.length < INDEXED_FROM) return list.courses;
  let best: number[][] | undefined;
  let bestSize = Number.POSITIVE_INFINITY;
  for (const [filter, key] of FILTERS) {
    const ids = filters[filter];
    if (!ids) continue;
    const postings = postingsOf(list, key);
    const lists: number[][] = [];
    for (const id of ids) {
      const positions = postings.get(id);
      if (positions) lists.push(positions);
    }
    const size = lists.reduce((sum, positions) => sum + positions.length, 0);
    if (size < bestSize) {
      best = lists;
      bestSize = size;
    }
  }
  if (!best) return list.courses;
  if (best.length <= 1) return at(list, best[0] ?? []);
  // a list of ids in the filter matches any of them: their positions merged, each once, in the list's order
  const merged = Int32Array.from(best.flat()).sort();
  const unique: number[] = [];
  for (const position of merged) if (unique.at(-1) !== position) unique.push(position);
  return at(list, unique);
}
