import type { PointsBalance } from '@elevar/contract';
import type { PointStatus } from '@elevar/domain';
import type { BalanceRow, EntryRow } from './ledger-queries.ts';
import type { LedgerEntry } from './types.ts';

/** The ledger's rows shaped for its callers and for the API. */

export function toLedgerEntry(row: EntryRow, status: PointStatus = row.status): LedgerEntry {
  return {
    id: row.id,
    clientId: row.client_id,
    userId: row.user_id,
    programme: row.programme,
    campaignId: row.campaign_id,
    kind: row.kind,
    amount: row.amount,
    experience: row.experience,
    multiplier: Number(row.multiplier),
    status,
    reversesEntryId: row.reverses_entry_id,
    ruleId: row.rule_id,
    createdAt: row.created_at,
  };
}

/** The balance statement's row as the API answers it: the campaign's own balance, the level there, every balance. */
export function toPointsBalance(row: BalanceRow, level: string | null): PointsBalance {
  const own = row.balances.find((b) => b.campaign_id === row.campaign_id);
  return {
    campaign_id: row.campaign_id,
    level,
    available: own?.available ?? 0,
    experience: own?.experience ?? 0,
    valid_until: row.end_date,
    balances: row.balances,
  };
}
