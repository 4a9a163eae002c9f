import type { PointKind, PointStatus, Programme } from '@elevar/domain';

/** One ledger entry as the engine hands it to the code that reacts to postings (levels, badges). */
export interface LedgerEntry {
  id: number;
  clientId: number;
  userId: number;
  programme: Programme;
  campaignId: number | null;
  kind: PointKind;
  /** Change of available points (negative for debits). */
  amount: number;
  /** Change of experience points. */
  experience: number;
  multiplier: number;
  status: PointStatus;
  reversesEntryId: number | null;
  /** The points-table rule the entry was posted by, if any. */
  ruleId: number | null;
  createdAt: Date;
}

/** The outcome of a post: the entry, the user's balance for that client and campaign after it, and whether the
 * idempotency key had already been used (then `entry` is the earlier entry and nothing changed). */
export interface Posting {
  entry: LedgerEntry;
  balance: { available: number; experience: number };
  previousExperience: number;
  duplicate: boolean;
}
