import type { Endpoint } from '../endpoints.ts';

/** FAQ and support (issue 16, docs/content.md): the learners' FAQ and its editors, tickets and the support queue. */
export const faqSupportEndpoints = {
  faq: { method: 'GET', path: '/api/v1/faq', encoding: 'json-bearer' },
  adminFaq: { method: 'GET', path: '/api/v1/admin/faq', encoding: 'json-bearer' },
  adminFaqCreate: { method: 'POST', path: '/api/v1/admin/faq', encoding: 'json-bearer' },
  adminFaqUpdate: { method: 'PATCH', path: '/api/v1/admin/faq/:id', encoding: 'json-bearer' },
  adminFaqDelete: { method: 'DELETE', path: '/api/v1/admin/faq/:id', encoding: 'json-bearer' },
  adminFaqReorder: { method: 'POST', path: '/api/v1/admin/faq/reorder', encoding: 'json-bearer' },
  adminFaqCategoryCreate: { method: 'POST', path: '/api/v1/admin/faq/categories', encoding: 'json-bearer' },
  supportTicketCreate: { method: 'POST', path: '/api/v1/support/tickets', encoding: 'json-bearer' },
  supportTickets: { method: 'GET', path: '/api/v1/support/tickets', encoding: 'json-bearer' },
  supportTicket: { method: 'GET', path: '/api/v1/support/tickets/:id', encoding: 'json-bearer' },
  supportTicketReply: {
    method: 'POST',
    path: '/api/v1/support/tickets/:id/messages',
    encoding: 'json-bearer',
  },
  supportTicketClose: { method: 'POST', path: '/api/v1/support/tickets/:id/close', encoding: 'json-bearer' },
  adminSupportTickets: { method: 'GET', path: '/api/v1/admin/support/tickets', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
