import { describe, expect, it } from 'vitest';
import type { CourseList, ListedCourse } from './catalogue-cache.ts';
import { candidates } from './catalogue-postings.ts';

// A kept list long enough to be indexed, its links spread as a catalogue's are: the courses a page's link filters
// keep are exactly those a scan of the whole list keeps, in the list's order.
function course(i: number): ListedCourse {
  const pick = (salt: number, m: number) => 1 + ((i * 7919 + salt * 104_729) % m);
  return {
    id: 3000 - i,
    publishedAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000),
    publishedMicros: (Date.UTC(2026, 0, 1) - i * 60_000) * 1000,
    languages: i % 7 === 0 ? ['pt-BR', 'en-US'] : null,
    groupIds: i % 10 === 0 ? [pick(1, 8)] : [],
    tagIds: [pick(2, 40), pick(3, 40), pick(4, 40)],
    categoryIds: i % 2 ? [pick(5, 12)] : [pick(5, 12), pick(6, 12)],
    areaIds: i % 5 < 3 ? [pick(7, 28), pick(8, 28), pick(9, 28)] : [],
    enrolmentRule: 'open',
    isOnline: true,
  };
}

const list: CourseList = { courses: Array.from({ length: 3000 }, (_, i) => course(i)), complete: true };

type Filters = { areas?: number[]; groups?: number[]; tags?: number[]; categories?: number[] };

function scan(filters: Filters) {
  const links: [number[] | undefined, (c: ListedCourse) => number[]][] = [
    [filters.areas, (c) => c.areaIds],
    [filters.groups, (c) => c.groupIds],
    [filters.tags, (c) => c.tagIds],
    [filters.categories, (c) => c.categoryIds],
  ];
  return list.courses.filter((c) => links.every(([ids, of]) => !ids || of(c).some((id) => ids.includes(id))));
}

const passing = (filters: Filters) => {
  const wanted = new Set(scan(filters));
  return [...candidates(list, filters)].filter((c) => wanted.has(c));
};

describe('a kept list’s link postings', () => {
  it('keep every course a scan keeps, in order, for one or two filters and lists of ids', () => {
    const cases: Filters[] = [
      { tags: [3] },
      { categories: [2], tags: [17] },
      { areas: [5], categories: [9] },
      { tags: [1, 2, 40] },
      { tags: [4, 4], categories: [1, 12] },
      { groups: [3] },
      { areas: [999] },
      {},
    ];
    for (const filters of cases) {
      const expected = scan(filters);
      expect(passing(filters).map((c) => c.id)).toEqual(expected.map((c) => c.id));
    }
  });

  it('look at fewer courses than the whole list when a link filter is asked', () => {
    const looked = [...candidates(list, { categories: [2], tags: [17] })].length;
    expect(looked).toBeLessThan(list.courses.length / 5);
    expect([...candidates(list, {})]).toHaveLength(list.courses.length);
  });
});
