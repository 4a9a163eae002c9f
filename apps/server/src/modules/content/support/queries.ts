import type { SupportTicketStatus } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';

/** Whether the user is a member of the client (the clients a ticket may be sent to). */
export async function isMember(db: Db, userId: number, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_clients')
    .select('client_id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The e-mail addresses of the client's support team (SPEC §6), approved accounts only. */
export function supportTeamAddresses(db: Db, clientId: number) {
  return db
    .selectFrom('user_clients')
    .innerJoin('users', 'users.id', 'user_clients.user_id')
    .select(['users.id', 'users.email'])
    .where('user_clients.client_id', '=', clientId)
    .where('user_clients.role', '=', 'support')
    .where('users.status', '=', 'approved')
    .where('users.email', 'is not', null)
    .orderBy('users.id')
    .execute();
}

export interface TicketFilter {
  clientId: number;
  /** Only this author's tickets (the "my tickets" view); the queue leaves it out. */
  userId?: number | undefined;
  status?: SupportTicketStatus | undefined;
}

function ticketScope(db: Db, filter: TicketFilter) {
  let query = db.selectFrom('support_tickets').where('support_tickets.client_id', '=', filter.clientId);
  if (filter.userId !== undefined) query = query.where('support_tickets.user_id', '=', filter.userId);
  if (filter.status) query = query.where('support_tickets.status', '=', filter.status);
  return query;
}

const TICKET_COLUMNS = [
  'support_tickets.id',
  'support_tickets.client_id',
  'support_tickets.user_id',
  'support_tickets.subject',
  'support_tickets.status',
  'support_tickets.country_code',
  'support_tickets.respond_by',
  'support_tickets.language',
  'support_tickets.created_at',
  'support_tickets.updated_at',
  'users.full_name as author_name',
  'users.status as author_status',
] as const;

export type TicketRow = Awaited<ReturnType<typeof ticketPage>>[number];

/** A page of tickets, most recently changed first, with their authors' names. */
export function ticketPage(db: Db, filter: TicketFilter, page: { limit: number; offset: number }) {
  return ticketScope(db, filter)
    .innerJoin('users', 'users.id', 'support_tickets.user_id')
    .select(TICKET_COLUMNS)
    .orderBy('support_tickets.updated_at', 'desc')
    .orderBy('support_tickets.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countTickets(db: Db, filter: TicketFilter): Promise<number> {
  const row = await ticketScope(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One ticket of the client (locked for the caller's transaction when `lock`); undefined for another client's. */
export function ticketOfClient(db: Db, clientId: number, ticketId: number, lock = false) {
  const query = db
    .selectFrom('support_tickets')
    .innerJoin('users', 'users.id', 'support_tickets.user_id')
    .select(TICKET_COLUMNS)
    .where('support_tickets.id', '=', ticketId)
    .where('support_tickets.client_id', '=', clientId);
  return (lock ? query.forUpdate('support_tickets') : query).executeTakeFirst();
}

/** A ticket's thread, oldest first, with each writer's name. */
export function messagesOf(db: Db, ticketId: number) {
  return db
    .selectFrom('support_messages')
    .leftJoin('users', 'users.id', 'support_messages.author_id')
    .select([
      'support_messages.id',
      'support_messages.from_staff',
      'support_messages.body',
      'support_messages.created_at',
      'users.full_name as author_name',
      'users.status as author_status',
    ])
    .where('support_messages.ticket_id', '=', ticketId)
    .orderBy('support_messages.created_at')
    .orderBy('support_messages.id')
    .execute();
}

export async function addMessage(
  db: Db,
  message: { ticketId: number; authorId: number; fromStaff: boolean; body: string; at: Date },
): Promise<void> {
  await db
    .insertInto('support_messages')
    .values({
      ticket_id: message.ticketId,
      author_id: message.authorId,
      from_staff: message.fromStaff,
      body: message.body,
      created_at: message.at,
    })
    .execute();
}

/** Deletes a closing account's tickets with their threads (its replies to others' tickets keep no name). */
export async function deleteTicketsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('support_tickets').where('user_id', '=', userId).execute();
}
