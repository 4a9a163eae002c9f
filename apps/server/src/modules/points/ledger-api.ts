import type {
  PointsBalance,
  PostingResponse,
  StaffEntryRequest,
  StatementEntry,
  StatementFilter,
  StatementPage,
  StatementQuery,
} from '@elevar/contract';
import { type LanguageCode, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import type { WrittenAnswer } from '../../platform/response-serializer.ts';
import { loadActor } from '../identity/index.ts';
import { postEntry } from './ledger.ts';
import { balanceSummary } from './ledger-balance.ts';
import { creditUnderAudit, reverseEntry } from './ledger-corrections.ts';
import {
  ownLedgerScope,
  POINTS_AUDITOR_ROLES,
  POINTS_POSTER_ROLES,
  staffLedgerScope,
} from './ledger-policy.ts';
import { isClientCampaign, isClientMember } from './ledger-queries.ts';
import { statementCsv } from './statement/csv.ts';
import { cachedStatementPage } from './statement/page-cache.ts';
import { dateRange, statementEntryById, toStatementEntry } from './statement/queries.ts';
import type { Posting } from './types.ts';

/** The ledger's use cases behind the HTTP API: the user's own points, and staff corrections. */

const today = (ctx: ServiceContext) => ctx.clock.now().toISOString().slice(0, 10);

export async function getBalance(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number | undefined,
): Promise<PointsBalance> {
  const scope = ownLedgerScope(await loadActor(ctx, auth));
  return balanceSummary(ctx.db, { ...scope, campaignId, today: today(ctx) });
}

function assertRange(filter: StatementFilter, language: LanguageCode) {
  const { from, before } = dateRange(filter);
  if (from && before && from >= before) {
    throw new AppError('common.validation', 400, [
      { field: 'to', message: validationMessage('field.invalid', language) },
    ]);
  }
}

/** The signed-in user's statement in the selected client: every entry, newest first, filtered and paginated. */
export async function getStatement(
  ctx: ServiceContext,
  auth: AuthContext,
  query: StatementQuery,
  language: LanguageCode,
): Promise<WrittenAnswer<StatementPage>> {
  const scope = ownLedgerScope(await loadActor(ctx, auth));
  assertRange(query, language);
  const { page, page_size, ...filter } = query;
  return cachedStatementPage(ctx, scope, filter, { page, page_size }, language);
}

/** The same statement as a CSV download (every matching entry, no pages). Permission is settled before any byte. */
export async function exportStatement(
  ctx: ServiceContext,
  auth: AuthContext,
  filter: StatementFilter,
  language: LanguageCode,
): Promise<{ filename: string; body: AsyncGenerator<string> }> {
  const scope = ownLedgerScope(await loadActor(ctx, auth));
  assertRange(filter, language);
  return {
    filename: `statement-${today(ctx)}.csv`,
    body: statementCsv(ctx.db, scope, filter, language),
  };
}

async function toResponse(
  ctx: ServiceContext,
  clientId: number,
  posting: Posting,
  language: LanguageCode,
): Promise<PostingResponse> {
  const row = await statementEntryById(ctx.db, clientId, posting.entry.id, language);
  if (!row) throw notFound();
  return { entry: toStatementEntry(row), balance: posting.balance, duplicate: posting.duplicate };
}

/** The fields of a staff entry the audit trail names (those the request gave). */
const STAFF_ENTRY_FIELDS = [
  'user_id',
  'campaign_id',
  'programme',
  'kind',
  'amount',
  'experience',
  'reason',
] as const satisfies readonly (keyof StaffEntryRequest)[];

/**
 * A programme administrator's bonus or adjustment for a member of the selected client. The Idempotency-Key is the
 * staff member's own (two administrators cannot collide, nor can a key clash with the engine's keys); repeating
 * it returns the first entry, and reusing it for a different entry is a conflict.
 */
export async function postStaffEntry(
  ctx: ServiceContext,
  auth: AuthContext,
  body: StaffEntryRequest,
  idempotencyKey: string | undefined,
  language: LanguageCode,
): Promise<PostingResponse> {
  const actor = await loadActor(ctx, auth);
  const { clientId } = staffLedgerScope(actor, POINTS_POSTER_ROLES);
  const key = idempotencyKey?.trim();
  if (!key || key.length > 200) {
    const code = key ? 'field.invalid' : 'field.required';
    throw new AppError('common.validation', 400, [
      { field: 'Idempotency-Key', message: validationMessage(code, language) },
    ]);
  }
  const [member, campaign] = await Promise.all([
    isClientMember(ctx.db, clientId, body.user_id),
    body.campaign_id === null ? null : isClientCampaign(ctx.db, clientId, body.campaign_id),
  ]);
  const missing = errorsOf([
    [!member, 'user_id'],
    [campaign === false, 'campaign_id'],
  ]);
  if (missing.length > 0) {
    const message = validationMessage('field.invalid', language);
    throw new AppError(
      'common.not_found',
      404,
      missing.map((field) => ({ field, message })),
    );
  }

  const now = ctx.clock.now();
  const posting = await inTransaction(ctx.db, async (trx) => {
    const posted = await postEntry(
      trx,
      {
        clientId,
        userId: body.user_id,
        programme: body.programme ?? (body.campaign_id === null ? 'training' : 'rewards'),
        campaignId: body.campaign_id,
        kind: body.kind,
        amount: body.amount,
        experience: body.experience,
        reason: body.reason,
        idempotencyKey: `staff:${actor.userId}:${key}`,
        createdBy: actor.userId,
      },
      now,
    );
    if (!posted.duplicate)
      await recordAudit(trx, {
        actor: actor.userId,
        clientId,
        action: 'points.entry.posted',
        entity: 'point_entry',
        entityId: posted.entry.id,
        fields: STAFF_ENTRY_FIELDS.filter((field) => body[field] !== undefined && body[field] !== null),
        at: now,
      });
    return posted;
  });
  const { entry } = posting;
  if (
    posting.duplicate &&
    (entry.userId !== body.user_id ||
      entry.campaignId !== body.campaign_id ||
      entry.kind !== body.kind ||
      entry.amount !== body.amount ||
      entry.experience !== body.experience)
  ) {
    throw new AppError('points.idempotency_key_reused', 409);
  }
  return toResponse(ctx, clientId, posting, language);
}

function errorsOf(checks: [boolean, string][]): string[] {
  return checks.filter(([failed]) => failed).map(([, field]) => field);
}

/** An auditor or programme administrator reverses a credit of the selected client (a reproved sale, SPEC §4). */
export async function reverseStaffEntry(
  ctx: ServiceContext,
  auth: AuthContext,
  entryId: number,
  reason: string,
  language: LanguageCode,
): Promise<PostingResponse> {
  const actor = await loadActor(ctx, auth);
  const { clientId } = staffLedgerScope(actor, POINTS_AUDITOR_ROLES);
  const now = ctx.clock.now();
  const posting = await inTransaction(ctx.db, async (trx) => {
    const reversal = await reverseEntry(trx, { entryId, clientId, reason, createdBy: actor.userId }, now);
    if (!reversal.duplicate)
      await recordAudit(trx, {
        actor: actor.userId,
        clientId,
        action: 'points.entry.reversed',
        entity: 'point_entry',
        entityId: entryId,
        fields: ['status'],
        at: now,
      });
    return reversal;
  });
  return toResponse(ctx, clientId, posting, language);
}

/** An auditor or programme administrator approves points posted under audit: they show as credited. */
export async function approveStaffEntry(
  ctx: ServiceContext,
  auth: AuthContext,
  entryId: number,
  language: LanguageCode,
): Promise<StatementEntry> {
  const actor = await loadActor(ctx, auth);
  const { clientId } = staffLedgerScope(actor, POINTS_AUDITOR_ROLES);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    const { changed } = await creditUnderAudit(trx, { entryId, clientId, status: 'credited' }, now);
    if (changed)
      await recordAudit(trx, {
        actor: actor.userId,
        clientId,
        action: 'points.entry.approved',
        entity: 'point_entry',
        entityId: entryId,
        fields: ['status'],
        at: now,
      });
  });
  const row = await statementEntryById(ctx.db, clientId, entryId, language);
  if (!row) throw notFound();
  return toStatementEntry(row);
}
