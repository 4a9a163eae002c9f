/**
 * Support tickets (SPEC §2 contact support form, docs/content.md): who answers them and the states they go through.
 * A ticket is `open` until the support team answers it (`answered`); a new message from its author opens it again;
 * staff close it (`closed`), and a closed ticket takes no more messages.
 */
import type { Role } from '../identity/roles.ts';

export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** SPEC §6 "Support team": the role that sees the queue, answers and closes tickets (superusers too). */
export const SUPPORT_STAFF_ROLES: readonly Role[] = ['support'];

/** Who may work the support queue in the client they act in. */
export function isSupportStaff(viewer: { role: Role | null; isSuperuser: boolean }): boolean {
  return viewer.isSuperuser || (viewer.role !== null && SUPPORT_STAFF_ROLES.includes(viewer.role));
}

/** The status a ticket takes after a message: staff answer it; its author's message opens it again. */
export function statusAfterMessage(fromStaff: boolean): SupportTicketStatus {
  return fromStaff ? 'answered' : 'open';
}

/** FAQ entries are written by the client's programme administrators (as news), and superusers acting in it. */
export const FAQ_EDITOR_ROLES: readonly Role[] = ['program_admin'];
