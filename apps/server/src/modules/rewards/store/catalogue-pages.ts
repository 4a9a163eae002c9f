import type { RewardCatalogueQuery } from '@elevar/contract';
import { type LanguageCode, type RewardSort, SEARCH_MIN_LENGTH, searchKey } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { catalogueCache } from './catalogue-cache.ts';
import * as q from './queries.ts';
import { type OfferedRow, offeredRewards, pageCards } from './reads.ts';

/**
 * The store's catalogue pages through the instance's catalogue cache (`catalogue-cache.ts`, a second at most), which
 * keeps which rewards a page shows, never the cards themselves:
 * - browsing (no search; by popularity or price): the rewards offered in the country with what orders and filters
 *   them (id, price, redemptions, department, category), read once and sorted in each of those orders; each page is
 *   filtered by department and category and cut from them here — the same rewards, order and count as
 *   `cataloguePage`'s SQL;
 * - searches and A-Z (whose words and collation are PostgreSQL's): the page's reward ids and count as
 *   `cataloguePage` reads them, kept per query (A-Z's per language too);
 * then the page's cards are read live with their stock (`pageCards`: texts, price, image and stock as they are now;
 * a reward no longer offered leaves the page).
 */

type Filters = { words: string; departmentId?: number | undefined; categoryId?: number | undefined };
type Listed = { ids: string[]; count: number };
const BROWSING: readonly RewardSort[] = ['popularity', 'price_asc', 'price_desc'];

/** The words searched (the domain's search key, as learning's catalogue), or '' when too short to search. */
function searchWords(search: string | undefined): string {
  const words = search ? searchKey(search) : '';
  return words.length >= SEARCH_MIN_LENGTH ? words : '';
}

const byId = (a: OfferedRow, b: OfferedRow) => Number(a.id) - Number(b.id);
/** `cataloguePage`'s orders, the reward's id last. */
const ORDERS: Record<string, (a: OfferedRow, b: OfferedRow) => number> = {
  popularity: (a, b) => b.redemptions - a.redemptions || byId(a, b),
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || byId(a, b),
};

/** The rewards offered in the country, once in each browsing order. */
async function offeredSorted(ctx: ServiceContext, where: { clientId: number; countryId: number }) {
  const rows = await offeredRewards(ctx.db, [where.clientId, where.countryId]);
  return Object.fromEntries(BROWSING.map((sort) => [sort, [...rows].sort(ORDERS[sort])])) as Record<
    string,
    OfferedRow[]
  >;
}

/** A page cut from a sorted list: the rewards of the department and category asked, and how many there are. */
function cut(
  rows: readonly OfferedRow[],
  filters: Filters,
  page: { page: number; pageSize: number },
): Listed {
  const from = (page.page - 1) * page.pageSize;
  const ids: string[] = [];
  let count = 0;
  for (const row of rows) {
    if (filters.departmentId !== undefined && Number(row.department_id) !== filters.departmentId) continue;
    if (filters.categoryId !== undefined && Number(row.category_id) !== filters.categoryId) continue;
    if (count >= from && ids.length < page.pageSize) ids.push(row.id);
    count += 1;
  }
  return { ids, count };
}

/** A page of the catalogue of the client in the country, its cards and stock as they are now. */
export async function cataloguePageOf(
  ctx: ServiceContext,
  where: { clientId: number; countryId: number },
  query: RewardCatalogueQuery,
  language: LanguageCode,
): Promise<{ rows: q.CardRow[]; count: number }> {
  const cache = catalogueCache(ctx);
  const filters = {
    words: searchWords(query.search),
    departmentId: query.department_id,
    categoryId: query.category_id,
  };
  const paging = { page: query.page, pageSize: query.page_size };
  let listed: Listed;
  if (!filters.words && BROWSING.includes(query.sort)) {
    const sorted = await cache.read(where.clientId, `offered:${where.countryId}`, () =>
      offeredSorted(ctx, where),
    );
    listed = cut(sorted[query.sort] ?? [], filters, paging);
  } else {
    // only A-Z's order depends on the language
    const key = [
      where.countryId,
      query.sort === 'name' ? language : '',
      query.sort,
      filters.departmentId ?? '',
    ]
      .concat([filters.categoryId ?? '', query.page, query.page_size, filters.words])
      .join(':');
    listed = await cache.read(where.clientId, `page:${key}`, async () => {
      const page = await q.cataloguePage(ctx.db, where, filters, { sort: query.sort, language, ...paging });
      return { ids: page.rows.map((row) => String(row.id)), count: page.count };
    });
  }
  const rows = listed.ids.length
    ? await pageCards(ctx.db, [where.clientId, where.countryId, listed.ids])
    : [];
  return { rows, count: listed.count };
}

/** The client's departments and categories, kept with the pages. */
export function storeListsOf(ctx: ServiceContext, clientId: number) {
  return catalogueCache(ctx).read(clientId, 'lists', () => q.storeLists(ctx.db, clientId));
}
