import type {
  AuditAction,
  CreateSupportTicketRequest,
  SupportReplyRequest,
  SupportTicket,
  SupportTicketPage,
  SupportTicketQuery,
  SupportTicketSummary,
} from '@elevar/contract';
import {
  errorMessage,
  isSupportStaff,
  type LanguageCode,
  type SupportTicketStatus,
  statusAfterMessage,
  supportResponseDate,
} from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, forbidden, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { type Actor, loadActor, requireClient } from '../../identity/index.ts';
import { notify } from '../../notifications/index.ts';
import * as q from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const dayOf = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
/** A closed account's name is not shown (its row keeps a placeholder). */
const nameOf = (name: string | null, status: string | null) => (status === 'closed' ? null : name);

function toSummary(row: q.TicketRow): SupportTicketSummary {
  return {
    id: row.id,
    client_id: row.client_id,
    subject: row.subject,
    status: row.status,
    country: row.country_code,
    respond_by: dayOf(row.respond_by),
    author_name: nameOf(row.author_name, row.author_status),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function ticketAnswer(db: Trx | ServiceContext['db'], row: q.TicketRow, staff: boolean) {
  const messages = await q.messagesOf(db, row.id);
  return {
    ...toSummary(row),
    may_close: staff && row.status !== 'closed',
    messages: messages.map((message) => ({
      id: message.id,
      from_staff: message.from_staff,
      author_name: nameOf(message.author_name, message.author_status),
      body: message.body,
      created_at: iso(message.created_at),
    })),
  } satisfies SupportTicket;
}

/**
 * A ticket the actor may read in the client they act in: their own, or any of the client's for its support team;
 * anyone else's (or another client's) is not found, so a ticket's existence is not told.
 */
async function visibleTicket(trx: Trx | ServiceContext['db'], actor: Actor, ticketId: number, lock = false) {
  const clientId = requireClient(actor);
  const row = await q.ticketOfClient(trx, clientId, ticketId, lock);
  const staff = isSupportStaff(actor);
  if (!row || (!staff && row.user_id !== actor.userId)) throw notFound();
  return { row, staff, clientId };
}

/** The support team's e-mail about a new ticket, in the author's language. */
function teamMail(ticket: {
  id: number;
  subject: string;
  message: string;
  country: string;
  respondBy: string;
}) {
  return {
    subject: `[Suporte #${ticket.id}] ${ticket.subject}`,
    body: [
      `Ticket #${ticket.id} (${ticket.country})`,
      `Responder até / Answer by: ${ticket.respondBy}`,
      '',
      ticket.message,
    ].join('\n'),
  };
}

/**
 * SPEC §2 contact support form: opens a ticket in one of the user's clients with its first message, promises an
 * answer by the 7th working day in the country's calendar (SPEC §9), and e-mails the client's support team through
 * the outbox (delivered after commit). Anything failing on the way answers SPEC §8's "could not send" message.
 */
export async function createTicket(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CreateSupportTicketRequest,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<SupportTicket> {
  const actor = await loadActor(ctx, auth);
  if (!(await q.isMember(ctx.db, actor.userId, body.client_id))) throw notFound();
  const now = ctx.clock.now();
  const respondBy = supportResponseDate(body.country, now);
  let mailIds: number[] = [];
  let answer: SupportTicket;
  try {
    answer = await inTransaction(ctx.db, async (trx) => {
      const ticket = await trx
        .insertInto('support_tickets')
        .values({
          client_id: body.client_id,
          user_id: actor.userId,
          country_code: body.country,
          subject: body.subject,
          respond_by: respondBy,
          language,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await q.addMessage(trx, {
        ticketId: ticket.id,
        authorId: actor.userId,
        fromStaff: false,
        body: body.message,
        at: now,
      });
      const mail = teamMail({ ...body, id: ticket.id, respondBy });
      const team = await q.supportTeamAddresses(trx, body.client_id);
      mailIds = [];
      for (const member of team)
        mailIds.push(
          await ctx.messenger.record(trx, {
            channel: 'email',
            to: member.email as string,
            subject: mail.subject,
            body: mail.body,
            template: 'support_ticket',
            clientId: body.client_id,
            userId: member.id,
          }),
        );
      const row = await q.ticketOfClient(trx, body.client_id, ticket.id);
      if (!row) throw notFound();
      return ticketAnswer(trx, row, false);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'support ticket not stored');
    throw new AppError('support.send_failed', 503);
  }
  await ctx.messenger.deliver(mailIds);
  return answer;
}

/** The user's own tickets in the client they act in, most recently changed first. */
export async function listMyTickets(
  ctx: ServiceContext,
  auth: AuthContext,
  query: SupportTicketQuery,
): Promise<SupportTicketPage> {
  const actor = await loadActor(ctx, auth);
  const filter = { clientId: requireClient(actor), userId: actor.userId, status: query.status };
  return ticketList(ctx, filter, query);
}

/** The support queue (SPEC §6 support team): the client's tickets by status, most recently changed first. */
export async function listQueue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: SupportTicketQuery,
): Promise<SupportTicketPage> {
  const actor = await loadActor(ctx, auth);
  const clientId = requireClient(actor);
  if (!isSupportStaff(actor)) throw forbidden();
  return ticketList(ctx, { clientId, status: query.status }, query);
}

async function ticketList(
  ctx: ServiceContext,
  filter: q.TicketFilter,
  query: SupportTicketQuery,
): Promise<SupportTicketPage> {
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, count] = await Promise.all([
    q.ticketPage(ctx.db, filter, page),
    q.countTickets(ctx.db, filter),
  ]);
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toSummary) };
}

/** A ticket and its thread, for its author or the client's support team. */
export async function getTicket(
  ctx: ServiceContext,
  auth: AuthContext,
  ticketId: number,
): Promise<SupportTicket> {
  const actor = await loadActor(ctx, auth);
  const { row, staff } = await visibleTicket(ctx.db, actor, ticketId);
  return ticketAnswer(ctx.db, row, staff);
}

async function audited(
  trx: Trx,
  actor: Actor,
  clientId: number,
  action: AuditAction,
  ticketId: number,
  at: Date,
) {
  await recordAudit(trx, {
    actor: actor.userId,
    clientId,
    action,
    entity: 'support_ticket',
    entityId: ticketId,
    at,
  });
}

/**
 * A message on a ticket's thread: from the support team it answers the ticket and notifies its author (an inbox
 * message); from its author it opens the ticket again. A closed ticket takes none (409).
 */
export async function replyToTicket(
  ctx: ServiceContext,
  auth: AuthContext,
  ticketId: number,
  body: SupportReplyRequest,
  language: LanguageCode,
): Promise<SupportTicket> {
  const actor = await loadActor(ctx, auth);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const { row, staff, clientId } = await visibleTicket(trx, actor, ticketId, true);
    if (row.status === 'closed')
      throw new AppError('support.ticket_closed', 409, [
        { field: 'body', message: errorMessage('support.ticket_closed', language) },
      ]);
    // the author writing on their own ticket is never "staff", even when on the team
    const fromStaff = staff && row.user_id !== actor.userId;
    await q.addMessage(trx, { ticketId, authorId: actor.userId, fromStaff, body: body.body, at: now });
    const status: SupportTicketStatus = statusAfterMessage(fromStaff);
    await trx
      .updateTable('support_tickets')
      .set({ status, updated_at: now })
      .where('id', '=', ticketId)
      .execute();
    if (fromStaff) {
      await audited(trx, actor, clientId, 'content.support.replied', ticketId, now);
      await notify(trx, {
        clientId,
        userId: row.user_id,
        kind: 'support_reply',
        data: { ticket_id: ticketId, subject: row.subject },
        channel: 'message',
        at: now,
      });
    }
    const updated = await q.ticketOfClient(trx, clientId, ticketId);
    if (!updated) throw notFound();
    return ticketAnswer(trx, updated, staff);
  });
}

/** The support team closes a ticket: it takes no more messages. Its author may not (403). */
export async function closeTicket(
  ctx: ServiceContext,
  auth: AuthContext,
  ticketId: number,
): Promise<SupportTicket> {
  const actor = await loadActor(ctx, auth);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const { staff, clientId, row } = await visibleTicket(trx, actor, ticketId, true);
    if (!staff) throw forbidden();
    if (row.status !== 'closed') {
      await trx
        .updateTable('support_tickets')
        .set({ status: 'closed', closed_at: now, closed_by: actor.userId, updated_at: now })
        .where('id', '=', ticketId)
        .execute();
      await audited(trx, actor, clientId, 'content.support.closed', ticketId, now);
    }
    const updated = await q.ticketOfClient(trx, clientId, ticketId);
    if (!updated) throw notFound();
    return ticketAnswer(trx, updated, staff);
  });
}
