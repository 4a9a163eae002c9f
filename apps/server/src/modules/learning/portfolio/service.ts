import type {
  CourseKind,
  PortfolioCard,
  PortfolioCourse,
  PortfolioPage,
  PortfolioQuery,
} from '@elevar/contract';
import {
  type ActivityKind,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  languageById,
  portfolioSlug,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { notFound } from '../../../platform/errors.ts';
import { findLoginSettings, findSiteClient } from '../../tenancy/index.ts';
import { MODULE_OF_KIND } from '../access.ts';
import { decodeCursor, encodeCursor } from '../catalogue.ts';
import { summaryOf, textIn } from '../mappers.ts';
import { findShowcaseCourse, listShowcase, type ShowcaseRow } from './queries.ts';

/** The site's client whose portfolio is on, with the kinds of course its modules show; else 404. */
async function portfolioSite(ctx: ServiceContext, slug: string | undefined) {
  const site = await findSiteClient(ctx.db, slug);
  const settings = site ? await findLoginSettings(ctx.db, site.id) : undefined;
  if (!site || !settings?.portfolio_enabled) throw notFound();
  const modules = site.enabled_modules ?? [];
  const kinds = (Object.keys(MODULE_OF_KIND) as CourseKind[]).filter((kind) =>
    modules.includes(MODULE_OF_KIND[kind]),
  );
  const clientLanguage = (languageById(site.default_language_id) ?? DEFAULT_LANGUAGE).code;
  return { clientId: site.id, kinds, clientLanguage };
}

function toCard(
  row: ShowcaseRow,
  read: (text: Record<string, string> | null | undefined) => string,
): PortfolioCard {
  const title = read(row.title);
  return {
    id: row.id,
    kind: row.kind,
    title,
    summary: summaryOf(read(row.description)),
    cover_url: row.cover_url,
    workload_hours: Math.round(row.workload_minutes / 6) / 10,
    slug: portfolioSlug(title, row.id),
  };
}

/** GET /api/v1/learning/portfolio: a page of the client's showcase, newest first. */
export async function portfolioPage(
  ctx: ServiceContext,
  query: PortfolioQuery,
  language: LanguageCode,
): Promise<PortfolioPage> {
  const site = await portfolioSite(ctx, query.client);
  const cursor = query.cursor ? decodeCursor(query.cursor, language) : null;
  if (site.kinds.length === 0) return { results: [], next_cursor: null };
  const rows = await listShowcase(ctx.db, site.clientId, site.kinds, cursor, query.limit);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const read = textIn({ client_language: site.clientLanguage }, language);
  return {
    results: page.map((row) => toCard(row, read)),
    next_cursor:
      rows.length > query.limit && last?.published_at
        ? encodeCursor({ publishedAt: last.published_at, id: last.id })
        : null,
  };
}

/** GET /api/v1/learning/portfolio/courses/:id: one course of the showcase; any other id is not found. */
export async function portfolioCourse(
  ctx: ServiceContext,
  slug: string | undefined,
  courseId: number,
  language: LanguageCode,
): Promise<PortfolioCourse> {
  const site = await portfolioSite(ctx, slug);
  if (site.kinds.length === 0) throw notFound();
  const row = await findShowcaseCourse(ctx.db, site.clientId, site.kinds, courseId);
  if (!row) throw notFound();
  const read = textIn({ client_language: site.clientLanguage }, language);
  return {
    ...toCard(row, read),
    description: read(row.description),
    activities: row.activities.map((a) => ({ title: read(a.title), kind: a.kind as ActivityKind })),
    courses: row.kind === 'trail' ? row.courses.map((c) => ({ title: read(c.title), kind: c.kind })) : [],
  };
}
