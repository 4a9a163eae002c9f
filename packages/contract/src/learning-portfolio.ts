import { z } from 'zod';
import { queryId } from './common.ts';
import { ActivityKindSchema, CourseKind } from './learning.ts';

/**
 * The public portfolio (SPEC §2 portfolio area, docs/learning.md "Portfolio"): a client's showcase of the courses,
 * podcasts and trails it marks for it, for visitors who have not signed in. It answers only while the client's
 * portfolio setting is on (else 404), and only for published courses shown to every group: no learner's data, no
 * activity content.
 */

const client = z
  .string()
  .max(64)
  .optional()
  .describe("The site's client slug, as the login's `?client=` (absent or unknown: the default site)");

export const PortfolioQuery = z.object({
  client,
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe('The `next_cursor` of the previous page (keyset pagination, newest first, as the catalogue)'),
  limit: z.coerce.number().int().min(1).max(48).default(24).describe('Cards per page (at most 48)'),
});
export type PortfolioQuery = z.infer<typeof PortfolioQuery>;

export const PortfolioCourseParams = z.object({
  id: queryId().describe('The course id (the slug after `-id-`)'),
});
export const PortfolioCourseQuery = z.object({ client });

export const PortfolioCard = z
  .object({
    id: z.number().int(),
    kind: CourseKind,
    title: z.string().describe("In the request's language, else the client's default, else any written"),
    summary: z.string().describe('The description cut to about 200 characters'),
    cover_url: z.string().nullable(),
    workload_hours: z
      .number()
      .min(0)
      .describe('The workload in hours, to one decimal (0 when none is given)'),
    slug: z
      .string()
      .describe('The canonical `portfolio-course/{slug}`: the title in ASCII words, `-id-`, the course id'),
  })
  .describe('A course, podcast or trail of the showcase');
export type PortfolioCard = z.infer<typeof PortfolioCard>;

export const PortfolioPage = z.object({
  results: z.array(PortfolioCard),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
});
export type PortfolioPage = z.infer<typeof PortfolioPage>;

export const PortfolioCourse = PortfolioCard.extend({
  description: z.string().describe('The whole description, plain text'),
  activities: z
    .array(z.object({ title: z.string(), kind: ActivityKindSchema }))
    .describe("A course's or podcast's activities in order: titles and kinds only, never their content"),
  courses: z
    .array(z.object({ title: z.string(), kind: CourseKind }))
    .describe("A trail's published courses in order (empty for a course or a podcast)"),
}).describe('One course of the showcase, with what it holds');
export type PortfolioCourse = z.infer<typeof PortfolioCourse>;
