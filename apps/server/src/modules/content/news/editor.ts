import type {
  AdminNewsArticle,
  AdminNewsPage,
  AdminNewsQuery,
  AuditAction,
  CreateNewsRequest,
  UpdateNewsRequest,
} from '@elevar/contract';
import {
  errorMessage,
  isNewsScheduleValid,
  type LanguageCode,
  type NewsVersions,
  searchKey,
  writtenLanguages,
} from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { IMAGE_CONTENT_TYPE, reencodeImage } from '../../../platform/images.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import { fileStoreFor, recordStoredFile, removeFiles } from '../../../platform/storage.ts';
import { loadActor } from '../../identity/index.ts';
import { type Reading, toAdminNewsArticle, toAdminNewsItem } from './mappers.ts';
import { type EditorScope, editorScope } from './policy.ts';
import * as q from './queries.ts';

/** `stored_files.purpose` of news covers: the client's, owned by no user. */
export const NEWS_COVER_PURPOSE = 'news_cover';
/** A cover is kept at most this size (16:9, cropped to fill). */
export const NEWS_COVER_SIZE = { width: 1200, height: 675, fit: 'cover' } as const;

async function scopeOf(ctx: ServiceContext, auth: AuthContext, language: LanguageCode) {
  const scope = editorScope(await loadActor(ctx, auth));
  const reading: Reading = {
    language,
    clientLanguage: await q.clientLanguage(ctx.db, scope.clientId),
    now: ctx.clock.now(),
    secret: ctx.secret,
  };
  return { scope, reading };
}

const fieldError = (field: string, message: string) =>
  new AppError('common.validation', 400, [{ field, message }]);

/** Stored versions: the languages with a title, each body sanitized (`platform/rich-text.ts`). */
function storedVersions(versions: NonNullable<UpdateNewsRequest['versions']>, language: LanguageCode) {
  const written = writtenLanguages(versions as NewsVersions);
  if (written.length === 0) throw fieldError('versions', errorMessage('content.version_required', language));
  const title: Record<string, string> = {};
  const summary: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const code of written) {
    const version = versions[code];
    if (!version) continue;
    title[code] = version.title;
    summary[code] = version.summary;
    body[code] = sanitizeRichText(version.body);
  }
  return {
    title: JSON.stringify(title),
    summary: JSON.stringify(summary),
    body: JSON.stringify(body),
    languages: written,
    search_text: searchKey(written.map((code) => title[code]).join(' ')),
  };
}

const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

function checkSchedule(publishAt: Date | null, expiresAt: Date | null, language: LanguageCode) {
  if (!isNewsScheduleValid({ publishAt, expiresAt }))
    throw fieldError('expires_at', errorMessage('content.expiry_before_publish', language));
}

async function checkCategory(
  trx: Trx,
  scope: EditorScope,
  categoryId: number | null | undefined,
  language: LanguageCode,
) {
  if (categoryId === null || categoryId === undefined) return;
  if (!(await q.categoryOfClient(trx, scope.clientId, categoryId)))
    throw fieldError('category_id', errorMessage('common.not_found', language));
}

async function audited(
  trx: Trx,
  scope: EditorScope,
  action: AuditAction,
  articleId: number,
  at: Date,
  fields?: string[],
) {
  await recordAudit(trx, {
    actor: scope.actorId,
    clientId: scope.clientId,
    action,
    entity: 'news_article',
    entityId: articleId,
    ...(fields ? { fields } : {}),
    at,
  });
}

async function answer(
  trx: Db,
  scope: EditorScope,
  articleId: number,
  reading: Reading,
): Promise<AdminNewsArticle> {
  const row = await q.editorArticle(trx, scope.clientId, articleId);
  if (!row) throw notFound();
  return toAdminNewsArticle(row, reading);
}

/** An article of the editor's client, locked for the transaction; another client's (or none) is not found. */
async function lockedArticle(trx: Trx, scope: EditorScope, articleId: number): Promise<q.EditorRow> {
  const row = await q.editorArticle(trx, scope.clientId, articleId, true);
  if (!row) throw notFound();
  return row;
}

/** Writes a change to an article (stamped with its editor and time), records it in the audit trail, answers it. */
async function changeArticle(
  trx: Trx,
  edit: { scope: EditorScope; reading: Reading; articleId: number },
  values: Record<string, unknown>,
  action: AuditAction,
  fields: string[],
): Promise<AdminNewsArticle> {
  const { scope, reading, articleId } = edit;
  await trx
    .updateTable('news_articles')
    .set({ ...values, updated_by: scope.actorId, updated_at: reading.now })
    .where('id', '=', articleId)
    .execute();
  await audited(trx, scope, action, articleId, reading.now, fields);
  return answer(trx, scope, articleId, reading);
}

/** The client's articles for its editors, drafts, scheduled and expired ones included. */
export async function listEditorNews(
  ctx: ServiceContext,
  auth: AuthContext,
  query: AdminNewsQuery,
  language: LanguageCode,
): Promise<AdminNewsPage> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  const filter = { state: query.state, search: query.search };
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count] = await Promise.all([
    q.editorPage(ctx.db, scope.clientId, reading.now, filter, page),
    q.countEditor(ctx.db, scope.clientId, reading.now, filter),
  ]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => toAdminNewsItem(r, reading)),
  };
}

export async function getEditorNews(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  language: LanguageCode,
): Promise<AdminNewsArticle> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  return answer(ctx.db, scope, articleId, reading);
}

export async function createNews(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CreateNewsRequest,
  language: LanguageCode,
): Promise<AdminNewsArticle> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  const versions = storedVersions(body.versions, language);
  const publishAt = dateOf(body.publish_at);
  const expiresAt = dateOf(body.expires_at);
  checkSchedule(publishAt, expiresAt, language);
  return ctx.db.transaction().execute(async (trx) => {
    await checkCategory(trx, scope, body.category_id, language);
    const row = await trx
      .insertInto('news_articles')
      .values({
        client_id: scope.clientId,
        category_id: body.category_id ?? null,
        pinned: body.pinned ?? false,
        publish_at: publishAt,
        expires_at: expiresAt,
        ...versions,
        created_by: scope.actorId,
        updated_by: scope.actorId,
        created_at: reading.now,
        updated_at: reading.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audited(trx, scope, 'content.news.created', row.id, reading.now, Object.keys(body));
    return answer(trx, scope, row.id, reading);
  });
}

export async function updateNews(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  body: UpdateNewsRequest,
  language: LanguageCode,
): Promise<AdminNewsArticle> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  const versions = body.versions ? storedVersions(body.versions, language) : {};
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockedArticle(trx, scope, articleId);
    const publishAt = body.publish_at === undefined ? current.publish_at : dateOf(body.publish_at);
    const expiresAt = body.expires_at === undefined ? current.expires_at : dateOf(body.expires_at);
    checkSchedule(publishAt && new Date(publishAt), expiresAt && new Date(expiresAt), language);
    await checkCategory(trx, scope, body.category_id, language);
    const values = {
      ...versions,
      ...(body.category_id !== undefined ? { category_id: body.category_id } : {}),
      ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
      publish_at: publishAt,
      expires_at: expiresAt,
    };
    return changeArticle(
      trx,
      { scope, reading, articleId },
      values,
      'content.news.updated',
      Object.keys(body),
    );
  });
}

/**
 * Publishes an article now: learners see it from now on (a publish date already past is kept, a future one brought
 * to now; an expiry already past is dropped).
 */
export async function publishNews(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  language: LanguageCode,
): Promise<AdminNewsArticle> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  const now = reading.now;
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockedArticle(trx, scope, articleId);
    const publishAt = current.publish_at && new Date(current.publish_at) <= now ? current.publish_at : now;
    const expiresAt = current.expires_at && new Date(current.expires_at) > now ? current.expires_at : null;
    return changeArticle(
      trx,
      { scope, reading, articleId },
      { publish_at: publishAt, expires_at: expiresAt },
      'content.news.published',
      ['publish_at', 'expires_at'],
    );
  });
}

/** Unpublishes an article: a draft again, seen by no learner. */
export async function unpublishNews(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  language: LanguageCode,
): Promise<AdminNewsArticle> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  return ctx.db.transaction().execute(async (trx) => {
    await lockedArticle(trx, scope, articleId);
    return changeArticle(
      trx,
      { scope, reading, articleId },
      { publish_at: null },
      'content.news.unpublished',
      ['publish_at'],
    );
  });
}

/** Deletes an article, its read markers and its cover (the file after commit). */
export async function deleteNews(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<{ ok: true }> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockedArticle(trx, scope, articleId);
    await trx.deleteFrom('news_articles').where('id', '=', articleId).execute();
    const keys = await dropCover(trx, current.cover_key);
    await audited(trx, scope, 'content.news.deleted', articleId, reading.now);
    return keys;
  });
  await removeFiles(fileStoreFor(ctx), removed, log);
  return { ok: true };
}

async function dropCover(trx: Trx, key: string | null): Promise<string[]> {
  if (key === null) return [];
  await trx
    .deleteFrom('stored_files')
    .where('key', '=', key)
    .where('purpose', '=', NEWS_COVER_PURPOSE)
    .execute();
  return [key];
}

/**
 * Sets an article's cover from an upload checked by its content and re-encoded (`platform/images.ts`: JPEG, PNG,
 * WebP or GIF, 1200×675 WebP without metadata). The old cover's file goes after commit; on failure the new one.
 */
export async function setNewsCover(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  upload: Buffer,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<AdminNewsArticle> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  if (!(await q.editorArticle(ctx.db, scope.clientId, articleId))) throw notFound();
  const image = await reencodeImage(upload, NEWS_COVER_SIZE);
  const store = fileStoreFor(ctx);
  const key = await store.write(image);
  try {
    const { article, replaced } = await ctx.db.transaction().execute(async (trx) => {
      const current = await lockedArticle(trx, scope, articleId);
      await recordStoredFile(trx, {
        key,
        ownerUserId: null,
        purpose: NEWS_COVER_PURPOSE,
        contentType: IMAGE_CONTENT_TYPE,
        size: image.length,
      });
      const replaced = await dropCover(trx, current.cover_key);
      const edit = { scope, reading, articleId };
      return {
        article: await changeArticle(trx, edit, { cover_key: key }, 'content.news.cover_set', ['cover']),
        replaced,
      };
    });
    await removeFiles(store, replaced, log);
    return article;
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
}

/** Removes an article's cover. */
export async function removeNewsCover(
  ctx: ServiceContext,
  auth: AuthContext,
  articleId: number,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<AdminNewsArticle> {
  const { scope, reading } = await scopeOf(ctx, auth, language);
  const { article, removed } = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockedArticle(trx, scope, articleId);
    const removed = await dropCover(trx, current.cover_key);
    const edit = { scope, reading, articleId };
    return {
      article: await changeArticle(trx, edit, { cover_key: null }, 'content.news.cover_removed', ['cover']),
      removed,
    };
  });
  await removeFiles(fileStoreFor(ctx), removed, log);
  return article;
}
