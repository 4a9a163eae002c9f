import type {
  LibraryCategoryList,
  LibraryFile,
  LibraryFilesPage,
  LibraryFilesQuery,
  LibrarySearchPage,
} from '@elevar/contract';
import type { FileKind, LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { type Actor, assertModule, hasRole, loadActor } from '../../identity/index.ts';
import { NEWS_EDITOR_ROLES } from '../news/policy.ts';
import { clientLanguage } from '../news/queries.ts';
import { downloadUrl } from './download.ts';
import { type Naming, nameOf, toFileItem, toLibraryFile, toSearchItem } from './mappers.ts';
import * as q from './queries.ts';

/** The learner reading the library of the client they act in, when it has one and they may use it; else 404. */
async function viewerOf(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<{ viewer: q.Viewer; naming: Naming; actor: Actor }> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'library');
  return {
    viewer: { clientId, userId: actor.userId, language },
    naming: { language, clientLanguage: await clientLanguage(ctx.db, clientId) },
    actor,
  };
}

const filterOf = (query: LibraryFilesQuery) => ({
  search: query.search,
  kind: query.kind as FileKind | undefined,
});
const pageOf = (query: LibraryFilesQuery) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});

/** SPEC §2 library: the client's categories in the reader's language, each with the files the reader may see. */
export async function listCategories(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<LibraryCategoryList> {
  const { viewer, naming } = await viewerOf(ctx, auth, language);
  const [rows, counts] = await Promise.all([
    q.categoriesOf(ctx.db, viewer.clientId),
    q.visibleCounts(ctx.db, viewer),
  ]);
  return {
    results: rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      name: nameOf(row.names, naming),
      file_count: counts.get(Number(row.id)) ?? 0,
    })),
  };
}

/** SPEC §2 library/{name}: a category's files the reader may see, by title; search and kind filter, pages. */
export async function listCategoryFiles(
  ctx: ServiceContext,
  auth: AuthContext,
  slug: string,
  query: LibraryFilesQuery,
  language: LanguageCode,
): Promise<LibraryFilesPage> {
  const { viewer, naming } = await viewerOf(ctx, auth, language);
  const category = await q.categoryBySlug(ctx.db, viewer.clientId, slug);
  if (!category) throw notFound();
  const filter = filterOf(query);
  const [rows, count] = await Promise.all([
    q.filesPage(ctx.db, viewer, Number(category.id), filter, pageOf(query)),
    q.countFiles(ctx.db, viewer, Number(category.id), filter),
  ]);
  return {
    category: { id: Number(category.id), slug: category.slug, name: nameOf(category.names, naming) },
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map(toFileItem),
  };
}

/**
 * The search of SPEC §2 library: the files the reader may see in every category, by title, matching the words
 * (title, description or file name; accents and case ignored) and the kind; pages.
 */
export async function searchFiles(
  ctx: ServiceContext,
  auth: AuthContext,
  query: LibraryFilesQuery,
  language: LanguageCode,
): Promise<LibrarySearchPage> {
  const { viewer, naming } = await viewerOf(ctx, auth, language);
  const filter = filterOf(query);
  const [rows, count] = await Promise.all([
    q.searchPage(ctx.db, viewer, filter, pageOf(query)),
    q.countSearch(ctx.db, viewer, filter),
  ]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toSearchItem(row, naming)),
  };
}

/**
 * SPEC §2 libraries/{id}: one file the reader may see, with its link; any other is not found. The client's editors
 * also open any file of the client (unpublished, or shown to other languages or groups), marked by `published`, to
 * preview it as learners will.
 */
export async function readFile(
  ctx: ServiceContext,
  auth: AuthContext,
  fileId: number,
  language: LanguageCode,
): Promise<LibraryFile> {
  const { viewer, naming, actor } = await viewerOf(ctx, auth, language);
  const editor = actor.isSuperuser || hasRole(actor, NEWS_EDITOR_ROLES);
  const row =
    (await q.visibleFile(ctx.db, viewer, fileId)) ??
    (editor ? await q.clientFile(ctx.db, viewer.clientId, fileId) : undefined);
  if (!row) throw notFound();
  const url = downloadUrl(ctx, Number(row.id), viewer.userId, !row.published);
  return toLibraryFile(row, naming, url);
}
