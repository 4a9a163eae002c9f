import { z } from 'zod';
import { id, TranslatedText } from './common.ts';

/**
 * The categories editors keep for news and for the FAQ (SPEC §3 site lists; docs/content.md "Categories"): named in
 * the four languages, in the order the editors give them.
 */
export const AdminContentCategory = z.object({
  id: z.number().int(),
  name: z.string().describe('In the editor’s language'),
  names: z.record(z.string(), z.string()).describe('Every language as stored'),
  position: z.number().int().describe('Order in the list, from 1'),
  item_count: z.number().int().describe('The articles (news) or questions (FAQ, every language) in it'),
});
export type AdminContentCategory = z.infer<typeof AdminContentCategory>;
export const AdminContentCategoryList = z.object({ results: z.array(AdminContentCategory) });
export type AdminContentCategoryList = z.infer<typeof AdminContentCategoryList>;

export const ContentCategoryRequest = z.object({
  names: TranslatedText.describe('The category’s name in all four languages'),
});
export type ContentCategoryRequest = z.infer<typeof ContentCategoryRequest>;

export const ReorderCategoriesRequest = z.object({
  ids: z.array(id()).min(1).max(500).describe('Every category of the client, each once, in their new order'),
});
export type ReorderCategoriesRequest = z.infer<typeof ReorderCategoriesRequest>;
