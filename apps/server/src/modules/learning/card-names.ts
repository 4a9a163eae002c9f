import { type Db, preparedQuery } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';

/** A tag or category as a card lists it: the client's name and its names per language. */
export interface NamedRow {
  id: number;
  name: string | null;
  names: Record<string, string> | null;
}

interface ListedName extends NamedRow {
  list: 'tag' | 'category';
}

// tags in name order, categories in the client's order: the order each card lists them in
const ORDER = 'order by list desc, position, name, id';
const namesOf = preparedQuery<ListedName>(`select 'tag' as list, t.id, t.name, t.names, 0 as position
    from tags t where t.client_id = $1::bigint and t.id = any($2::bigint[])
  union all
  select 'category', k.id, null, k.names, k.position
    from course_categories k where k.client_id = $1::bigint and k.id = any($3::bigint[])
  ${ORDER}`);

/** Names a client may have for the whole of them to be kept per instance (`NameBook`); past it, pages read theirs. */
export const NAME_BOOK_LIMIT = 5000;

const allNamesOf = preparedQuery<ListedName>(`select 'tag' as list, t.id, t.name, t.names, 0 as position
    from tags t where t.client_id = $1::bigint
  union all
  select 'category', k.id, null, k.names, k.position
    from course_categories k where k.client_id = $1::bigint
  ${ORDER} limit ${NAME_BOOK_LIMIT + 1}`);

/** Every tag and category of a client with its place in the order cards list them (the catalogue cache keeps it). */
export interface NameBook {
  tag: Map<number, { row: NamedRow; order: number }>;
  category: Map<number, { row: NamedRow; order: number }>;
  size: number;
}

/** The client's name book, or null when it has more than NAME_BOOK_LIMIT tags and categories. */
export async function readNameBook(db: Db, clientId: number): Promise<NameBook | null> {
  const rows = await allNamesOf(db, [clientId]);
  if (rows.length > NAME_BOOK_LIMIT) return null;
  const book: NameBook = { tag: new Map(), category: new Map(), size: rows.length };
  rows.forEach(({ list, id, name, names }, order) => {
    book[list].set(id, { row: { id, name, names }, order });
  });
  return book;
}

/**
 * Names a page of cards' tags and categories. Cards carry only their ids (`tag_ids`, `category_ids`): joining the
 * names for every card cost more than the rest of a catalogue page, so the page's names come in one statement, or
 * from the client's name book when the caller has it (read under the same catalogue generation as the cards).
 */
export async function nameCards<R extends { tag_ids: number[]; category_ids: number[] }>(
  db: Db | Trx,
  clientId: number,
  rows: R[],
  book?: NameBook | null,
): Promise<(Omit<R, 'tag_ids' | 'category_ids'> & { tags: NamedRow[]; categories: NamedRow[] })[]> {
  let pick: (list: ListedName['list'], ids: number[]) => NamedRow[];
  if (book) {
    pick = (list, ids) =>
      ids
        .flatMap((id) => book[list].get(id) ?? [])
        .sort((a, b) => a.order - b.order)
        .map(({ row }) => row);
  } else {
    const tagIds = [...new Set(rows.flatMap((row) => row.tag_ids))];
    const categoryIds = [...new Set(rows.flatMap((row) => row.category_ids))];
    const listed =
      tagIds.length + categoryIds.length ? await namesOf(db, [clientId, tagIds, categoryIds]) : [];
    pick = (list, ids) => {
      const wanted = new Set(ids);
      return listed
        .filter((row) => row.list === list && wanted.has(row.id))
        .map(({ id, name, names }) => ({ id, name, names }));
    };
  }
  return rows.map(({ tag_ids, category_ids, ...row }) => ({
    ...row,
    tags: pick('tag', tag_ids),
    categories: pick('category', category_ids),
  }));
}
