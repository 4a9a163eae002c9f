import type { LevelThresholds, PointKind } from '@elevar/domain';
import type { Trx } from '../../db/transaction.ts';
import type { CandidateBadge } from './badges/queries.ts';

/**
 * What a post in a campaign read for its own posting hooks, in the statement that read its rules and the user's
 * level (ledger-queries.ts `findPostingFacts`): the campaign's level thresholds (the level check) and the badges the
 * post could award (read `FOR SHARE` there, as `candidateBadges` reads them); for an earning outside campaigns, the
 * badges read by the statement writing its entries (no thresholds). Kept on the post's transaction while
 * its hooks run, and dropped by `postEntries` after them, so any other reader in the transaction reads afresh.
 */
export interface HookFacts {
  clientId: number;
  userId: number;
  /** Null for an earning outside campaigns, whose badges the statement writing its entries read. */
  campaignId: number | null;
  kind: PointKind;
  thresholds: LevelThresholds;
  badges: CandidateBadge[];
}

const kept = new WeakMap<Trx, HookFacts>();

export function keepHookFacts(trx: Trx, facts: HookFacts): void {
  kept.set(trx, facts);
}

export function dropHookFacts(trx: Trx): void {
  kept.delete(trx);
}

/** The campaign's thresholds the running post read, if it read them. */
export function keptThresholds(trx: Trx, clientId: number, campaignId: number): LevelThresholds | undefined {
  const facts = kept.get(trx);
  return facts && facts.clientId === clientId && facts.campaignId === campaignId
    ? facts.thresholds
    : undefined;
}

/** The candidate badges the running post read for this user, kind and campaign, if it read them. */
export function keptBadges(
  trx: Trx,
  who: { clientId: number; userId: number; kind: PointKind; campaignId: number | null },
): CandidateBadge[] | undefined {
  const facts = kept.get(trx);
  return facts &&
    facts.clientId === who.clientId &&
    facts.userId === who.userId &&
    facts.kind === who.kind &&
    facts.campaignId === who.campaignId
    ? facts.badges
    : undefined;
}
