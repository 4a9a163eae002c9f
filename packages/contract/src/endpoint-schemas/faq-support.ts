import { IdParam, OkResponse } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  AdminFaqEntry,
  AdminFaqPage,
  AdminFaqQuery,
  CreateFaqCategoryRequest,
  CreateFaqEntryRequest,
  CreateSupportTicketRequest,
  FaqCategory,
  FaqPage,
  FaqQuery,
  ReorderFaqRequest,
  SupportReplyRequest,
  SupportTicket,
  SupportTicketPage,
  SupportTicketQuery,
  UpdateFaqEntryRequest,
} from '../faq-support.ts';

/** The schemas of `endpoints/faq-support.ts`, by the same names. */
export const faqSupportSchemas = {
  faq: { query: FaqQuery, response: FaqPage },
  adminFaq: { query: AdminFaqQuery, response: AdminFaqPage },
  adminFaqCreate: { body: CreateFaqEntryRequest, response: AdminFaqEntry, status: 201 },
  adminFaqUpdate: { params: IdParam, body: UpdateFaqEntryRequest, response: AdminFaqEntry },
  adminFaqDelete: { params: IdParam, response: OkResponse },
  adminFaqReorder: { body: ReorderFaqRequest, response: OkResponse },
  adminFaqCategoryCreate: { body: CreateFaqCategoryRequest, response: FaqCategory, status: 201 },
  supportTicketCreate: { body: CreateSupportTicketRequest, response: SupportTicket, status: 201 },
  supportTickets: { query: SupportTicketQuery, response: SupportTicketPage },
  supportTicket: { params: IdParam, response: SupportTicket },
  supportTicketReply: { params: IdParam, body: SupportReplyRequest, response: SupportTicket },
  supportTicketClose: { params: IdParam, response: SupportTicket },
  adminSupportTickets: { query: SupportTicketQuery, response: SupportTicketPage },
} as const satisfies Record<string, EndpointSchemas>;
