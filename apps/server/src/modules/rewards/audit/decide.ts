import type { LanguageCode } from '@elevar/domain';
import { localized } from '@elevar/domain';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { notify } from '../../notifications/index.ts';
import { lockBalance, reverseEntry, setEntryAuditStatus } from '../../points/index.ts';
import { releaseHolds } from '../store/holds.ts';
import * as q from './queries.ts';

/** What the audit decides on: a reported sale or a store photo, and their tables. */
export type AuditedKind = 'sale' | 'photo';
export const AUDITED_TABLES = { sale: 'sales', photo: 'photo_uploads' } as const;
const ENTITIES = { sale: 'sale', photo: 'photo_upload' } as const;

/** The ledger entries of an item and what the user is told it was (the invoice number, the photo type's name). */
async function entriesOf(trx: Trx, kind: AuditedKind, id: number) {
  if (kind === 'sale') return q.saleEntries(trx, id);
  const photo = await q.photoEntries(trx, id);
  return {
    label: localized(photo.names, photo.language as LanguageCode, photo.name),
    entryIds: photo.entry_id === null ? [] : [photo.entry_id],
  };
}

export interface AuditDecision {
  clientId: number;
  reviewerId: number;
  id: number;
  status: 'approved' | 'reproved';
  /** Required to reprove: told to the user. */
  reason: string | null;
  at: Date;
}

/**
 * Decides an item of the client in the caller's transaction; true when it changed. Approving an item under audit
 * credits its entries; reproving reverses each through the ledger, tells the user why (`reward_reproved`) and is
 * done exactly once however many auditors reprove at the same time: the row's conditional update lets one through,
 * the others wait for it and then find it reproved. An approved item can still be reproved (SPEC §4: points
 * credited at once may be audited, and a sale can be reproved); a reproved one is final (the ledger's reversal is).
 * Each change is one event of the audit trail. Orders the item held (paid with its points while under audit) move
 * on in the same transaction: released to awaiting approval, or rejected and refunded when it is reproved.
 */
export async function applyAuditDecision(
  trx: Trx,
  kind: AuditedKind,
  decision: AuditDecision,
): Promise<boolean> {
  // the owner's balance first, as a redemption locks it before reading what is under audit (store/holds.ts)
  const owner = await q.itemOwner(trx, AUDITED_TABLES[kind], decision.clientId, decision.id);
  if (!owner) return false;
  await lockBalance(trx, {
    clientId: decision.clientId,
    userId: owner.user_id,
    campaignId: owner.campaign_id,
  });
  const item = await q.decideItem(trx, AUDITED_TABLES[kind], decision);
  if (!item) return false;
  // the orders this item held move on; a reproval's refunds come before its reversal, so nothing falls short
  await releaseHolds(
    trx,
    { kind, id: item.id, clientId: decision.clientId },
    { status: decision.status, reason: decision.reason, reviewerId: decision.reviewerId, at: decision.at },
  );
  const { label, entryIds } = await entriesOf(trx, kind, item.id);
  const who = { clientId: decision.clientId, createdBy: decision.reviewerId };
  for (const entryId of entryIds)
    if (decision.status === 'approved')
      await setEntryAuditStatus(trx, { entryId, clientId: who.clientId, status: 'credited' }, decision.at);
    else await reverseEntry(trx, { entryId, ...who, reason: decision.reason ?? '' }, decision.at);
  if (decision.status === 'reproved')
    await notify(trx, {
      clientId: decision.clientId,
      userId: item.user_id,
      kind: 'reward_reproved',
      at: decision.at,
      data: {
        item: kind,
        item_id: item.id,
        campaign_id: item.campaign_id,
        label,
        points: item.points,
        reason: decision.reason ?? '',
      },
    });
  await recordAudit(trx, {
    actor: decision.reviewerId,
    clientId: decision.clientId,
    action: `rewards.${kind}.${decision.status}`,
    entity: ENTITIES[kind],
    entityId: item.id,
    fields: decision.status === 'reproved' ? ['status', 'reason'] : ['status'],
    at: decision.at,
  });
  return true;
}
