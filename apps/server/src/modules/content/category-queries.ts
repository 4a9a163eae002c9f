import type { Db } from '../../db/connection.ts';

/** The content lists a client names in each language and orders: news and FAQ categories (same columns). */
export type CategoryTable = 'news_categories' | 'faq_categories';

/** A client's categories of one list, in their order. */
export function categoriesIn(db: Db, table: CategoryTable, clientId: number) {
  return db
    .selectFrom(table as 'news_categories')
    .select(['id', 'names'])
    .where('client_id', '=', clientId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Whether a category of the list is the client's (another client's, or none, is not). */
export async function isClientCategory(
  db: Db,
  table: CategoryTable,
  clientId: number,
  categoryId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table as 'news_categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}
