import type {
  AdminContentCategory,
  AdminContentCategoryList,
  AuditAction,
  AuditEntity,
  ContentCategoryRequest,
  ReorderCategoriesRequest,
} from '@elevar/contract';
import { errorMessage, FAQ_EDITOR_ROLES, type LanguageCode, localized, type Role } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadActor, requireRole } from '../identity/index.ts';
import {
  type CategorizedTable,
  type CategoryTable,
  categoriesIn,
  clientCategory,
  itemCounts,
  nextCategoryPositionIn,
} from './category-queries.ts';
import { NEWS_EDITOR_ROLES } from './news/policy.ts';
import { clientLanguage } from './news/queries.ts';

/**
 * The two category lists the content editors keep (docs/content.md "Categories"): news categories and FAQ
 * categories, the same columns. What differs is what happens to a category's rows when it goes: an article becomes
 * uncategorized (the column's `on delete set null`); a FAQ question would go with it (`on delete cascade`), so a
 * category that still has questions is refused instead.
 */
interface CategoryList {
  table: CategoryTable;
  items: CategorizedTable;
  roles: readonly Role[];
  entity: AuditEntity;
  actions: Record<'created' | 'updated' | 'deleted' | 'reordered', AuditAction>;
  /** The error a delete of a category with rows answers, or null when its rows stay without a category. */
  notEmpty: 'faq.category_not_empty' | null;
}

export type CategoryListName = 'news' | 'faq';

const LISTS: Record<CategoryListName, CategoryList> = {
  news: {
    table: 'news_categories',
    items: 'news_articles',
    roles: NEWS_EDITOR_ROLES,
    entity: 'news_category',
    actions: {
      created: 'content.news_category.created',
      updated: 'content.news_category.updated',
      deleted: 'content.news_category.deleted',
      reordered: 'content.news_category.reordered',
    },
    notEmpty: null,
  },
  faq: {
    table: 'faq_categories',
    items: 'faq_entries',
    roles: FAQ_EDITOR_ROLES,
    entity: 'faq_category',
    actions: {
      created: 'content.faq_category.created',
      updated: 'content.faq_category.updated',
      deleted: 'content.faq_category.deleted',
      reordered: 'content.faq_category.reordered',
    },
    notEmpty: 'faq.category_not_empty',
  },
};

interface Scope {
  list: CategoryList;
  clientId: number;
  actorId: number;
  language: LanguageCode;
  clientLanguage: LanguageCode | undefined;
  now: Date;
}

async function scopeOf(
  ctx: ServiceContext,
  auth: AuthContext,
  name: CategoryListName,
  language: LanguageCode,
): Promise<Scope> {
  const list = LISTS[name];
  const actor = await loadActor(ctx, auth);
  const clientId = requireRole(actor, list.roles);
  return {
    list,
    clientId,
    actorId: actor.userId,
    language,
    clientLanguage: await clientLanguage(ctx.db, clientId),
    now: ctx.clock.now(),
  };
}

type Row = { id: number; names: Record<string, string>; position: number };

const toCategory = (row: Row, count: number, scope: Scope): AdminContentCategory => ({
  id: Number(row.id),
  name: localized(row.names, scope.language, '', scope.clientLanguage),
  names: row.names,
  position: row.position,
  item_count: count,
});

async function listOf(db: Db, scope: Scope): Promise<AdminContentCategoryList> {
  const [rows, counts] = await Promise.all([
    categoriesIn(db, scope.list.table, scope.clientId),
    itemCounts(db, scope.list.items, scope.clientId),
  ]);
  return { results: rows.map((row) => toCategory(row, counts.get(Number(row.id)) ?? 0, scope)) };
}

async function audited(
  trx: Trx,
  scope: Scope,
  action: keyof CategoryList['actions'],
  id: number,
  fields?: string[],
) {
  await recordAudit(trx, {
    actor: scope.actorId,
    clientId: scope.clientId,
    action: scope.list.actions[action],
    entity: scope.list.entity,
    entityId: id,
    ...(fields ? { fields } : {}),
    at: scope.now,
  });
}

/** Every category of the list, in order, with its names in all languages and how many rows it holds. */
export async function listCategories(
  ctx: ServiceContext,
  auth: AuthContext,
  name: CategoryListName,
  language: LanguageCode,
): Promise<AdminContentCategoryList> {
  return listOf(ctx.db, await scopeOf(ctx, auth, name, language));
}

/** Adds a category at the end of the list, named in the four languages. */
export async function createCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  name: CategoryListName,
  body: ContentCategoryRequest,
  language: LanguageCode,
): Promise<AdminContentCategory> {
  const scope = await scopeOf(ctx, auth, name, language);
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .insertInto(scope.list.table as 'news_categories')
      .values({
        client_id: scope.clientId,
        names: JSON.stringify(body.names),
        position: await nextCategoryPositionIn(trx, scope.list.table, scope.clientId),
      })
      .returning(['id', 'names', 'position'])
      .executeTakeFirstOrThrow();
    await audited(trx, scope, 'created', Number(row.id));
    return toCategory(row, 0, scope);
  });
}

/** Renames a category in the four languages; another client's is not found. */
export async function renameCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  name: CategoryListName,
  categoryId: number,
  body: ContentCategoryRequest,
  language: LanguageCode,
): Promise<AdminContentCategory> {
  const scope = await scopeOf(ctx, auth, name, language);
  return inTransaction(ctx.db, async (trx) => {
    if (!(await clientCategory(trx, scope.list.table, scope.clientId, categoryId))) throw notFound();
    const row = await trx
      .updateTable(scope.list.table as 'news_categories')
      .set({ names: JSON.stringify(body.names) })
      .where('id', '=', categoryId)
      .returning(['id', 'names', 'position'])
      .executeTakeFirstOrThrow();
    await audited(trx, scope, 'updated', categoryId, ['names']);
    const counts = await itemCounts(trx, scope.list.items, scope.clientId, categoryId);
    return toCategory(row, counts.get(categoryId) ?? 0, scope);
  });
}

/**
 * Deletes a category. A news category's articles stay, without a category; a FAQ category that still has questions
 * is refused (409 `faq.category_not_empty`), so no question is lost with it.
 */
export async function deleteCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  name: CategoryListName,
  categoryId: number,
  language: LanguageCode,
) {
  const scope = await scopeOf(ctx, auth, name, language);
  return inTransaction(ctx.db, async (trx) => {
    const found = await trx
      .selectFrom(scope.list.table as 'news_categories')
      .select('id')
      .where('id', '=', categoryId)
      .where('client_id', '=', scope.clientId)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw notFound();
    if (scope.list.notEmpty) {
      const counts = await itemCounts(trx, scope.list.items, scope.clientId, categoryId);
      if ((counts.get(categoryId) ?? 0) > 0) throw new AppError(scope.list.notEmpty, 409);
    }
    await trx
      .deleteFrom(scope.list.table as 'news_categories')
      .where('id', '=', categoryId)
      .execute();
    await audited(trx, scope, 'deleted', categoryId);
    return { ok: true as const };
  });
}

/** Puts every category of the list in the order given (positions 1, 2, …); a partial or foreign list is 400. */
export async function reorderCategories(
  ctx: ServiceContext,
  auth: AuthContext,
  name: CategoryListName,
  body: ReorderCategoriesRequest,
  language: LanguageCode,
): Promise<AdminContentCategoryList> {
  const scope = await scopeOf(ctx, auth, name, language);
  return inTransaction(ctx.db, async (trx) => {
    const current = await trx
      .selectFrom(scope.list.table as 'news_categories')
      .select('id')
      .where('client_id', '=', scope.clientId)
      .forUpdate()
      .execute();
    const known = new Set(current.map((row) => Number(row.id)));
    const ids = new Set(body.ids);
    if (ids.size !== body.ids.length || ids.size !== known.size || body.ids.some((id) => !known.has(id)))
      throw new AppError('common.validation', 400, [
        { field: 'ids', message: errorMessage('content.categories_incomplete', language) },
      ]);
    for (const [index, id] of body.ids.entries())
      await trx
        .updateTable(scope.list.table as 'news_categories')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute();
    await audited(trx, scope, 'reordered', body.ids[0] as number, ['position']);
    return listOf(trx, scope);
  });
}
