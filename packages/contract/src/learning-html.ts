import { z } from 'zod';
import { id } from './common.ts';

/**
 * HTML packages (docs/learning.md "HTML, Flash and HLS"): an author imports a completed upload (a zip of a web page
 * and its files) into an `html` activity; the learner's player reads the launch URL on the content origin and frames
 * it. Completion is the `viewed` rule (open for the activity's least time).
 */

export const ImportHtmlRequest = z.object({
  upload_id: id().describe('A completed upload of kind `package` (a zip of the page and its files)'),
  entry: z
    .string()
    .trim()
    .min(1)
    .max(1024)
    .optional()
    .describe(
      'The page to open, a path inside the package; default `index.html` (at the root, else in one folder)',
    ),
});
export type ImportHtmlRequest = z.infer<typeof ImportHtmlRequest>;

export const HtmlPackageSummary = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  version: z.number().int().describe('1 for the first import; each re-upload the next'),
  entry: z.string().describe('The page the player opens, a path inside the package'),
  file_count: z.number().int(),
  size: z.number().int().describe('Uncompressed bytes'),
  created_at: z.string(),
});
export type HtmlPackageSummary = z.infer<typeof HtmlPackageSummary>;

export const HtmlPackageState = z.object({ package: HtmlPackageSummary.nullable() });
export type HtmlPackageState = z.infer<typeof HtmlPackageState>;

/** GET /api/v1/learning/activities/:id/html */
export const HtmlLaunch = z.object({
  activity_id: z.number().int(),
  url: z
    .string()
    .describe(
      'The page to frame: the newest package’s entry on the content origin, else the authored https page',
    ),
  content_origin: z.string().nullable().describe('The origin the package is served from (never the app’s)'),
});
export type HtmlLaunch = z.infer<typeof HtmlLaunch>;
