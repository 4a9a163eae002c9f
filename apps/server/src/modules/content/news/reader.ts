import type { NewsArticle, NewsCategoryList, NewsPage, NewsQuery } from '@elevar/contract';
import { type LanguageCode, localized } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { type Reading, toNewsArticle, toNewsItem } from './mappers.ts';
import * as q from './queries.ts';

/** The learner reading news in the client they act in, when the client has news and they may use it; else 404. */
async function readerOf(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<{ reader: q.Reader; reading: Reading }> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'news');
  return {
    reader: { clientId, userId: actor.userId },
    reading: {
      language,
      clientLanguage: await q.clientLanguage(ctx.db, clientId),
      now: ctx.clock.now(),
      secret: ctx.secret,
    },
  };
}

/** SPEC §2 news: the client's published articles, pinned first, then newest; by category and title. */
export async function listNews(
  ctx: ServiceContext,
  auth: AuthContext,
  query: NewsQuery,
  language: LanguageCode,
): Promise<NewsPage> {
  const { reader, reading } = await readerOf(ctx, auth, language);
  const filter = { categoryId: query.category, search: query.search };
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count] = await Promise.all([
    q.readPage(ctx.db, reader, reading.now, filter, page),
    q.countVisible(ctx.db, reader, reading.now, filter),
  ]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toNewsItem(row, reading)),
  };
}

/** SPEC §2 news/{id}: a published article of the client, marked read; any other article is not found. */
export async function readNews(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  language: LanguageCode,
): Promise<NewsArticle> {
  const { reader, reading } = await readerOf(ctx, auth, language);
  const row = await q.readArticle(ctx.db, reader, reading.now, articleId);
  if (!row) throw notFound();
  await q.markRead(ctx.db, reader.userId, articleId, reading.now);
  return toNewsArticle(row, reading);
}

/** The client's news categories, in the reader's language. */
export async function listCategories(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<NewsCategoryList> {
  const { reader, reading } = await readerOf(ctx, auth, language);
  const rows = await q.categoriesOf(ctx.db, reader.clientId);
  return {
    results: rows.map((row) => ({
      id: row.id,
      name: localized(row.names, language, '', reading.clientLanguage),
    })),
  };
}
