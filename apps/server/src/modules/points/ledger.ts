import {
  applyMultiplier,
  isDebitKind,
  isEarningKind,
  levelMultiplier,
  type PointKind,
  type Programme,
  TRANSFERRED_POINTS_VALID_MONTHS,
} from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import { afterPosting } from './hooks.ts';
import { toLedgerEntry } from './ledger-mappers.ts';
import * as q from './ledger-queries.ts';
import { resolveLevel } from './levels/resolve.ts';
import type { Posting } from './types.ts';

/**
 * The points ledger (SPEC §1, §3 Reward state, §4 Sale and photo points, §9): every credit and debit of both
 * programmes is an appended entry, and the cached balance moves in the same transaction. Learning and rewards
 * modules post here; none keeps a balance of its own.
 */

export interface PostEntryInput {
  clientId: number;
  userId: number;
  programme: Programme;
  campaignId: number | null;
  kind: PointKind;
  /**
   * Signed change of available points; for earning kinds the BASE points, before the level multiplier. Not given
   * when posting by `rule` (the points table decides the value then).
   */
  amount?: number;
  /**
   * Posts an earning of a campaign by its points table (SPEC §9: point values stay fixed during a campaign): the
   * base amount is the rule's base points × `quantity` (default 1), the level multiplier applies on top, and the
   * entry records the rule. The rule must exist in the campaign of the same client with the same kind.
   */
  rule?: PostingRule;
  /** Explicit experience change; by default earning kinds earn experience equal to the credited amount, others 0. */
  experience?: number;
  status?: 'credited' | 'under_audit';
  sourceType?: string;
  sourceId?: string;
  reason?: string;
  expiresAt?: Date;
  /** A repeated key (per client) returns the first entry with `duplicate: true` and changes nothing. */
  idempotencyKey?: string;
  createdBy?: number;
  reversesEntryId?: number;
}

/** A rule of the campaign's points table (`point_rules.code`) and how many times the action was done. */
export interface PostingRule {
  code: string;
  quantity?: number;
}

/** A caller broke the ledger's rules of input (a bug, not a user error): the post is refused before any write. */
export class LedgerInputError extends Error {}

/**
 * Posts one entry and moves the balance of (user, client, campaign) in one transaction. Earning kinds inside a
 * campaign take the user's level multiplier, recorded on the entry; posted by rule, their base amount is read from
 * the campaign's points table (one query) and the rule is recorded too. A debit that would take the available (or
 * experience) balance below zero is refused with 422 `points.insufficient`, decided by a conditional update, never
 * by reading first. Level and badge rules run (afterPosting) in the same transaction for every new entry.
 */
export async function postEntry(db: Db, input: PostEntryInput, now: Date): Promise<Posting> {
  assertValidInput(input);
  return inTransaction(db, async (trx) => {
    const rule = await ruleOf(trx, input);
    const base = rule ? rule.base : (input.amount ?? 0);
    const multiplier =
      isEarningKind(input.kind) && input.campaignId !== null
        ? levelMultiplier(
            await resolveLevel(trx, {
              clientId: input.clientId,
              userId: input.userId,
              campaignId: input.campaignId,
            }),
          )
        : 1;
    const amount = isEarningKind(input.kind) ? applyMultiplier(base, multiplier) : base;
    const experience = input.experience ?? (isEarningKind(input.kind) ? amount : 0);
    return appendEntry(trx, {
      clientId: input.clientId,
      userId: input.userId,
      programme: input.programme,
      campaignId: input.campaignId,
      kind: input.kind,
      amount,
      experience,
      multiplier,
      status: input.status ?? 'credited',
      sourceType: input.sourceType ?? null,
      sourceId: input.sourceId ?? null,
      reversesEntryId: input.reversesEntryId ?? null,
      expiresAt:
        input.expiresAt ??
        (input.kind === 'transfer_out' ? addMonths(now, TRANSFERRED_POINTS_VALID_MONTHS) : null),
      reason: input.reason ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      createdBy: input.createdBy ?? null,
      shortfall: 0,
      ruleId: rule?.id ?? null,
      createdAt: now,
    });
  });
}

/**
 * The rule an earning is posted by and its base amount (null when posted by amount). A rule that is not in the
 * campaign's points table (of the same client), or is for another kind of entry, is the caller's bug.
 */
async function ruleOf(trx: Trx, input: PostEntryInput): Promise<{ id: number; base: number } | null> {
  const { rule, campaignId } = input;
  if (!rule || campaignId === null) return null;
  const row = await q.findRuleForPosting(trx, { clientId: input.clientId, campaignId, code: rule.code });
  const fail = (message: string) => {
    throw new LedgerInputError(`${input.kind} entry by rule ${rule.code}: ${message}`);
  };
  if (!row) return fail(`no such rule in campaign ${input.campaignId} of client ${input.clientId}`);
  if (row.kind !== input.kind) return fail(`the rule is for ${row.kind} entries`);
  const base = row.base_points * (rule.quantity ?? 1);
  if (!Number.isSafeInteger(base) || base > MAX_ENTRY_POINTS) return fail('the amount is too large');
  return { id: row.id, base };
}

/**
 * Appends a fully resolved entry (amounts final) and moves its balance. The idempotency key is claimed by the
 * insert itself (ON CONFLICT DO NOTHING): a post that loses the claim, even while racing the winner, moves nothing
 * and answers the winner's entry.
 */
export async function appendEntry(trx: Trx, entry: q.NewEntry): Promise<Posting> {
  const inserted = await q.insertEntry(trx, entry);
  if (!inserted) {
    // the key's owner committed before our insert gave up, so it is visible to this new statement
    return duplicatePosting(trx, entry.clientId, entry.idempotencyKey as string);
  }
  const key = { clientId: entry.clientId, userId: entry.userId, campaignId: entry.campaignId };
  const delta = { available: entry.amount, experience: entry.experience };
  let balance = await q.moveBalance(trx, key, delta, entry.createdAt);
  if (!balance) {
    // no row yet, or not enough points: make sure the row exists (a racing first post may be creating it, and then
    // this waits for it) and try once more; what fails now fails for lack of points
    await q.createBalance(trx, key, entry.createdAt);
    balance = await q.moveBalance(trx, key, delta, entry.createdAt);
  }
  if (!balance) throw new AppError('points.insufficient', 422);
  const posting: Posting = {
    entry: toLedgerEntry(inserted),
    balance,
    previousExperience: balance.experience - entry.experience,
    duplicate: false,
  };
  await afterPosting(trx, posting);
  return posting;
}

/** The answer to a repeated idempotency key: the first entry, as it stands now, and the current balance. */
export async function duplicatePosting(trx: Trx, clientId: number, idempotencyKey: string): Promise<Posting> {
  const first = await q.findEntryByKey(trx, clientId, idempotencyKey);
  if (!first) throw new Error(`idempotency key ${idempotencyKey} conflicted but its entry is not visible`);
  const current = await q.findEntry(trx, first.id, clientId);
  const balance = await q.readBalance(trx, {
    clientId,
    userId: first.user_id,
    campaignId: first.campaign_id,
  });
  return {
    entry: toLedgerEntry(first, current?.current_status),
    balance,
    previousExperience: balance.experience,
    duplicate: true,
  };
}

/**
 * A user's balance in a client for one campaign; `campaignId` null or absent means the points outside any
 * campaign. Zero when the user never had an entry there.
 */
export async function balanceOf(
  db: Db,
  who: { clientId: number; userId: number; campaignId?: number | null },
): Promise<q.Balance> {
  return q.readBalance(db, {
    clientId: who.clientId,
    userId: who.userId,
    campaignId: who.campaignId ?? null,
  });
}

/** The most an entry's integer column holds (PostgreSQL integer). */
const MAX_ENTRY_POINTS = 2_147_483_647;

function assertValidInput(input: PostEntryInput) {
  const fail = (message: string) => {
    throw new LedgerInputError(`${input.kind} entry: ${message}`);
  };
  if (input.rule) {
    assertValidRule(input, input.rule, fail);
    return;
  }
  if (input.amount === undefined) return fail('an amount or a rule is required');
  if (!Number.isSafeInteger(input.amount)) fail('amount must be an integer');
  if (input.experience !== undefined && !Number.isSafeInteger(input.experience))
    fail('experience must be an integer');
  if (input.kind === 'reversal') fail('reversals are posted by reverseEntry');
  if (isEarningKind(input.kind) && input.amount <= 0) fail('an earning credits a positive amount');
  if (isDebitKind(input.kind) && input.amount >= 0) fail('a debit has a negative amount');
  if (input.amount === 0 && (input.experience ?? 0) === 0) fail('moves nothing');
  assertValidKey(input, fail);
}

/** Posting by rule: an earning in a campaign, a whole positive quantity, and no amount (the table decides it). */
function assertValidRule(input: PostEntryInput, rule: PostingRule, fail: (message: string) => never) {
  if (input.amount !== undefined) fail('an amount cannot be given with a rule: the points table decides it');
  if (!isEarningKind(input.kind)) fail('only earnings are posted by rule');
  if (input.campaignId === null) fail('a rule belongs to a campaign');
  if (rule.code.length === 0) fail('a rule code cannot be empty');
  const quantity = rule.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) fail('the quantity must be a positive integer');
  if (input.experience !== undefined && !Number.isSafeInteger(input.experience))
    fail('experience must be an integer');
  assertValidKey(input, fail);
}

function assertValidKey(input: PostEntryInput, fail: (message: string) => never) {
  if (input.idempotencyKey !== undefined && input.idempotencyKey.length === 0)
    fail('an idempotency key cannot be empty');
}

/** `date` plus `months` calendar months in UTC, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
