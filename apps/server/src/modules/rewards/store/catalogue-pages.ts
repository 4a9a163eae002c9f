import type { RewardCatalogueQuery } from '@elevar/contract';
import { type LanguageCode, SEARCH_MIN_LENGTH, searchKey } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { catalogueCache, sharedRead } from './catalogue-cache.ts';
import * as q from './queries.ts';
import { type ListOrders, nameOrderPage, type OfferedRow, offeredRewards, searchMatches } from './reads.ts';

/**
 * Which rewards a page of the store's catalogue shows, and how many match, through the instance's catalogue cache
 * (`catalogue-cache.ts`, a second at most); the cards are `catalogue-cards.ts`'s:
 * - browsing (no search; by popularity or price): the rewards offered in the country with their department and
 *   category, in each of those orders as PostgreSQL sorted them (`offeredRewards`), read once; read again, only the
 *   popularity order is, while the catalogue's generation holds (`countryList`); each page is filtered by department
 *   and category and cut from them here;
 * - A-Z (whose collation is PostgreSQL's): the page's ids read along the language's index (`nameOrderPage`), kept
 *   per page; how many match is cut from the country's list, as browsing's;
 * - searches (whose words are PostgreSQL's): the client's matches in A-Z order in the language (`searchMatches`), the
 *   same in every country, kept per language and words for as long as the catalogue's generation holds
 *   (`CatalogueCache.search`), not for a second; a page keeps those in the country's list, and each browsing order
 *   of a search is the country's list's, its popularity too, cut to them, so each sort, filter and page of a search is
 *   cut from one read, in every country, and a search is read again only when the catalogue changes.
 * Each order ends with the reward's id, so pages never overlap. Nothing is sorted here: a list kept is what one
 * statement answered, parsed into typed arrays, so reading it again blocks no other request for long. Each
 * of these lists is shared, so it is read on the read replica when there is one and it has caught up with the
 * catalogue's newest change heard of (`sharedRead`).
 */

type Filters = { words: string; departmentId?: number | undefined; categoryId?: number | undefined };
export type Listed = { ids: string[]; count: number };

/** The words searched (the domain's search key, as learning's catalogue), or '' when too short to search. */
function searchWords(search: string | undefined): string {
  const words = search ? searchKey(search) : '';
  return words.length >= SEARCH_MIN_LENGTH ? words : '';
}

/**
 * A page cut from a list in one of its orders (its rewards' places): the rewards of the department and category
 * asked (and among `within`'s places when given: a search's matches), and how many there are.
 */
function cut(
  list: ListOrders,
  order: ArrayLike<number> | undefined,
  filters: Filters,
  page: { page: number; pageSize: number },
  within?: Uint8Array,
): Listed {
  const from = (page.page - 1) * page.pageSize;
  const ids: string[] = [];
  let count = 0;
  for (let i = 0; i < (order?.length ?? 0); i += 1) {
    const at = order?.[i] as number;
    if (within && within[at] === 0) continue;
    if (filters.departmentId !== undefined && list.departments[at] !== filters.departmentId) continue;
    if (filters.categoryId !== undefined && list.categories[at] !== filters.categoryId) continue;
    if (count >= from && ids.length < page.pageSize) ids.push(String(list.ids[at]));
    count += 1;
  }
  return { ids, count };
}

/** The one row a list's statement answers (an aggregate: one row, whatever matches). */
function onlyRow<R>(rows: readonly R[]): R {
  const [row] = rows;
  if (row === undefined) throw new Error('a catalogue list was read without its row');
  return row;
}

/** The rewards offered in a country (`ListOrders` in typed arrays) at the catalogue's generation. */
interface CountryList extends ListOrders {
  generation: number;
  ids: Float64Array;
}

/**
 * The country's list from `offeredRewards`' row: its orders but popularity as read, else (the same generation) those
 * of `previous`, shared; popularity as places in it. Undefined when the row's rewards are not `previous`'s (a write
 * behind the services, which bumped no generation): the list is then read again in full.
 */
function countryList(row: OfferedRow, previous: CountryList | undefined): CountryList | undefined {
  const orders = row.orders ? typed(row.orders) : previous;
  if (!orders || orders.ids.length !== row.popularity.length) return undefined;
  const popularity = new Int32Array(row.popularity.length);
  for (let i = 0; i < popularity.length; i += 1) {
    const at = placeOf(orders.ids, row.popularity[i] as number);
    if (at < 0) return undefined;
    popularity[i] = at;
  }
  const { ids, departments, categories, price_asc, price_desc } = orders;
  return {
    generation: Number(row.generation),
    ids,
    departments,
    categories,
    price_asc,
    price_desc,
    popularity,
  };
}

/**
 * A list's orders in typed arrays (ids as doubles, places as 32-bit integers): a kept list is a few objects for the
 * garbage collector to trace, not thousands of array elements.
 */
function typed(orders: Omit<ListOrders, 'popularity'>) {
  return {
    ids: Float64Array.from(orders.ids),
    departments: Float64Array.from(orders.departments),
    categories: Float64Array.from(orders.categories),
    price_asc: Int32Array.from(orders.price_asc),
    price_desc: Int32Array.from(orders.price_desc),
  };
}

/** Where `id` is in `ids` (ascending), or -1. */
function placeOf(ids: Float64Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = ids[middle] as number;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The rewards offered in the country, kept (a second at most): read again, only their popularity is while the
 * catalogue's generation holds, the rest shared. A list read in full (first, at a new generation, or with rewards
 * other than it had: a write behind the services) forgets the client's searches.
 */
function countryListOf(ctx: ServiceContext, where: { clientId: number; countryId: number }) {
  const cache = catalogueCache(ctx);
  return cache.read<CountryList>(where.clientId, `offered:${where.countryId}`, async (previous) => {
    const read = async (known: CountryList | undefined) => {
      const at = ctx.clock.now().getTime();
      const row = onlyRow(
        await sharedRead(ctx, where.clientId, (db) =>
          offeredRewards(db, [where.clientId, where.countryId, known?.generation ?? null]),
        ),
      );
      // read in full, the list may hold rewards written behind the services (no generation bumped): no kept
      // search, which is the client's in every country, may miss them
      if (row.orders) cache.forgetSearches(where.clientId);
      const list = countryList(row, known);
      if (list) cache.confirm(where.clientId, list.generation, at);
      return list;
    };
    const list = (await read(previous)) ?? (previous && (await read(undefined)));
    if (!list) throw new Error('a country’s rewards were read without their popularity');
    return list;
  });
}

/**
 * A search's matches in A-Z order in the language, the client's in every country: kept while the catalogue's
 * generation is that of the country's list `offered` (`CatalogueCache.search`), and only when read at it (else
 * answered this once: a change came between the two reads, and the list is read again on its event or within the
 * second).
 */
function searchOf(
  ctx: ServiceContext,
  clientId: number,
  language: LanguageCode,
  words: string,
  offered: CountryList,
): Promise<Float64Array> {
  const tsquery = words
    .split(' ')
    .map((word) => `${word}:*`)
    .join(' & ');
  return catalogueCache(ctx).search(clientId, `${language}:${words}`, offered.generation, async () => {
    const row = onlyRow(
      await sharedRead(ctx, clientId, (db) => searchMatches(db, [clientId, language, tsquery])),
    );
    return { value: Float64Array.from(row.name), generation: Number(row.generation) };
  });
}

/** The places in the country's list of a search's `matches` offered there, in their order. */
function placesOf(offered: CountryList, matches: Float64Array): number[] {
  const places: number[] = [];
  for (let i = 0; i < matches.length; i += 1) {
    const at = placeOf(offered.ids, matches[i] as number);
    if (at >= 0) places.push(at);
  }
  return places;
}

/** Which rewards a page of the catalogue of the client in the country shows, and how many match. */
export async function cataloguePageOf(
  ctx: ServiceContext,
  where: { clientId: number; countryId: number },
  query: RewardCatalogueQuery,
  language: LanguageCode,
): Promise<Listed> {
  const cache = catalogueCache(ctx);
  const filters = {
    words: searchWords(query.search),
    departmentId: query.department_id,
    categoryId: query.category_id,
  };
  const paging = { page: query.page, pageSize: query.page_size };
  const offered = await countryListOf(ctx, where);
  if (filters.words) {
    const places = placesOf(offered, await searchOf(ctx, where.clientId, language, filters.words, offered));
    if (query.sort === 'name') return cut(offered, places, filters, paging);
    const within = new Uint8Array(offered.ids.length);
    for (const at of places) within[at] = 1;
    return cut(offered, offered[query.sort], filters, paging, within);
  }
  const listed = cut(offered, offered[query.sort === 'name' ? 'popularity' : query.sort], filters, paging);
  if (query.sort !== 'name') return listed;
  const key = [where.countryId, language, filters.departmentId ?? '', filters.categoryId ?? '']
    .concat([query.page, query.page_size])
    .join(':');
  const ids = await cache.read(where.clientId, `name:${key}`, async () => {
    const rows = await sharedRead(ctx, where.clientId, (db) =>
      nameOrderPage[language](db, [
        where.clientId,
        where.countryId,
        filters.departmentId ?? null,
        filters.categoryId ?? null,
        paging.pageSize,
        (paging.page - 1) * paging.pageSize,
      ]),
    );
    return rows.map((row) => String(row.id));
  });
  return { ids, count: listed.count };
}

/** The client's departments and categories, kept with the pages. */
export function storeListsOf(ctx: ServiceContext, clientId: number) {
  return catalogueCache(ctx).read(clientId, 'lists', () =>
    sharedRead(ctx, clientId, (db) => q.storeLists(db, clientId)),
  );
}
