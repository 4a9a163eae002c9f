import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';

/** The queries of the points transfer (the saga's record, `points_transfers`). */

export const TRANSFER_COLUMNS = [
  'id',
  'client_id',
  'user_id',
  'reference',
  'document',
  'points',
  'campaign_id',
  'status',
  'refusal',
  'expires_at',
  'created_at',
] as const;

export async function transferById(db: Db, id: number) {
  return db.selectFrom('points_transfers').select(TRANSFER_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type TransferRow = NonNullable<Awaited<ReturnType<typeof transferById>>>;

export async function transferIdByKey(db: Db, who: { clientId: number; userId: number }, key: string) {
  const row = await db
    .selectFrom('points_transfers')
    .select('id')
    .where('client_id', '=', who.clientId)
    .where('user_id', '=', who.userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Whether the document has sent points already (a transfer not refunded, of any account). */
export async function documentUsed(db: Db, document: string): Promise<boolean> {
  const row = await db
    .selectFrom('points_transfers')
    .select('id')
    .where('document', '=', document)
    .where('status', '<>', 'refunded')
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's own document (digits), to prefill the transfer form. */
export async function userDocument(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('document').where('id', '=', userId).executeTakeFirst();
  return row?.document ?? null;
}

/** The user's transfers in the client, newest first (the screen shows the last 20). */
export function userTransfers(db: Db, who: { clientId: number; userId: number }) {
  return db
    .selectFrom('points_transfers')
    .select(TRANSFER_COLUMNS)
    .where('user_id', '=', who.userId)
    .where('client_id', '=', who.clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

/** The saga's first step: the record, claiming the Idempotency-Key (undefined: a racing request claimed it). */
export async function insertTransfer(
  trx: Trx,
  t: {
    clientId: number;
    userId: number;
    reference: string;
    document: string;
    points: number;
    campaignId: number | null;
    idempotencyKey: string;
    now: Date;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('points_transfers')
    .values({
      client_id: t.clientId,
      user_id: t.userId,
      reference: t.reference,
      document: t.document,
      points: t.points,
      campaign_id: t.campaignId,
      idempotency_key: t.idempotencyKey,
      created_at: t.now,
      updated_at: t.now,
    })
    .onConflict((oc) => oc.columns(['client_id', 'user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The debit held: its entry, and the entry's expiry (SPEC §9, set by the ledger) as the transfer's. */
export async function holdDebit(trx: Trx, id: number, entryId: number) {
  await trx
    .updateTable('points_transfers')
    .set({
      debit_entry_id: entryId,
      expires_at: sql<Date>`(select expires_at from point_entries where id = ${entryId})`,
    })
    .where('id', '=', id)
    .execute();
}

/** A delivery that ended without an outcome: counted, with why. */
export async function recordAttempt(db: Db, id: number, error: string, now: Date) {
  await db
    .updateTable('points_transfers')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 256), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Confirms a pending transfer (false when it was settled already). */
export async function markSent(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('points_transfers')
    .set((eb) => ({ status: 'sent', attempts: eb('attempts', '+', 1), updated_at: now, settled_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the compensation of a pending transfer: its row moves to refunded (with the refund entry set right after,
 * in the same transaction) only if still pending, so of racing settlers exactly one refunds.
 */
export async function claimRefund(trx: Trx, id: number, refusal: string, now: Date) {
  return trx
    .updateTable('points_transfers')
    .set((eb) => ({
      status: 'refunded',
      refusal: refusal.slice(0, 80),
      attempts: eb('attempts', '+', 1),
      updated_at: now,
      settled_at: now,
      // replaced by the refund entry's id below, in the same transaction (the check wants one)
      refund_entry_id: eb.ref('debit_entry_id'),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['client_id', 'user_id', 'campaign_id', 'points'])
    .executeTakeFirst();
}

export async function setRefundEntry(trx: Trx, id: number, entryId: number) {
  await trx.updateTable('points_transfers').set({ refund_entry_id: entryId }).where('id', '=', id).execute();
}

/** Pending transfers last touched before `before`, oldest first (the settling job's batch). */
export async function pendingTransfers(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('points_transfers')
    .select(TRANSFER_COLUMNS)
    .where('status', '=', 'pending')
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
