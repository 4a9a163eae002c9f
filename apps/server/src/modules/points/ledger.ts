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
import { dropHookFacts, keepHookFacts } from './hook-facts.ts';
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
  const [posting] = await postEntries(db, [input], now);
  return posting as Posting;
}

/**
 * Posts several entries of one balance and one kind (a sale's lines) as `postEntry` would post them one after the
 * other, in one transaction and with a constant number of statements: the rules, the level and what the posting
 * hooks read (thresholds, candidate badges) read at once, one statement inserting every entry and moving the balance,
 * and the posting hooks once for the batch (each posting in it carries the balance right after it). Every entry keeps
 * its own idempotency key (a repeated one answers its first entry, `duplicate`), and a debit that would overdraw at
 * its place in the order refuses the whole batch with 422 `points.insufficient`, nothing written. Answers the
 * postings in the order given.
 */
export async function postEntries(db: Db, inputs: readonly PostEntryInput[], now: Date): Promise<Posting[]> {
  const first = assertValidBatch(inputs);
  return inTransaction(db, async (trx) => {
    const { campaignId } = first;
    const codes = [...new Set(inputs.flatMap((input) => (input.rule ? [input.rule.code] : [])))];
    const leveled = isEarningKind(first.kind) && campaignId !== null;
    // the rules, the user's level facts and what the posting hooks read, in one statement (none outside a campaign)
    const [facts] =
      campaignId !== null && (leveled || codes.length > 0)
        ? await q.findPostingFacts(trx, [first.clientId, campaignId, codes, first.userId, first.kind])
        : [];
    const rules = rulesOf(first, inputs, facts?.rules ?? []);
    const multiplier =
      leveled && campaignId !== null
        ? levelMultiplier(
            await resolveLevel(trx, { clientId: first.clientId, userId: first.userId, campaignId }, facts),
          )
        : 1;
    if (facts && campaignId !== null)
      keepHookFacts(trx, {
        clientId: first.clientId,
        userId: first.userId,
        campaignId,
        kind: first.kind,
        thresholds: facts.thresholds,
        badges: facts.badges,
      });
    try {
      return await appendEntries(
        trx,
        inputs.map((input, i) => resolvedEntry(input, rules[i] ?? null, multiplier, now)),
        // an earning outside campaigns read nothing before: its badge candidates come with its entries
        !facts && isEarningKind(first.kind),
      );
    } finally {
      dropHookFacts(trx);
    }
  });
}

/** An input's entry with its amounts final: the rule's (or the given) base, the level's multiplier for earnings. */
function resolvedEntry(
  input: PostEntryInput,
  rule: { id: number; base: number } | null,
  multiplier: number,
  now: Date,
): q.NewEntry {
  const base = rule ? rule.base : (input.amount ?? 0);
  const earning = isEarningKind(input.kind);
  const entryMultiplier = earning ? multiplier : 1;
  const amount = earning ? applyMultiplier(base, entryMultiplier) : base;
  return {
    clientId: input.clientId,
    userId: input.userId,
    programme: input.programme,
    campaignId: input.campaignId,
    kind: input.kind,
    amount,
    experience: input.experience ?? (earning ? amount : 0),
    multiplier: entryMultiplier,
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
  };
}

/**
 * The rule each input is posted by and its base amount (null when posted by amount), from the campaign's rules read
 * by their codes (`findPostingFacts`). A rule that is not in the campaign's points table (of the same client), or is
 * for another kind of entry, is the caller's bug.
 */
function rulesOf(
  batch: { clientId: number; campaignId: number | null },
  inputs: readonly PostEntryInput[],
  found: readonly q.PostingRuleRow[],
): ({ id: number; base: number } | null)[] {
  const { campaignId } = batch;
  const rows = new Map(found.map((row) => [row.code, row]));
  return inputs.map((input) => {
    const { rule } = input;
    if (!rule) return null;
    const row = rows.get(rule.code);
    const fail = (message: string) => {
      throw new LedgerInputError(`${input.kind} entry by rule ${rule.code}: ${message}`);
    };
    if (!row) return fail(`no such rule in campaign ${campaignId} of client ${batch.clientId}`);
    if (row.kind !== input.kind) return fail(`the rule is for ${row.kind} entries`);
    const base = row.base_points * (rule.quantity ?? 1);
    if (!Number.isSafeInteger(base) || base > MAX_ENTRY_POINTS) return fail('the amount is too large');
    return { id: row.id, base };
  });
}

/**
 * Appends a fully resolved entry (amounts final) and moves its balance. The idempotency key is claimed by the
 * insert itself (ON CONFLICT DO NOTHING): a post that loses the claim, even while racing the winner, moves nothing
 * and answers the winner's entry.
 */
export async function appendEntry(trx: Trx, entry: q.NewEntry): Promise<Posting> {
  const [posting] = await appendEntries(trx, [entry]);
  return posting as Posting;
}

/**
 * Appends resolved entries of one balance and moves the balance once by their sum (one statement), refused when any
 * running sum on the way would take it below zero; `withBadges`, the statement also reads the badges the posting
 * hooks would read (kept for them; `postEntries` drops them). Entries whose keys were claimed before (or by a racing
 * post) move nothing and answer their first entry; the hooks run once for the new ones.
 */
async function appendEntries(
  trx: Trx,
  entries: readonly q.NewEntry[],
  withBadges = false,
): Promise<Posting[]> {
  const [one] = entries as [q.NewEntry];
  // one statement writes the entries and moves the balance by those written, when its row can take it
  const {
    rows,
    balance: moved,
    badges,
  } = await q.appendEntryRows(
    trx,
    { clientId: one.clientId, userId: one.userId, campaignId: one.campaignId },
    entries,
    one.createdAt,
    withBadges,
  );
  if (badges)
    keepHookFacts(trx, {
      clientId: one.clientId,
      userId: one.userId,
      campaignId: one.campaignId,
      kind: one.kind,
      thresholds: {},
      badges,
    });
  const byKey = new Map(
    rows.flatMap((row) => (row.idempotency_key === null ? [] : [[row.idempotency_key, row]])),
  );
  const unkeyed = rows.filter((row) => row.idempotency_key === null).sort((a, b) => a.id - b.id);
  const inserted = entries.map((entry) =>
    entry.idempotencyKey === null ? unkeyed.shift() : byKey.get(entry.idempotencyKey),
  );
  const added = inserted.flatMap((row, i) => (row ? [{ row, entry: entries[i] as q.NewEntry }] : []));
  const postings = new Map<q.NewEntry, Posting>();
  if (added.length > 0) {
    const { entry: head } = added[0] as { entry: q.NewEntry };
    const key = { clientId: head.clientId, userId: head.userId, campaignId: head.campaignId };
    // the running sums: the balance must hold at every step, not only at the end
    const delta = { available: 0, experience: 0 };
    const lowest = { available: Number.POSITIVE_INFINITY, experience: Number.POSITIVE_INFINITY };
    for (const { entry } of added) {
      delta.available += entry.amount;
      delta.experience += entry.experience;
      lowest.available = Math.min(lowest.available, delta.available);
      lowest.experience = Math.min(lowest.experience, delta.experience);
    }
    let balance = moved;
    if (!balance) {
      // a first debit, a first balance a racing post made meanwhile, or not enough points: make sure the row exists
      // (a racing first post may be creating it, and then this waits for it) and try once more; what fails now fails
      // for lack of points
      await q.createBalance(trx, key, head.createdAt);
      balance = await q.moveBalance(trx, key, delta, head.createdAt, lowest);
    }
    if (!balance) throw new AppError('points.insufficient', 422);
    // each posting carries the balance right after it: the final one less what the later entries moved
    let after = { ...balance };
    const newest: Posting[] = [];
    for (const { row, entry } of [...added].reverse()) {
      newest.unshift({
        entry: toLedgerEntry(row),
        balance: after,
        previousExperience: after.experience - entry.experience,
        duplicate: false,
      });
      after = { available: after.available - entry.amount, experience: after.experience - entry.experience };
    }
    newest.forEach((posting, i) => {
      postings.set((added[i] as { entry: q.NewEntry }).entry, posting);
    });
    await afterPosting(trx, newest);
  }
  const answers: Posting[] = [];
  for (const entry of entries) {
    // the key's owner committed before our insert gave up, so it is visible to this new statement
    answers.push(
      postings.get(entry) ?? (await duplicatePosting(trx, entry.clientId, entry.idempotencyKey as string)),
    );
  }
  return answers;
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

/**
 * A batch posts to one balance (client, user, campaign) and one programme, entries of one kind, each key once; the
 * first input, whose balance and kind every other shares.
 */
function assertValidBatch(inputs: readonly PostEntryInput[]): PostEntryInput {
  const [first] = inputs;
  if (!first) throw new LedgerInputError('a batch posts at least one entry');
  const keys = new Set<string>();
  for (const input of inputs) {
    assertValidInput(input);
    const fail = (message: string) => {
      throw new LedgerInputError(`${input.kind} entry of a batch: ${message}`);
    };
    if (
      input.clientId !== first.clientId ||
      input.userId !== first.userId ||
      input.campaignId !== first.campaignId ||
      input.programme !== first.programme
    )
      fail('every entry of a batch moves the same balance');
    if (input.kind !== first.kind) fail('every entry of a batch is of the same kind');
    if (input.idempotencyKey !== undefined) {
      if (keys.has(input.idempotencyKey)) fail(`the key ${input.idempotencyKey} is given twice`);
      keys.add(input.idempotencyKey);
    }
  }
  return first;
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
