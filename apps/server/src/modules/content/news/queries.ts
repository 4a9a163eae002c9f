import { type LanguageCode, type NewsState, searchKey } from '@elevar/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/types.ts';
import { categoriesIn, isClientCategory } from '../category-queries.ts';

/** Who reads: the learner in the client they act in. */
export interface Reader {
  clientId: number;
  userId: number;
}

type ArticleEb = ExpressionBuilder<Database, 'news_articles'>;

/** Published at `now`: publish date ≤ now < expiry (the domain's `isNewsVisible`, in SQL). */
function visibleAt(eb: ArticleEb, now: Date) {
  return eb.and([
    eb('news_articles.publish_at', '<=', now),
    eb.or([eb('news_articles.expires_at', 'is', null), eb('news_articles.expires_at', '>', now)]),
  ]);
}

/** An article in a state at `now` (the domain's `newsState`, in SQL). */
function inState(eb: ArticleEb, state: NewsState, now: Date) {
  switch (state) {
    case 'draft':
      return eb('news_articles.publish_at', 'is', null);
    case 'scheduled':
      return eb('news_articles.publish_at', '>', now);
    case 'published':
      return visibleAt(eb, now);
    case 'expired':
      return eb.and([eb('news_articles.publish_at', '<=', now), eb('news_articles.expires_at', '<=', now)]);
  }
}

/** The substring pattern of a search by title (the domain's `searchKey`, LIKE's own characters escaped). */
function titleLike(search: string): string {
  return `%${searchKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function clientLanguage(db: Db, clientId: number): Promise<LanguageCode | undefined> {
  const row = await db
    .selectFrom('clients')
    .innerJoin('languages', 'languages.id', 'clients.default_language_id')
    .select('languages.code')
    .where('clients.id', '=', clientId)
    .executeTakeFirst();
  return row?.code as LanguageCode | undefined;
}

export interface ReaderFilter {
  categoryId?: number | undefined;
  search?: string | undefined;
}

function readerScope(db: Db, reader: Reader, now: Date, filter: ReaderFilter) {
  let query = db
    .selectFrom('news_articles')
    .where('news_articles.client_id', '=', reader.clientId)
    .where((eb) => visibleAt(eb, now));
  if (filter.categoryId !== undefined)
    query = query.where('news_articles.category_id', '=', filter.categoryId);
  if (filter.search) query = query.where('news_articles.search_text', 'like', titleLike(filter.search));
  return query;
}

/** A visible article's list columns, with its category and whether the reader has opened it. */
function readerColumns(query: ReturnType<typeof readerScope>, reader: Reader) {
  return query
    .leftJoin('news_categories', 'news_categories.id', 'news_articles.category_id')
    .leftJoin('news_reads', (join) =>
      join
        .onRef('news_reads.article_id', '=', 'news_articles.id')
        .on('news_reads.user_id', '=', reader.userId),
    )
    .select([
      'news_articles.id',
      'news_articles.pinned',
      'news_articles.publish_at',
      'news_articles.cover_key',
      'news_articles.languages',
      'news_articles.title',
      'news_articles.summary',
      'news_categories.id as category_id',
      'news_categories.names as category_names',
      'news_reads.read_at',
    ]);
}

export type ReaderRow = Awaited<ReturnType<typeof readPage>>[number];

/** A page of the client's visible articles: pinned first, then newest. */
export function readPage(
  db: Db,
  reader: Reader,
  now: Date,
  filter: ReaderFilter,
  page: { limit: number; offset: number },
) {
  return readerColumns(readerScope(db, reader, now, filter), reader)
    .orderBy('news_articles.pinned', 'desc')
    .orderBy('news_articles.publish_at', 'desc')
    .orderBy('news_articles.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countVisible(db: Db, reader: Reader, now: Date, filter: ReaderFilter): Promise<number> {
  const row = await readerScope(db, reader, now, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One visible article of the reader's client, with its bodies; undefined for any other. */
export function readArticle(db: Db, reader: Reader, now: Date, articleId: number) {
  return readerColumns(readerScope(db, reader, now, {}), reader)
    .select('news_articles.body')
    .where('news_articles.id', '=', articleId)
    .executeTakeFirst();
}

/** Marks an article read by the reader (once: the first opening is kept). */
export async function markRead(db: Db, userId: number, articleId: number, now: Date): Promise<void> {
  await db
    .insertInto('news_reads')
    .values({ article_id: articleId, user_id: userId, read_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
    .execute();
}

export const categoriesOf = (db: Db, clientId: number) => categoriesIn(db, 'news_categories', clientId);

export const categoryOfClient = (db: Db, clientId: number, categoryId: number) =>
  isClientCategory(db, 'news_categories', clientId, categoryId);

// Editors

const EDITOR_COLUMNS = [
  'id',
  'client_id',
  'category_id',
  'cover_key',
  'publish_at',
  'expires_at',
  'pinned',
  'title',
  'summary',
  'body',
  'languages',
  'updated_at',
] as const;

export type EditorRow = NonNullable<Awaited<ReturnType<typeof editorArticle>>>;

export interface EditorFilter {
  state?: NewsState | undefined;
  search?: string | undefined;
}

function editorScope(db: Db, clientId: number, now: Date, filter: EditorFilter) {
  let query = db.selectFrom('news_articles').where('news_articles.client_id', '=', clientId);
  const { state, search } = filter;
  if (state) query = query.where((eb) => inState(eb, state, now));
  if (search) query = query.where('news_articles.search_text', 'like', titleLike(search));
  return query;
}

/** A page of the client's articles for its editors, whatever their state: most recently changed first. */
export function editorPage(
  db: Db,
  clientId: number,
  now: Date,
  filter: EditorFilter,
  page: { limit: number; offset: number },
) {
  return editorScope(db, clientId, now, filter)
    .select([
      'id',
      'category_id',
      'cover_key',
      'publish_at',
      'expires_at',
      'pinned',
      'title',
      'languages',
      'updated_at',
    ])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEditor(
  db: Db,
  clientId: number,
  now: Date,
  filter: EditorFilter,
): Promise<number> {
  const row = await editorScope(db, clientId, now, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An article of the client for editing (locked for the caller's transaction when `lock`); undefined for another. */
export function editorArticle(db: Db, clientId: number, articleId: number, lock = false) {
  const query = db
    .selectFrom('news_articles')
    .select(EDITOR_COLUMNS)
    .where('id', '=', articleId)
    .where('client_id', '=', clientId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Deletes the read markers of a closing account. */
export async function deleteReadsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('news_reads').where('user_id', '=', userId).execute();
}
