import { randomUUID } from 'node:crypto';
import type { PointsTransfer, PointsTransferForm, PointsTransferRequest } from '@elevar/contract';
import { type ErrorCode, errorMessage, isValidCpf, type LanguageCode, partnerRefusal } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { violatedUniqueIndex } from '../../../db/errors.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { notify } from '../../notifications/index.ts';
import { postEntry, spendingBalance } from '../../points/index.ts';
import { type RewardsViewer, rewardsViewer } from '../access.ts';
import {
  type PartnerLoyalty,
  type PartnerOutcome,
  PartnerUnavailable,
  partnerFromConfig,
} from './partner.ts';
import * as q from './queries.ts';

/**
 * Points transfer to the partner loyalty programme (SPEC §5/§6/§8 Points transfer, §9 transferred points), a saga
 * that never loses nor doubles points:
 * 1. checks: the `points_transfer` module (salesperson, store owner) with a partner retail account, not blocked;
 *    the document not used by any transfer not refunded (`transfer.document_used`); its registration in the partner
 *    programme active and its role dependent, salesperson or store owner (asked of the partner);
 * 2. one transaction: the transfer recorded `pending` (claiming the Idempotency-Key; the document's partial unique
 *    index decides racing transfers of one document) and every available point debited through the ledger (kind
 *    `transfer_out`, expiring in 12 months: the debit is held; none to send is `transfer.no_points`);
 * 3. the partner is called with the transfer's reference as its idempotency key: accepted → `sent`; refused →
 *    compensated (`refunded`, a `refund` entry of the same points, exactly once by the row's conditional update and
 *    the entry's key); no answer (time-out, broken connection, 5xx) → left `pending` for the settling job, which
 *    asks the partner and, when it never received the transfer, delivers it again under the same key.
 */

/** The partner, or 503 when none is configured (production without PARTNER_LOYALTY_URL). */
function partnerOf(ctx: ServiceContext): PartnerLoyalty {
  const partner = partnerFromConfig(ctx.config);
  if (!partner) throw new AppError('transfer.partner_unavailable', 503);
  return partner;
}

const today = (ctx: ServiceContext) => ctx.clock.now().toISOString().slice(0, 10);

function transferViewer(ctx: ServiceContext, auth: AuthContext, language: LanguageCode) {
  return rewardsViewer(ctx, auth, language, 'points_transfer');
}

/** The partner's refusal code as the error code of our catalogue (`transfer.refused` for one we do not know). */
const PARTNER_REFUSALS: Record<string, ErrorCode> = {
  registration_inactive: 'transfer.registration_inactive',
  role_invalid: 'transfer.role_invalid',
  document_used: 'transfer.document_used',
};
const refusalCode = (code: string): ErrorCode => PARTNER_REFUSALS[code] ?? 'transfer.refused';

export function toTransfer(row: q.TransferRow, language: LanguageCode): PointsTransfer {
  return {
    id: Number(row.id),
    document: row.document,
    points: row.points,
    status: row.status,
    refusal: row.refusal === null ? null : errorMessage(refusalCode(row.refusal), language),
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET /api/v1/rewards/transfers: what a transfer now would send, the user's document, their transfers. */
export async function transferForm(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<PointsTransferForm> {
  const viewer = await transferViewer(ctx, auth, language);
  const who = { clientId: viewer.clientId, userId: viewer.userId };
  const [balance, document, transfers] = await Promise.all([
    spendingBalance(ctx.db, { ...who, today: today(ctx) }),
    q.userDocument(ctx.db, viewer.userId),
    q.userTransfers(ctx.db, who),
  ]);
  return {
    available_points: Math.max(0, balance.available),
    document,
    transfers: transfers.map((row) => toTransfer(row, language)),
  };
}

export interface TransferResult {
  transfer: PointsTransfer;
  /** Whether this call made it (201), or the Idempotency-Key answered the first (200). */
  created: boolean;
}

/** POST /api/v1/rewards/transfers with `Idempotency-Key`: the saga above, answered with the transfer as it stands. */
export async function sendPoints(
  ctx: ServiceContext,
  auth: AuthContext,
  body: PointsTransferRequest,
  idempotencyKey: string,
  language: LanguageCode,
): Promise<TransferResult> {
  const viewer = await transferViewer(ctx, auth, language);
  const who = { clientId: viewer.clientId, userId: viewer.userId };
  const answer = async (id: number, created: boolean) => ({
    transfer: toTransfer((await q.transferById(ctx.db, id)) as q.TransferRow, language),
    created,
  });
  const earlier = await q.transferIdByKey(ctx.db, who, idempotencyKey);
  if (earlier !== undefined) return answer(earlier, false);
  try {
    const id = await startTransfer(ctx, viewer, body, idempotencyKey, language);
    if (id !== undefined) return answer(id, true);
  } catch (error) {
    // a retry racing its first request can be refused for what the first did (document used, no points left):
    // the key's transfer, if any, is its answer
    if (!(error instanceof AppError)) throw error;
    const winner = await q.transferIdByKey(ctx.db, who, idempotencyKey);
    if (winner === undefined) throw error;
    return answer(winner, false);
  }
  // a racing request with the same key made the transfer: answer it
  const winner = await q.transferIdByKey(ctx.db, who, idempotencyKey);
  if (winner === undefined) throw new AppError('common.unexpected', 409);
  return answer(winner, false);
}

/** Steps 1 to 3 for a new key: the transfer's id, or undefined when a racing request with the key made it. */
async function startTransfer(
  ctx: ServiceContext,
  viewer: RewardsViewer,
  body: PointsTransferRequest,
  idempotencyKey: string,
  language: LanguageCode,
): Promise<number | undefined> {
  if (viewer.blocked) throw new AppError('rewards.account_blocked', 403);
  const document = body.document.replace(/\D/g, '');
  if (!isValidCpf(document))
    throw new AppError('transfer.document_invalid', 422, [
      { field: 'document', message: errorMessage('transfer.document_invalid', language) },
    ]);
  if (await q.documentUsed(ctx.db, document)) throw new AppError('transfer.document_used', 409);
  const partner = partnerOf(ctx);
  let member: Awaited<ReturnType<PartnerLoyalty['member']>>;
  try {
    member = await partner.member(document);
  } catch (error) {
    if (error instanceof PartnerUnavailable) throw new AppError('transfer.partner_unavailable', 503);
    throw error;
  }
  const refusal = partnerRefusal(member);
  if (refusal) throw new AppError(refusal, 422);
  const balance = await spendingBalance(ctx.db, {
    clientId: viewer.clientId,
    userId: viewer.userId,
    today: today(ctx),
  });
  if (balance.available <= 0) throw new AppError('transfer.no_points', 422);
  const id = await holdPoints(ctx, viewer, {
    document,
    points: balance.available,
    campaignId: balance.campaignId,
    idempotencyKey,
  });
  if (id !== undefined) await deliver(ctx, partner, (await q.transferById(ctx.db, id)) as q.TransferRow);
  return id;
}

/** Step 2: the pending transfer and its held debit, in one transaction (undefined: the key's request won). */
async function holdPoints(
  ctx: ServiceContext,
  viewer: RewardsViewer,
  t: { document: string; points: number; campaignId: number | null; idempotencyKey: string },
): Promise<number | undefined> {
  const now = ctx.clock.now();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const id = await q.insertTransfer(trx, {
        clientId: viewer.clientId,
        userId: viewer.userId,
        reference: randomUUID(),
        ...t,
        now,
      });
      if (id === undefined) return undefined;
      const posting = await postEntry(
        trx,
        {
          clientId: viewer.clientId,
          userId: viewer.userId,
          programme: 'rewards',
          campaignId: t.campaignId,
          kind: 'transfer_out',
          amount: -t.points,
          sourceType: 'points_transfer',
          sourceId: String(id),
          idempotencyKey: `points_transfer:${id}:debit`,
        },
        now,
      );
      await q.holdDebit(trx, id, posting.entry.id);
      return id;
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'points_transfers_document_idx')
      throw new AppError('transfer.document_used', 409);
    // the balance moved since it was read (spent meanwhile, or sent by a racing transfer)
    if (error instanceof AppError && error.code === 'points.insufficient')
      throw new AppError('transfer.no_points', 422);
    throw error;
  }
}

/** Step 3: one delivery to the partner and its outcome applied; without an answer the transfer stays pending. */
export async function deliver(
  ctx: ServiceContext,
  partner: PartnerLoyalty,
  row: q.TransferRow,
  tell = false,
): Promise<void> {
  let outcome: PartnerOutcome;
  try {
    outcome = await partner.send({
      reference: row.reference,
      document: row.document,
      points: row.points,
      expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    });
  } catch (error) {
    if (!(error instanceof PartnerUnavailable)) throw error;
    await q.recordAttempt(ctx.db, Number(row.id), error.message, ctx.clock.now());
    return;
  }
  await applyOutcome(ctx, Number(row.id), outcome, tell);
}

/**
 * Confirms an accepted transfer, compensates a refused one; a settled transfer is left as it is. Settled by the job
 * (`tell`), the user hears of it (`points_transfer`, live on commit, in the settling transaction): the request that
 * sent it answered while it was still pending.
 */
async function applyOutcome(
  ctx: ServiceContext,
  id: number,
  outcome: PartnerOutcome,
  tell = false,
): Promise<void> {
  const now = ctx.clock.now();
  if (outcome.status === 'accepted') {
    await inTransaction(ctx.db, async (trx) => {
      if ((await q.markSent(trx, id, now)) && tell) await tellSettled(trx, id, now);
    });
    return;
  }
  await inTransaction(ctx.db, async (trx) => {
    const claimed = await q.claimRefund(trx, id, outcome.code, now);
    if (!claimed) return;
    const posting = await postEntry(
      trx,
      {
        clientId: Number(claimed.client_id),
        userId: Number(claimed.user_id),
        programme: 'rewards',
        campaignId: claimed.campaign_id === null ? null : Number(claimed.campaign_id),
        kind: 'refund',
        amount: claimed.points,
        sourceType: 'points_transfer',
        sourceId: String(id),
        idempotencyKey: `points_transfer:${id}:refund`,
      },
      now,
    );
    await q.setRefundEntry(trx, id, posting.entry.id);
    if (tell) await tellSettled(trx, id, now);
  });
}

/** The owner's notification of a transfer the job settled, as it now stands. */
async function tellSettled(trx: Trx, id: number, at: Date): Promise<void> {
  const row = await q.transferById(trx, id);
  if (!row || row.status === 'pending') return;
  await notify(trx, {
    clientId: Number(row.client_id),
    userId: Number(row.user_id),
    kind: 'points_transfer',
    data: {
      transfer_id: id,
      status: row.status,
      points: row.points,
      refusal: row.refusal === null ? null : refusalCode(row.refusal),
      expires_at: row.status === 'sent' && row.expires_at ? new Date(row.expires_at).toISOString() : null,
    },
    at,
  });
}

/**
 * The settling job: every transfer pending for longer than a call may take is settled by asking the partner what it
 * did (accepted → sent; refused → refunded) and, when it never received it, delivering it again under the same key.
 * A partner still unreachable leaves it pending for the next run. Returns how many were looked at and settled.
 */
export async function settlePendingTransfers(
  ctx: ServiceContext,
  partner: PartnerLoyalty | null = partnerFromConfig(ctx.config),
): Promise<{ looked: number; settled: number }> {
  if (!partner) return { looked: 0, settled: 0 };
  const before = new Date(ctx.clock.now().getTime() - ctx.config.PARTNER_LOYALTY_TIMEOUT_MS);
  const rows = await q.pendingTransfers(ctx.db, before, 100);
  let settled = 0;
  for (const row of rows) {
    try {
      const outcome = await partner.outcome(row.reference);
      if (outcome) await applyOutcome(ctx, Number(row.id), outcome, true);
      else await deliver(ctx, partner, row, true);
    } catch (error) {
      if (!(error instanceof PartnerUnavailable)) throw error;
      await q.recordAttempt(ctx.db, Number(row.id), error.message, ctx.clock.now());
    }
    const after = await q.transferById(ctx.db, Number(row.id));
    if (after?.status !== 'pending') settled += 1;
  }
  return { looked: rows.length, settled };
}
