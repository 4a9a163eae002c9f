import type { AccountForReview, AccountReviewQuery, OutboxPage, OutboxQuery } from '@elevar/contract';
import { DEFAULT_LANGUAGE, type LanguageCode, languageById, stripDocumentSeparators } from '@elevar/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../actor.ts';
import { toAccountForReview, toOutboxMessage } from './mappers.ts';
import { accountApprovedMail, accountRejectedMail } from './messages.ts';
import { accountReviewScope, outboxScope } from './policy.ts';
import * as q from './queries.ts';

/** Used in e-mails when an account belongs to no client at all. */
const PRODUCT_NAME = 'Elevar';

function pageOf(query: { page: number; page_size: number }) {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** Accounts of the reviewer's client, by status (awaiting approval by default), newest first. */
export async function listAccounts(
  ctx: ServiceContext,
  auth: AuthContext,
  query: z.infer<typeof AccountReviewQuery>,
  language: LanguageCode,
) {
  const { clientId } = accountReviewScope(await loadActor(ctx, auth));
  const search = query.search?.trim() || undefined;
  const documentSearch = search ? stripDocumentSeparators(search).toUpperCase() || undefined : undefined;
  const { count, rows } = await q.listAccountsForReview(
    ctx.db,
    { clientId, status: query.status, search, documentSearch },
    pageOf(query),
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toAccountForReview(row, language)),
  };
}

export type ReviewDecision = { status: 'approved' } | { status: 'rejected'; reason: string | null };

/**
 * Approves or rejects an account awaiting approval in the reviewer's client and tells its owner by e-mail, in
 * their language. An account of another client is not found; one already reviewed is a conflict.
 */
export async function reviewAccount(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  decision: ReviewDecision,
  reviewerLanguage: LanguageCode,
): Promise<z.infer<typeof AccountForReview>> {
  const staff = await loadActor(ctx, auth);
  const { clientId } = accountReviewScope(staff);
  const messageId = await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now();
    const account = await q.reviewAccount(trx, {
      id,
      clientId,
      status: decision.status,
      reviewerId: staff.userId,
      at,
    });
    if (!account) {
      const existing = await q.findAccountForReview(trx, id, clientId);
      throw existing ? new AppError('account.not_awaiting_approval', 409) : notFound();
    }
    await recordAudit(trx, {
      actor: staff.userId,
      // a superuser reviewing across clients acts for the client the account registered with
      clientId: clientId ?? account.registration_client_id,
      action: decision.status === 'approved' ? 'identity.account.approved' : 'identity.account.rejected',
      entity: 'account',
      entityId: account.id,
      fields: ['status'],
      at,
    });
    if (!account.email) return null;
    const mailClientId = account.registration_client_id ?? clientId;
    const client = mailClientId === null ? undefined : await q.findClient(trx, mailClientId);
    const language = (languageById(account.language_id) ?? DEFAULT_LANGUAGE).code;
    const greeting = { name: account.name || account.full_name, clientName: client?.name ?? PRODUCT_NAME };
    const mail =
      decision.status === 'approved'
        ? accountApprovedMail(language, {
            ...greeting,
            loginUrl: client
              ? `${ctx.config.publicUrl}/?client=${encodeURIComponent(client.slug)}`
              : `${ctx.config.publicUrl}/`,
          })
        : accountRejectedMail(language, { ...greeting, reason: decision.reason });
    return ctx.messenger.record(trx, {
      channel: 'email',
      to: account.email,
      subject: mail.subject,
      body: mail.body,
      template: decision.status === 'approved' ? 'account_approved' : 'account_rejected',
      clientId: client?.id ?? null,
      userId: account.id,
    });
  });
  if (messageId !== null) await ctx.messenger.deliver([messageId]);
  const reviewed = await q.findAccountForReview(ctx.db, id, clientId);
  if (!reviewed) throw notFound();
  return toAccountForReview(reviewed, reviewerLanguage);
}

/** The outbox: every message for a superuser, the selected client's for a reviewer; newest first. */
export async function listOutbox(
  ctx: ServiceContext,
  auth: AuthContext,
  query: z.infer<typeof OutboxQuery>,
): Promise<z.infer<typeof OutboxPage>> {
  const { clientId } = outboxScope(await loadActor(ctx, auth));
  const { count, rows } = await q.listOutbox(
    ctx.db,
    { clientId, channel: query.channel, recipient: query.recipient },
    pageOf(query),
  );
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toOutboxMessage) };
}
