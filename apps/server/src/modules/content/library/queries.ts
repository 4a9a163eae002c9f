import { type FileKind, type LanguageCode, searchKey } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';

/** Who reads: a learner in the client they act in, in the language of the request. */
export interface Viewer {
  clientId: number;
  userId: number;
  language: LanguageCode;
}

export interface FileFilter {
  search?: string | undefined;
  kind?: FileKind | undefined;
}

/** The substring pattern of a search (the domain's `searchKey`, LIKE's own characters escaped). */
function like(search: string): string {
  return `%${searchKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The files a learner may see (issue 16): of their client, published, in their language when the file restricts its
 * languages, and shown to every group or to one of theirs. Every learner-facing read starts here, so another
 * client's file, an unpublished or a hidden one, is simply not found.
 */
export function visibleFiles(db: Db | Trx, viewer: Viewer) {
  return db
    .selectFrom('library_files as f')
    .where('f.client_id', '=', viewer.clientId)
    .where('f.published', '=', true)
    .where((eb) =>
      eb.or([eb('f.languages', 'is', null), sql<boolean>`${viewer.language} = any(f.languages)`]),
    )
    .where(
      sql<boolean>`(cardinality(f.group_ids) = 0 or f.group_ids && array(select vm.group_id
        from user_group_members vm where vm.user_id = ${viewer.userId}))`,
    );
}

type FileScope = ReturnType<typeof visibleFiles>;

function filtered<Q extends FileScope>(query: Q, filter: FileFilter): Q {
  let scoped = query;
  if (filter.kind) scoped = scoped.where('f.kind', '=', filter.kind) as Q;
  if (filter.search) scoped = scoped.where('f.search_text', 'like', like(filter.search)) as Q;
  return scoped;
}

export const FILE_COLUMNS = [
  'f.id',
  'f.category_id',
  'f.title',
  'f.description',
  'f.file_name',
  'f.extension',
  'f.kind',
  'f.content_type',
  'f.size',
  'f.download_count',
  'f.updated_at',
] as const;

export function categoriesOf(db: Db, clientId: number) {
  return db
    .selectFrom('library_categories')
    .select(['id', 'slug', 'names', 'position'])
    .where('client_id', '=', clientId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The learner's visible files per category. */
export async function visibleCounts(db: Db, viewer: Viewer): Promise<Map<number, number>> {
  const rows = await visibleFiles(db, viewer)
    .select(['f.category_id', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('f.category_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.count)]));
}

/** Every file per category of a client (the editors' counts). */
export async function allCounts(db: Db | Trx, clientId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('library_files')
    .select(['category_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('client_id', '=', clientId)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.count)]));
}

export function categoryBySlug(db: Db, clientId: number, slug: string) {
  return db
    .selectFrom('library_categories')
    .select(['id', 'slug', 'names'])
    .where('client_id', '=', clientId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function categoryById(db: Db | Trx, clientId: number, categoryId: number, lock = false) {
  const query = db
    .selectFrom('library_categories')
    .select(['id', 'slug', 'names', 'position'])
    .where('client_id', '=', clientId)
    .where('id', '=', categoryId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A page of a category's visible files, by title. */
export function filesPage(
  db: Db,
  viewer: Viewer,
  categoryId: number,
  filter: FileFilter,
  page: { limit: number; offset: number },
) {
  return filtered(visibleFiles(db, viewer).where('f.category_id', '=', categoryId), filter)
    .select(FILE_COLUMNS)
    .orderBy('f.title')
    .orderBy('f.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countFiles(db: Db, viewer: Viewer, categoryId: number, filter: FileFilter) {
  const row = await filtered(visibleFiles(db, viewer).where('f.category_id', '=', categoryId), filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A page of the visible files of every category (the search of `library`), by title, each with its category; the
 * words read the trigram index on `search_text`, browsing `library_files_title_idx`.
 */
export function searchPage(
  db: Db,
  viewer: Viewer,
  filter: FileFilter,
  page: { limit: number; offset: number },
) {
  return filtered(visibleFiles(db, viewer), filter)
    .innerJoin('library_categories as c', 'c.id', 'f.category_id')
    .select(FILE_COLUMNS)
    .select(['c.slug as category_slug', 'c.names as category_names'])
    .orderBy('f.title')
    .orderBy('f.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countSearch(db: Db, viewer: Viewer, filter: FileFilter) {
  const row = await filtered(visibleFiles(db, viewer), filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function withCategory(scope: FileScope, fileId: number) {
  return scope
    .innerJoin('library_categories as c', 'c.id', 'f.category_id')
    .select(FILE_COLUMNS)
    .select(['f.published', 'c.slug as category_slug', 'c.names as category_names'])
    .where('f.id', '=', fileId)
    .executeTakeFirst();
}

/** One visible file with its category; undefined for any other. */
export function visibleFile(db: Db, viewer: Viewer, fileId: number) {
  return withCategory(visibleFiles(db, viewer), fileId);
}

/** Any file of the client with its category, published or not (an editor's preview); undefined for another's. */
export function clientFile(db: Db, clientId: number, fileId: number) {
  return withCategory(db.selectFrom('library_files as f').where('f.client_id', '=', clientId), fileId);
}

/**
 * Counts a download, atomically (concurrent downloads each count), and answers what to stream; an unpublished file
 * only for an editor's link (`unpublished`).
 */
export function countDownload(db: Db, fileId: number, unpublished: boolean) {
  let query = db
    .updateTable('library_files')
    .set({ download_count: sql<number>`download_count + 1` })
    .where('id', '=', fileId);
  if (!unpublished) query = query.where('published', '=', true);
  return query.returning(['file_key', 'file_name', 'kind', 'content_type']).executeTakeFirst();
}

export function fileToStream(db: Db, fileId: number, unpublished: boolean) {
  let query = db
    .selectFrom('library_files')
    .select(['file_key', 'file_name', 'kind', 'content_type'])
    .where('id', '=', fileId);
  if (!unpublished) query = query.where('published', '=', true);
  return query.executeTakeFirst();
}

// Editors

export interface EditorFilter extends FileFilter {
  categoryId?: number | undefined;
}

const EDITOR_COLUMNS = [...FILE_COLUMNS, 'f.languages', 'f.group_ids', 'f.file_key', 'f.published'] as const;

function editorScope(db: Db | Trx, clientId: number, filter: EditorFilter) {
  let query = db.selectFrom('library_files as f').where('f.client_id', '=', clientId);
  if (filter.categoryId !== undefined) query = query.where('f.category_id', '=', filter.categoryId);
  if (filter.kind) query = query.where('f.kind', '=', filter.kind);
  if (filter.search) query = query.where('f.search_text', 'like', like(filter.search));
  return query;
}

export function editorPage(
  db: Db,
  clientId: number,
  filter: EditorFilter,
  page: { limit: number; offset: number },
) {
  return editorScope(db, clientId, filter)
    .select(EDITOR_COLUMNS)
    .orderBy('f.updated_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEditor(db: Db, clientId: number, filter: EditorFilter) {
  const row = await editorScope(db, clientId, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type EditorRow = NonNullable<Awaited<ReturnType<typeof editorFile>>>;

/** A file of the client for editing (locked for the caller's transaction when `lock`); undefined for another. */
export function editorFile(db: Db | Trx, clientId: number, fileId: number, lock = false) {
  const query = editorScope(db, clientId, {}).select(EDITOR_COLUMNS).where('f.id', '=', fileId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The client's file stored under `fileKey` (the one a completed upload added); undefined when there is none. */
export function editorFileByKey(db: Db | Trx, clientId: number, fileKey: string) {
  return editorScope(db, clientId, {})
    .select(EDITOR_COLUMNS)
    .where('f.file_key', '=', fileKey)
    .executeTakeFirst();
}

/** The ids among `groupIds` that are user groups of the client. */
export async function groupsOfClient(db: Db | Trx, clientId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('user_groups')
    .select('id')
    .where('client_id', '=', clientId)
    .where('id', 'in', [...groupIds])
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** The client's category slugs starting with `base` (to make a new one unique). */
export async function slugsLike(db: Db | Trx, clientId: number, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('library_categories')
    .select('slug')
    .where('client_id', '=', clientId)
    .where('slug', 'like', `${base}%`)
    .execute();
  return new Set(rows.map((row) => row.slug));
}
