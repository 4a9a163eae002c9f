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
const namesOf = preparedQuery<ListedName>(`select 'tag' as list, t.id, t.name, t.names, 0 as position
    from tags t where t.client_id = $1::bigint and t.id = any($2::bigint[])
  union all
  select 'category', k.id, null, k.names, k.position
    from course_categories k where k.client_id = $1::bigint and k.id = any($3::bigint[])
  order by list desc, position, name, id`);

/**
 * Names a page of cards' tags and categories. Cards carry only their ids (`tag_ids`, `category_ids`): joining the
 * names for every card cost more than the rest of a catalogue page, so the page's names come in one statement.
 */
export async function nameCards<R extends { tag_ids: number[]; category_ids: number[] }>(
  db: Db | Trx,
  clientId: number,
  rows: R[],
): Promise<(Omit<R, 'tag_ids' | 'category_ids'> & { tags: NamedRow[]; categories: NamedRow[] })[]> {
  const tagIds = [...new Set(rows.flatMap((row) => row.tag_ids))];
  const categoryIds = [...new Set(rows.flatMap((row) => row.category_ids))];
  const listed = tagIds.length + categoryIds.length ? await namesOf(db, [clientId, tagIds, categoryIds]) : [];
  const pick = (list: ListedName['list'], ids: number[]) => {
    const wanted = new Set(ids);
    return listed
      .filter((row) => row.list === list && wanted.has(row.id))
      .map(({ id, name, names }) => ({ id, name, names }));
  };
  return rows.map(({ tag_ids, category_ids, ...row }) => ({
    ...row,
    tags: pick('tag', tag_ids),
    categories: pick('category', category_ids),
  }));
}
