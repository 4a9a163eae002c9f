import type { CataloguePage, CatalogueQuery, LearningFilters, LearningHome } from '@elevar/contract';
import { type LanguageCode, localized, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import type { WrittenAnswer } from '../../platform/response-serializer.ts';
import { assertKind, usableKinds, viewerOf } from './access.ts';
import { cachedPage } from './catalogue-page.ts';
import { writePage, writtenPage } from './catalogue-written.ts';
import { toCourseCard } from './mappers.ts';
import {
  type CatalogueCursor,
  listCatalogue,
  listFilterOptions,
  listNew,
  listRecent,
  type Viewer,
} from './queries.ts';

/** An opaque keyset cursor: the last card's publication time and id. */
export function encodeCursor(cursor: CatalogueCursor): string {
  return Buffer.from(JSON.stringify([cursor.publishedAt.toISOString(), cursor.id])).toString('base64url');
}

export function decodeCursor(text: string, language: LanguageCode): CatalogueCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown];
    const publishedAt = new Date(String(at));
    if (Number.isNaN(publishedAt.getTime()) || !Number.isSafeInteger(id) || (id as number) < 1)
      throw new Error();
    return { publishedAt, id: id as number };
  } catch {
    throw new AppError('common.validation', 400, [
      { field: 'cursor', message: validationMessage('field.invalid', language) },
    ]);
  }
}

/**
 * GET /api/v1/learning/courses: a page of the catalogue with the learner's state on each card, written as the route
 * sends it (a cached page from its cards' kept JSON, `catalogue-written.ts`).
 */
export async function catalogue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: CatalogueQuery,
  language: LanguageCode,
): Promise<WrittenAnswer<CataloguePage>> {
  const { actor, viewer } = await viewerOf(ctx, auth, language);
  await assertKind(ctx, actor, query.kind);
  const { cursor: text, ...filters } = query;
  const cursor = text ? decodeCursor(text, language) : null;
  // a filter on the learner's own state (progress, status, favourite) makes the page theirs alone: read it whole
  const shared =
    filters.progress === undefined && filters.status === undefined && filters.favourite === undefined;
  const cached = shared ? await cachedPage(ctx, viewer, filters, cursor) : undefined;
  if (!cached) return writePage(ctx, await uncachedPage(ctx, viewer, filters, cursor));
  const { results, last, more } = cached;
  return writtenPage(ctx, results, nextCursor(last && { id: last.id, published_at: last.publishedAt }, more));
}

async function uncachedPage(
  ctx: ServiceContext,
  viewer: Viewer,
  filters: Omit<CatalogueQuery, 'cursor'>,
  cursor: CatalogueCursor | null,
): Promise<CataloguePage> {
  const rows = await listCatalogue(ctx.db, viewer, filters, cursor);
  const page = rows.slice(0, filters.limit);
  return {
    results: page.map((row) => toCourseCard(row, viewer.language)),
    next_cursor: nextCursor(page.at(-1), rows.length > filters.limit),
  };
}

function nextCursor(last: { id: number; published_at: Date | null } | undefined, more: boolean) {
  return more && last?.published_at ? encodeCursor({ publishedAt: last.published_at, id: last.id }) : null;
}

/** GET /api/v1/learning/filters: the client's areas, groups, tags and categories, named in the language. */
export async function filterOptions(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<LearningFilters> {
  const { viewer } = await viewerOf(ctx, auth, language);
  const lists = await listFilterOptions(ctx.db, viewer.clientId);
  const name = (row: { id: number; name: string | null; names: Record<string, string> | null }) => ({
    id: row.id,
    name: localized(row.names, language, row.name ?? ''),
  });
  return {
    areas: lists.areas.map(name),
    groups: lists.groups.map(name),
    tags: lists.tags.map(name),
    categories: lists.categories.map(name),
  };
}

export const HOME_ROW_SIZE = 8;
const NEW_FOR_DAYS = 30;

/** GET /api/v1/learning/home: "continue where you left off" and "new for you". */
export async function learningHome(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<LearningHome> {
  const { actor, viewer } = await viewerOf(ctx, auth, language);
  const kinds = await usableKinds(ctx, actor);
  if (kinds.length === 0) return { continue: [], new: [] };
  const since = new Date(ctx.clock.now().getTime() - NEW_FOR_DAYS * 86_400_000);
  const [recent, fresh] = await Promise.all([
    listRecent(ctx.db, viewer, kinds, HOME_ROW_SIZE),
    listNew(ctx.db, viewer, kinds, since, HOME_ROW_SIZE),
  ]);
  return {
    continue: recent.map((row) => toCourseCard(row, language)),
    new: fresh.map((row) => toCourseCard(row, language)),
  };
}
