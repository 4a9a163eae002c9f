import type { LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import { categoriesIn, isClientCategory, nextCategoryPositionIn } from '../category-queries.ts';

/** The substring pattern of a search (the domain's `searchKey` already applied; LIKE's own characters escaped). */
const likeOf = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface EntryFilter {
  language: LanguageCode;
  categoryId?: number | undefined;
  /** A `searchKey` of the words searched. */
  searchKey?: string | undefined;
  publishedOnly: boolean;
}

function entryScope(db: Db, clientId: number, filter: EntryFilter) {
  let query = db
    .selectFrom('faq_entries')
    .innerJoin('faq_categories', 'faq_categories.id', 'faq_entries.category_id')
    .where('faq_entries.client_id', '=', clientId)
    .where('faq_entries.language', '=', filter.language);
  if (filter.publishedOnly) query = query.where('faq_entries.published', '=', true);
  if (filter.categoryId !== undefined) query = query.where('faq_entries.category_id', '=', filter.categoryId);
  if (filter.searchKey) query = query.where('faq_entries.search_text', 'like', likeOf(filter.searchKey));
  return query;
}

const ENTRY_COLUMNS = [
  'faq_entries.id',
  'faq_entries.category_id',
  'faq_entries.language',
  'faq_entries.question',
  'faq_entries.answer',
  'faq_entries.position',
  'faq_entries.published',
  'faq_entries.updated_at',
] as const;

export type EntryRow = Awaited<ReturnType<typeof entryPage>>[number];

/** A page of a client's questions in one language: by category order, then each question's position. */
export function entryPage(
  db: Db,
  clientId: number,
  filter: EntryFilter,
  page: { limit: number; offset: number },
) {
  return entryScope(db, clientId, filter)
    .select(ENTRY_COLUMNS)
    .orderBy('faq_categories.position')
    .orderBy('faq_categories.id')
    .orderBy('faq_entries.position')
    .orderBy('faq_entries.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEntries(db: Db, clientId: number, filter: EntryFilter): Promise<number> {
  const row = await entryScope(db, clientId, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The first of `languages` in which the client has a published question (one statement); undefined for none. */
export async function firstLanguageWithFaq(
  db: Db,
  clientId: number,
  languages: readonly LanguageCode[],
): Promise<LanguageCode | undefined> {
  const rows = await db
    .selectFrom('faq_entries')
    .select('language')
    .distinct()
    .where('client_id', '=', clientId)
    .where('published', '=', true)
    .where('language', 'in', [...languages])
    .execute();
  const found = new Set(rows.map((row) => row.language));
  return languages.find((language) => found.has(language));
}

export const categoriesOf = (db: Db, clientId: number) => categoriesIn(db, 'faq_categories', clientId);

export const categoryOfClient = (db: Db, clientId: number, categoryId: number) =>
  isClientCategory(db, 'faq_categories', clientId, categoryId);

/** One question of the client (locked for the caller's transaction when `lock`); undefined for another's. */
export function entryOfClient(db: Db, clientId: number, entryId: number, lock = false) {
  const query = db
    .selectFrom('faq_entries')
    .select(['id', 'category_id', 'language', 'question', 'answer', 'position', 'published', 'updated_at'])
    .where('id', '=', entryId)
    .where('client_id', '=', clientId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The next position at the end of a category in a language. */
export async function nextPosition(
  db: Db,
  clientId: number,
  categoryId: number,
  language: string,
): Promise<number> {
  const row = await db
    .selectFrom('faq_entries')
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
    .where('client_id', '=', clientId)
    .where('category_id', '=', categoryId)
    .where('language', '=', language)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** The questions named, of the client, with their category and language (to check a reorder is of one list). */
export function entriesByIds(db: Db, clientId: number, ids: readonly number[]) {
  return db
    .selectFrom('faq_entries')
    .select(['id', 'category_id', 'language'])
    .where('client_id', '=', clientId)
    .where('id', 'in', [...ids])
    .forUpdate()
    .execute();
}

export const nextCategoryPosition = (db: Db, clientId: number) =>
  nextCategoryPositionIn(db, 'faq_categories', clientId);
