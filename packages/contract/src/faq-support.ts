import {
  FAQ_ANSWER_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  LANGUAGE_CODES,
  SUPPORT_COUNTRIES,
  SUPPORT_TICKET_STATUSES,
} from '@elevar/domain';
import { z } from 'zod';
import { id, PageQuery, pageOf, queryId, TranslatedText } from './common.ts';

/**
 * FAQ and support (issue 16, docs/content.md). A client's FAQ is written per language: questions with rich-text
 * answers in categories (SPEC §3 site lists), ordered, shown once published. The contact support form (SPEC §2)
 * opens a ticket the support team (SPEC §6) answers within 7 working days (SPEC §9).
 */

const Language = z.enum(LANGUAGE_CODES);

export const FaqCategory = z.object({
  id: z.number().int(),
  name: z.string().describe('In the reader’s language'),
});
export type FaqCategory = z.infer<typeof FaqCategory>;

export const FaqQuery = PageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(100),
  category: queryId().optional().describe('Only the questions of this FAQ category'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Words of the question or the answer, accents and case ignored'),
});
export type FaqQuery = z.infer<typeof FaqQuery>;

export const FaqEntry = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  question: z.string(),
  answer: z.string().describe('Sanitized HTML (the server’s allow-list)'),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqPage = pageOf(FaqEntry).extend({
  language: Language.describe(
    'The language of the FAQ shown: the reader’s, else the client’s default, else pt-BR, the first with one',
  ),
  categories: z.array(FaqCategory).describe('The client’s FAQ categories, in order'),
});
export type FaqPage = z.infer<typeof FaqPage>;

export const AdminFaqQuery = PageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(100),
  language: Language.describe('The language version being edited'),
  category: queryId().optional().describe('Only this category’s questions'),
});
export type AdminFaqQuery = z.infer<typeof AdminFaqQuery>;

export const AdminFaqEntry = FaqEntry.extend({
  language: Language,
  position: z.number().int().describe('Order within its category, from 1'),
  published: z.boolean().describe('Shown to learners'),
  updated_at: z.string(),
});
export type AdminFaqEntry = z.infer<typeof AdminFaqEntry>;

export const AdminFaqPage = pageOf(AdminFaqEntry).extend({ categories: z.array(FaqCategory) });
export type AdminFaqPage = z.infer<typeof AdminFaqPage>;

const entryFields = {
  category_id: id().describe('One of the client’s FAQ categories'),
  question: z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH).describe('The question, plain text'),
  answer: z
    .string()
    .max(FAQ_ANSWER_MAX_LENGTH)
    .describe(
      'HTML; the server keeps only its allow-list (no scripts, handlers, styles or javascript: links)',
    ),
  published: z.boolean().describe('Shown to learners'),
};

export const CreateFaqEntryRequest = z.object({
  language: Language.describe('The language this question is written in'),
  ...entryFields,
  published: entryFields.published.default(false),
});
export type CreateFaqEntryRequest = z.input<typeof CreateFaqEntryRequest>;

export const UpdateFaqEntryRequest = z.object({
  category_id: entryFields.category_id.optional(),
  question: entryFields.question.optional(),
  answer: entryFields.answer.optional(),
  published: entryFields.published.optional(),
});
export type UpdateFaqEntryRequest = z.infer<typeof UpdateFaqEntryRequest>;

export const ReorderFaqRequest = z.object({
  ids: z
    .array(id())
    .min(1)
    .max(500)
    .describe('Questions of one category and language in their new order; others keep theirs'),
});
export type ReorderFaqRequest = z.infer<typeof ReorderFaqRequest>;

export const CreateFaqCategoryRequest = z.object({ names: TranslatedText });
export type CreateFaqCategoryRequest = z.infer<typeof CreateFaqCategoryRequest>;

// Support

export const SupportTicketStatus = z.enum(SUPPORT_TICKET_STATUSES);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatus>;

const SupportText = z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH);

export const CreateSupportTicketRequest = z.object({
  client_id: id().describe('One of the clients the user belongs to'),
  country: z.enum(SUPPORT_COUNTRIES).describe('The country the user writes from: its working days count'),
  subject: SupportText.describe('At most 256 characters (SPEC §5)'),
  message: SupportText.describe('At most 256 characters (SPEC §5)'),
});
export type CreateSupportTicketRequest = z.infer<typeof CreateSupportTicketRequest>;

export const SupportMessage = z.object({
  id: z.number().int(),
  from_staff: z.boolean().describe('Written by the support team'),
  author_name: z.string().nullable().describe('The writer’s name; null for a closed account'),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportTicketSummary = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  subject: z.string(),
  status: SupportTicketStatus,
  country: z.string(),
  respond_by: z.string().describe('The day (yyyy-mm-dd) support promised to answer by: 7 working days'),
  author_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummary>;
export const SupportTicketPage = pageOf(SupportTicketSummary);
export type SupportTicketPage = z.infer<typeof SupportTicketPage>;

export const SupportTicket = SupportTicketSummary.extend({
  messages: z.array(SupportMessage).describe('The thread, oldest first'),
  may_close: z.boolean().describe('The viewer is on the support team and the ticket is not closed'),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

export const SupportTicketQuery = PageQuery.extend({
  status: SupportTicketStatus.optional().describe('Only tickets in this state'),
});
export type SupportTicketQuery = z.infer<typeof SupportTicketQuery>;

export const SupportReplyRequest = z.object({
  body: SupportText.describe('At most 256 characters (SPEC §5)'),
});
export type SupportReplyRequest = z.infer<typeof SupportReplyRequest>;
