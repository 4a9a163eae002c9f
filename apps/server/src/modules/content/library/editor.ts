import type {
  AdminLibraryCategory,
  AdminLibraryCategoryList,
  AdminLibraryFile,
  AdminLibraryFilesPage,
  AdminLibraryFilesQuery,
  AuditAction,
  LibraryCategoryRequest,
  UpdateLibraryCategoryRequest,
  UpdateLibraryFileRequest,
} from '@elevar/contract';
import { type FileKind, type LanguageCode, librarySlug, searchKey, validationMessage } from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { fileStoreFor, removeFiles } from '../../../platform/storage.ts';
import { loadActor } from '../../identity/index.ts';
import { type EditorScope, editorScope } from '../news/policy.ts';
import { clientLanguage } from '../news/queries.ts';
import { type Naming, nameOf, toAdminFile } from './mappers.ts';
import * as q from './queries.ts';

/** `stored_files.purpose` of library files: the client's, owned by no user. */
export const LIBRARY_FILE_PURPOSE = 'library_file';

/** Who edits the library: the news editors (programme administrators, superusers acting in the client). */
async function scopeOf(ctx: ServiceContext, auth: AuthContext, language: LanguageCode) {
  const scope = editorScope(await loadActor(ctx, auth));
  const naming: Naming = { language, clientLanguage: await clientLanguage(ctx.db, scope.clientId) };
  return { scope, naming };
}

const fieldError = (field: string, message: string) =>
  new AppError('common.validation', 400, [{ field, message }]);

export async function audited(
  trx: Trx,
  scope: EditorScope,
  action: AuditAction,
  entity: 'library_category' | 'library_file',
  entityId: number,
  at: Date,
  fields?: string[],
) {
  await recordAudit(trx, {
    actor: scope.actorId,
    clientId: scope.clientId,
    action,
    entity,
    entityId,
    ...(fields ? { fields } : {}),
    at,
  });
}

export const searchTextOf = (file: { title: string; description: string; file_name: string }) =>
  searchKey(`${file.title} ${file.description} ${file.file_name}`);

// Categories

function toAdminCategory(
  row: { id: number; slug: string; names: Record<string, string>; position: number },
  fileCount: number,
  naming: Naming,
): AdminLibraryCategory {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: nameOf(row.names, naming),
    names: row.names,
    position: row.position,
    file_count: fileCount,
  };
}

export async function listEditorCategories(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<AdminLibraryCategoryList> {
  const { scope, naming } = await scopeOf(ctx, auth, language);
  const [rows, counts] = await Promise.all([
    q.categoriesOf(ctx.db, scope.clientId),
    q.allCounts(ctx.db, scope.clientId),
  ]);
  return { results: rows.map((row) => toAdminCategory(row, counts.get(Number(row.id)) ?? 0, naming)) };
}

/** A slug for a new category from its pt-BR name, unique in the client (`-2`, `-3`… when taken). */
async function freeSlug(trx: Trx, clientId: number, name: string): Promise<string> {
  const base = librarySlug(name);
  const taken = await q.slugsLike(trx, clientId, base);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function createCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  body: LibraryCategoryRequest,
  language: LanguageCode,
): Promise<AdminLibraryCategory> {
  const { scope, naming } = await scopeOf(ctx, auth, language);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    // one category created at a time per client, so two with the same name get different slugs
    await trx.selectFrom('clients').select('id').where('id', '=', scope.clientId).forUpdate().execute();
    const row = await trx
      .insertInto('library_categories')
      .values({
        client_id: scope.clientId,
        slug: await freeSlug(trx, scope.clientId, body.names['pt-BR']),
        names: JSON.stringify(body.names),
        position: body.position ?? 0,
        created_at: now,
      })
      .returning(['id', 'slug', 'names', 'position'])
      .executeTakeFirstOrThrow();
    await audited(trx, scope, 'content.library.category_created', 'library_category', Number(row.id), now);
    return toAdminCategory(row, 0, naming);
  });
}

export async function updateCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  categoryId: number,
  body: UpdateLibraryCategoryRequest,
  language: LanguageCode,
): Promise<AdminLibraryCategory> {
  const { scope, naming } = await scopeOf(ctx, auth, language);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await q.categoryById(trx, scope.clientId, categoryId, true);
    if (!current) throw notFound();
    // the slug stays: the category's address does not move when it is renamed
    const values = {
      ...(body.names ? { names: JSON.stringify(body.names) } : {}),
      ...(body.position !== undefined ? { position: body.position } : {}),
    };
    const row =
      Object.keys(values).length === 0
        ? current
        : await trx
            .updateTable('library_categories')
            .set(values)
            .where('id', '=', categoryId)
            .returning(['id', 'slug', 'names', 'position'])
            .executeTakeFirstOrThrow();
    await audited(trx, scope, 'content.library.category_updated', 'library_category', categoryId, now, [
      ...Object.keys(body),
    ]);
    const counts = await q.allCounts(trx, scope.clientId);
    return toAdminCategory(row, counts.get(categoryId) ?? 0, naming);
  });
}

/** Deletes an empty category; one that still has files is refused (409), so no file is lost by accident. */
export async function deleteCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  categoryId: number,
  language: LanguageCode,
): Promise<{ ok: true }> {
  const { scope } = await scopeOf(ctx, auth, language);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await q.categoryById(trx, scope.clientId, categoryId, true))) throw notFound();
    const files = await trx
      .selectFrom('library_files')
      .select('id')
      .where('category_id', '=', categoryId)
      .limit(1)
      .execute();
    if (files.length > 0) throw new AppError('content.library_category_not_empty', 409);
    await trx.deleteFrom('library_categories').where('id', '=', categoryId).execute();
    await audited(trx, scope, 'content.library.category_deleted', 'library_category', categoryId, now);
    return { ok: true as const };
  });
}

// Files

export async function listEditorFiles(
  ctx: ServiceContext,
  auth: AuthContext,
  query: AdminLibraryFilesQuery,
  language: LanguageCode,
): Promise<AdminLibraryFilesPage> {
  const { scope } = await scopeOf(ctx, auth, language);
  const filter = {
    categoryId: query.category,
    search: query.search,
    kind: query.kind as FileKind | undefined,
  };
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count] = await Promise.all([
    q.editorPage(ctx.db, scope.clientId, filter, page),
    q.countEditor(ctx.db, scope.clientId, filter),
  ]);
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toAdminFile) };
}

/** Refuses a category that is not one of the client's (400 naming `category_id`). */
export async function checkCategory(
  db: Db | Trx,
  scope: EditorScope,
  categoryId: number,
  language: LanguageCode,
) {
  if (!(await q.categoryById(db, scope.clientId, categoryId)))
    throw fieldError('category_id', validationMessage('field.invalid', language));
}

async function lockedFile(trx: Trx, scope: EditorScope, fileId: number): Promise<q.EditorRow> {
  const row = await q.editorFile(trx, scope.clientId, fileId, true);
  if (!row) throw notFound();
  return row;
}

/** The groups a file is shown to, each once; one that is not a user group of the client is refused (400). */
export async function checkGroups(
  db: Db | Trx,
  scope: EditorScope,
  groups: readonly number[],
  language: LanguageCode,
): Promise<number[]> {
  const groupIds = [...new Set(groups)];
  const known = await q.groupsOfClient(db, scope.clientId, groupIds);
  const unknown = groupIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw fieldError(`group_ids.${unknown}`, validationMessage('field.invalid', language));
  return groupIds;
}

/** Edits a file's texts, category and visibility (languages, groups of the client): the fields sent replace. */
export async function updateFile(
  ctx: ServiceContext,
  auth: AuthContext,
  fileId: number,
  body: UpdateLibraryFileRequest,
  language: LanguageCode,
): Promise<AdminLibraryFile> {
  const { scope } = await scopeOf(ctx, auth, language);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockedFile(trx, scope, fileId);
    if (body.category_id !== undefined) await checkCategory(trx, scope, body.category_id, language);
    const groupIds = body.group_ids ? await checkGroups(trx, scope, body.group_ids, language) : undefined;
    const title = body.title ?? current.title;
    const description = body.description ?? current.description;
    await trx
      .updateTable('library_files')
      .set({
        title,
        description,
        search_text: searchTextOf({ title, description, file_name: current.file_name }),
        ...(body.category_id !== undefined ? { category_id: body.category_id } : {}),
        ...(body.languages !== undefined ? { languages: body.languages } : {}),
        ...(groupIds ? { group_ids: groupIds } : {}),
        updated_by: scope.actorId,
        updated_at: now,
      })
      .where('id', '=', fileId)
      .execute();
    await audited(trx, scope, 'content.library.file_updated', 'library_file', fileId, now, Object.keys(body));
    return toAdminFile(await lockedFile(trx, scope, fileId));
  });
}

/**
 * Publishes a file to the learners who may see it, or unpublishes it (its editors alone see it, marked): out of
 * learners' lists, counts and search, 404 by id, its links no longer served. Doing what is done records nothing.
 */
export async function setFilePublished(
  ctx: ServiceContext,
  auth: AuthContext,
  fileId: number,
  published: boolean,
  language: LanguageCode,
): Promise<AdminLibraryFile> {
  const { scope } = await scopeOf(ctx, auth, language);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockedFile(trx, scope, fileId);
    if (current.published === published) return toAdminFile(current);
    await trx
      .updateTable('library_files')
      .set({ published, updated_by: scope.actorId, updated_at: now })
      .where('id', '=', fileId)
      .execute();
    const action = published ? 'content.library.file_published' : 'content.library.file_unpublished';
    await audited(trx, scope, action, 'library_file', fileId, now);
    return toAdminFile(await lockedFile(trx, scope, fileId));
  });
}

/** Deletes a file: its row and stored file row in the transaction, its bytes after commit. */
export async function deleteFile(
  ctx: ServiceContext,
  auth: AuthContext,
  fileId: number,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<{ ok: true }> {
  const { scope } = await scopeOf(ctx, auth, language);
  const now = ctx.clock.now();
  const key = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockedFile(trx, scope, fileId);
    await trx.deleteFrom('library_files').where('id', '=', fileId).execute();
    await trx
      .deleteFrom('stored_files')
      .where('key', '=', current.file_key)
      .where('purpose', '=', LIBRARY_FILE_PURPOSE)
      .execute();
    await audited(trx, scope, 'content.library.file_deleted', 'library_file', fileId, now);
    return current.file_key;
  });
  await removeFiles(fileStoreFor(ctx), [key], log);
  return { ok: true };
}
