import type { PointStatus } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { appendEntry, duplicatePosting } from './ledger.ts';
import * as q from './ledger-queries.ts';
import type { Posting } from './types.ts';

/**
 * Corrections are new entries, never edits (issue 4): a reversal negates a credit, and an audit outcome is a
 * state beside the entry.
 */

/** Only credits are reversed; debits are given back with a refund, and reversals and expiries are final. */
function isReversible(entry: q.EntryRow): boolean {
  if (entry.kind === 'reversal' || entry.kind === 'expiry') return false;
  return entry.amount >= 0 && entry.experience >= 0;
}

/**
 * Reverses a credit (a reproved sale or photo, SPEC §4, or a credit posted in error): a `reversal` entry negates
 * its available and experience points and the original shows as reversed. An entry is reversed at most once; a
 * repeated call answers the first reversal with `duplicate: true`.
 *
 * Points already spent cannot be taken back without driving the balance negative, which the ledger never does:
 * the reversal takes what is left (under a row lock, so nothing is spent meanwhile) and records the rest as its
 * `shortfall`, for staff to settle (for example by refusing a pending redemption). The original is still marked
 * reversed, so the sale's audit outcome is never blocked by the user's spending.
 */
export async function reverseEntry(
  db: Db,
  input: { entryId: number; clientId: number; reason: string; createdBy?: number | null },
  now: Date,
): Promise<Posting> {
  return inTransaction(db, async (trx) => {
    const original = await q.findEntry(trx, input.entryId, input.clientId);
    if (!original) throw notFound();
    if (!isReversible(original)) throw new AppError('points.not_reversible', 422);
    const idempotencyKey = `reversal:${original.id}`;
    if (original.current_status === 'reversed') return duplicatePosting(trx, input.clientId, idempotencyKey);

    const key = { clientId: original.client_id, userId: original.user_id, campaignId: original.campaign_id };
    const left = (await q.lockBalance(trx, key)) ?? { available: 0, experience: 0 };
    const amount = Math.min(original.amount, left.available);
    const experience = Math.min(original.experience, left.experience);
    const posting = await appendEntry(trx, {
      clientId: original.client_id,
      userId: original.user_id,
      programme: original.programme,
      campaignId: original.campaign_id,
      kind: 'reversal',
      amount: -amount,
      experience: -experience,
      multiplier: 1,
      status: 'credited',
      sourceType: null,
      sourceId: null,
      reversesEntryId: original.id,
      expiresAt: null,
      reason: input.reason,
      idempotencyKey,
      createdBy: input.createdBy ?? null,
      shortfall: original.amount - amount,
      createdAt: now,
    });
    if (!posting.duplicate) await q.markReversed(trx, original.id, now);
    return posting;
  });
}

/**
 * The audit of a sale or photo approved it: an entry posted under audit becomes credited. Approving one already
 * credited changes nothing; one that was reversed (or never under audit) is a conflict.
 */
export async function setEntryAuditStatus(
  db: Db,
  input: { entryId: number; clientId: number; status: 'credited' },
  now: Date,
): Promise<PointStatus> {
  return inTransaction(db, async (trx) => (await creditUnderAudit(trx, input, now)).status);
}

/** `setEntryAuditStatus` in the caller's transaction, saying whether this call changed the entry's status. */
export async function creditUnderAudit(
  trx: Trx,
  input: { entryId: number; clientId: number; status: 'credited' },
  now: Date,
): Promise<{ status: PointStatus; changed: boolean }> {
  const entry = await q.findEntry(trx, input.entryId, input.clientId);
  if (!entry) throw notFound();
  if (entry.status !== 'under_audit') throw new AppError('points.not_under_audit', 409);
  if (entry.current_status === input.status) return { status: entry.current_status, changed: false };
  if (await q.markCredited(trx, entry.id, now)) return { status: input.status, changed: true };
  // a reversal got there first
  throw new AppError('points.not_under_audit', 409);
}
