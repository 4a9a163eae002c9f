import { FREE_TEXT_MAX_LENGTH, LANGUAGE_CODES, NEWS_BODY_MAX_LENGTH, NEWS_STATES } from '@elevar/domain';
import { z } from 'zod';
import { id, isoDateTime, PageQuery, pageOf, queryId } from './common.ts';

/**
 * Content, first slice: news (docs/content.md). Learners of a client read its published articles (publish date ≤
 * now < expiry) in their language, else the client's default, else pt-BR, else the first written; content editors
 * (programme administrators, superusers acting in the client) keep them. Another client's article answers 404.
 */

/** A news summary's longest text per language. */
export const NEWS_SUMMARY_MAX_LENGTH = 1000;

export const NewsState = z.enum(NEWS_STATES);
export type NewsState = z.infer<typeof NewsState>;

const Language = z.enum(LANGUAGE_CODES);

export const NewsCategory = z.object({ id: z.number().int(), name: z.string() });
export type NewsCategory = z.infer<typeof NewsCategory>;
export const NewsCategoryList = z.object({ results: z.array(NewsCategory) });
export type NewsCategoryList = z.infer<typeof NewsCategoryList>;

/** A search by title, in any language, accents ignored (both news lists). */
const TitleSearch = z
  .string()
  .trim()
  .max(100)
  .optional()
  .describe('Words of the title, in any language, accents ignored');

export const NewsQuery = PageQuery.extend({
  category: queryId().optional().describe('Only the articles of this news category'),
  search: TitleSearch,
});
export type NewsQuery = z.infer<typeof NewsQuery>;

/** An article in the learners' list, in the language version the reader gets. */
export const NewsItem = z.object({
  id: z.number().int(),
  language: Language.describe('The version shown: the reader’s language or the fallback'),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable().describe('The cover image’s signed URL; null without a cover'),
  category: NewsCategory.nullable(),
  pinned: z.boolean(),
  publish_at: z.string().describe('When it was published (ISO 8601)'),
  is_new: z.boolean().describe('The reader has not opened it yet'),
});
export type NewsItem = z.infer<typeof NewsItem>;
export const NewsPage = pageOf(NewsItem);
export type NewsPage = z.infer<typeof NewsPage>;

/** An article opened by a learner (opening it marks it read). */
export const NewsArticle = NewsItem.extend({
  body: z.string().describe('Sanitized HTML (the server’s allow-list); long link texts cut as SPEC §9 says'),
});
export type NewsArticle = z.infer<typeof NewsArticle>;

/** One language version as the editor writes it. */
export const NewsVersionInput = z.object({
  title: z.string().trim().max(FREE_TEXT_MAX_LENGTH),
  summary: z.string().trim().max(NEWS_SUMMARY_MAX_LENGTH).default(''),
  body: z
    .string()
    .max(NEWS_BODY_MAX_LENGTH)
    .default('')
    .describe(
      'HTML; the server keeps only its allow-list (no scripts, handlers, styles or javascript: links)',
    ),
});
export type NewsVersionInput = z.infer<typeof NewsVersionInput>;

/** The versions of an article: a language with a blank title has no version; one is required. */
export const NewsVersionsInput = z.partialRecord(Language, NewsVersionInput);

const articleFields = {
  category_id: id().nullable().optional().describe('One of the client’s news categories'),
  pinned: z.boolean().optional().describe('Shown before the others'),
  publish_at: isoDateTime().nullable().optional().describe('When learners start seeing it; null: a draft'),
  expires_at: isoDateTime().nullable().optional().describe('When learners stop seeing it; null: never'),
};

export const CreateNewsRequest = z.object({ versions: NewsVersionsInput, ...articleFields });
export type CreateNewsRequest = z.infer<typeof CreateNewsRequest>;
/** Every field optional; a field sent replaces the stored one (the versions whole). */
export const UpdateNewsRequest = z.object({ versions: NewsVersionsInput.optional(), ...articleFields });
export type UpdateNewsRequest = z.infer<typeof UpdateNewsRequest>;

export const AdminNewsQuery = PageQuery.extend({
  state: NewsState.optional(),
  search: TitleSearch,
});
export type AdminNewsQuery = z.infer<typeof AdminNewsQuery>;

/** An article in the editors' list: drafts, scheduled and expired ones too. */
export const AdminNewsItem = z.object({
  id: z.number().int(),
  title: z.string().describe('In the editor’s language, else the fallback'),
  state: NewsState,
  pinned: z.boolean(),
  category_id: z.number().int().nullable(),
  cover_url: z.string().nullable(),
  languages: z.array(Language),
  publish_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminNewsItem = z.infer<typeof AdminNewsItem>;
export const AdminNewsPage = pageOf(AdminNewsItem);
export type AdminNewsPage = z.infer<typeof AdminNewsPage>;

/** An article for editing: every version as stored (the body sanitized). */
export const AdminNewsArticle = AdminNewsItem.extend({
  versions: z.partialRecord(Language, z.object({ title: z.string(), summary: z.string(), body: z.string() })),
});
export type AdminNewsArticle = z.infer<typeof AdminNewsArticle>;

/** A body to preview as readers will see it: the rich-text allow-list applied, nothing stored. */
export const RichTextPreviewRequest = z.object({
  html: z
    .string()
    .max(100_000)
    .describe('The HTML being written (a news body, a page, a FAQ answer, a step)'),
});
export type RichTextPreviewRequest = z.infer<typeof RichTextPreviewRequest>;
export const RichTextPreview = z.object({
  html: z.string().describe('What the allow-list keeps of it, long link texts cut as SPEC §9 says'),
});
export type RichTextPreview = z.infer<typeof RichTextPreview>;
