import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** The content lists a client names in each language and orders: news and FAQ categories (same columns). */
export type CategoryTable = 'news_categories' | 'faq_categories';
/** The rows filed under those categories: news articles and FAQ questions (both with client and category). */
export type CategorizedTable = 'news_articles' | 'faq_entries';

/** A client's categories of one list, in their order. */
export function categoriesIn(db: Db, table: CategoryTable, clientId: number) {
  return db
    .selectFrom(table as 'news_categories')
    .select(['id', 'names', 'position'])
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

/** A category of the client's list with its names (for an edit), or undefined. */
export function clientCategory(db: Db, table: CategoryTable, clientId: number, categoryId: number) {
  return db
    .selectFrom(table as 'news_categories')
    .select(['id', 'names', 'position'])
    .where('id', '=', categoryId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** How many rows each of the client's categories holds (one grouped read; a category without any is absent). */
export async function itemCounts(
  db: Db,
  table: CategorizedTable,
  clientId: number,
  categoryId?: number,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom(table as 'faq_entries')
    .select(['category_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('client_id', '=', clientId)
    .where('category_id', 'is not', null)
    .groupBy('category_id');
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.count)]));
}

/** The position after the last category of the client's list. */
export async function nextCategoryPositionIn(
  db: Db,
  table: CategoryTable,
  clientId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table as 'news_categories')
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}
