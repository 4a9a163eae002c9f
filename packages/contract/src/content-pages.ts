import { CLIENT_PAGE_BODY_MAX_LENGTH, FREE_TEXT_MAX_LENGTH, LANGUAGE_CODES } from '@elevar/domain';
import { z } from 'zod';

/**
 * The clients' own pages (docs/content.md "Pages"): SPEC §2's hotsite (the rewards programme's page inside the app)
 * and about-the-team, the main area's copies of the institutional pages (about, terms-and-conditions,
 * privacy-policy, cookies: a client's version replaces the platform's text there) and the introductions of the
 * support and contact-us screens (above their form, in place of the platform's default text), written by each client's editors (programme administrators, superusers acting in it) in any
 * of the four languages. A member reads a page in their language, else the client's, else pt-BR, else the first
 * written; a page nobody wrote answers 404.
 */

export const CLIENT_PAGE_SLUGS = [
  'hotsite',
  'about-the-team',
  'about',
  'terms-and-conditions',
  'privacy-policy',
  'cookies',
  'support',
  'contact-us',
] as const;
export type ClientPageSlug = (typeof CLIENT_PAGE_SLUGS)[number];

const Language = z.enum(LANGUAGE_CODES);

export const ClientPageParams = z.object({
  slug: z
    .enum(CLIENT_PAGE_SLUGS)
    .describe(`Which page: ${CLIENT_PAGE_SLUGS.map((slug) => `\`${slug}\``).join(', ')}`),
});
export type ClientPageParams = z.infer<typeof ClientPageParams>;

/** A page as a member reads it. */
export const ClientPage = z.object({
  slug: z.enum(CLIENT_PAGE_SLUGS),
  language: Language.describe('The version shown: the reader’s language or the fallback'),
  title: z.string(),
  body: z.string().describe('Sanitized HTML (the server’s allow-list); long link texts cut as SPEC §9 says'),
  updated_at: z.string().describe('When the version shown was last saved (ISO 8601)'),
});
export type ClientPage = z.infer<typeof ClientPage>;

/** One language version as the editor writes it: a blank title means no version in that language. */
export const ClientPageVersionInput = z.object({
  title: z.string().trim().max(FREE_TEXT_MAX_LENGTH),
  body: z
    .string()
    .max(CLIENT_PAGE_BODY_MAX_LENGTH)
    .default('')
    .describe(
      'HTML; the server keeps only its allow-list (no scripts, handlers, styles or javascript: links)',
    ),
});

/** PUT: the page's versions, replacing the stored ones whole (a language left out is removed); one is required. */
export const SaveClientPageRequest = z.object({
  versions: z.partialRecord(Language, ClientPageVersionInput),
});
export type SaveClientPageRequest = z.infer<typeof SaveClientPageRequest>;

/** A page for its editors: every version as stored (bodies sanitized), and when it was last saved. */
export const AdminClientPage = z.object({
  slug: z.enum(CLIENT_PAGE_SLUGS),
  versions: z.partialRecord(Language, z.object({ title: z.string(), body: z.string() })),
  updated_at: z.string().nullable().describe('Null: never written'),
  published: z.boolean().describe('Shown to the members (false: taken down by an editor, its versions kept)'),
});
export type AdminClientPage = z.infer<typeof AdminClientPage>;

/** Every page of the client for its editors, written or not, in CLIENT_PAGE_SLUGS order. */
export const AdminClientPageList = z.object({
  results: z.array(
    z.object({
      slug: z.enum(CLIENT_PAGE_SLUGS),
      title: z.string().nullable().describe('In the editor’s language or the fallback; null: never written'),
      languages: z.array(Language).describe('The languages written'),
      updated_at: z.string().nullable(),
      published: z.boolean(),
    }),
  ),
});
export type AdminClientPageList = z.infer<typeof AdminClientPageList>;
