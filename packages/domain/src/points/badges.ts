import { isEarningKind, type PointKind } from './points.ts';

/**
 * Badge rules (issue 4: "first course finished, N sales approved, event streaks …"), evaluated from the points
 * ledger when an entry is posted, or (issue 12) from a fact another module reports that is not a posting. Pure: the
 * server gathers the facts (counts, weeks) and asks these functions.
 *
 * - `first_entry`: the first credited entry of a kind (a first `training` entry ≈ the first course finished).
 * - `entry_count`: N entries of a kind credited and not reversed (N `sale` entries ≈ N sales approved).
 * - `campaign_experience`: the experience total in one campaign reaches N.
 * - `event_streak`: entries of a kind (normally `event`) in N consecutive weeks.
 * - `trails_finished`: N trails of the client finished (the `trail_finished` fact, reported by learning whether or
 *   not the trail is worth points; no point kind, no campaign).
 */
export const BADGE_RULES = [
  'first_entry',
  'entry_count',
  'campaign_experience',
  'event_streak',
  'trails_finished',
] as const;
export type BadgeRuleKind = (typeof BADGE_RULES)[number];

/** Facts that are not ledger postings, each counted by one rule: how many times it holds for the user. */
export const BADGE_FACTS = ['trail_finished'] as const;
export type BadgeFact = (typeof BADGE_FACTS)[number];

const FACT_RULES: Record<BadgeFact, BadgeRuleKind> = { trail_finished: 'trails_finished' };

/** The rule a fact moves. */
export function ruleOfFact(fact: BadgeFact): BadgeRuleKind {
  return FACT_RULES[fact];
}

/** Whether a rule is earned from ledger postings (every rule but those a reported fact moves). */
export function isPostingRule(rule: BadgeRuleKind): boolean {
  return !Object.values(FACT_RULES).includes(rule);
}

export interface BadgeRule {
  rule: BadgeRuleKind;
  /** N of the rule (1 for `first_entry`). */
  threshold: number;
  /** The point kind the rule counts; null for `campaign_experience`. */
  pointKind: PointKind | null;
}

/** What a new ledger entry tells the rules. */
export interface PostingFacts {
  kind: PointKind;
  amount: number;
  experience: number;
  campaignId: number | null;
}

/** What the server measured for the user after the posting. */
export interface BadgeProgress {
  /** Entries of the posting's kind, credited and not reversed. */
  kindCount: number;
  /** Experience of the user in the posting's campaign. */
  campaignExperience: number;
  /** Length of the run of consecutive weeks with an entry of the posting's kind, through the posting's week. */
  streakWeeks: number;
}

/** Whether a rule counts entries of one point kind (and so names one). */
export function countsKind(rule: BadgeRuleKind): boolean {
  return rule === 'first_entry' || rule === 'entry_count' || rule === 'event_streak';
}

/** Whether a rule is well formed: a positive integer threshold, and a kind exactly when the rule counts one. */
export function isValidBadgeRule(rule: BadgeRule): boolean {
  if (!Number.isInteger(rule.threshold) || rule.threshold < 1) return false;
  if (rule.rule === 'first_entry' && rule.threshold !== 1) return false;
  if (countsKind(rule.rule)) return rule.pointKind !== null && isEarningKind(rule.pointKind);
  return rule.pointKind === null;
}

/** Only a credit of an earning activity can earn a badge; debits, reversals and corrections never do. */
export function postingCanEarn(posting: PostingFacts): boolean {
  return isEarningKind(posting.kind) && (posting.amount > 0 || posting.experience > 0);
}

/** Whether a posting can move a rule at all (so the server only measures what a candidate badge needs). */
export function ruleConcerns(rule: BadgeRule, posting: PostingFacts): boolean {
  if (!postingCanEarn(posting) || !isPostingRule(rule.rule)) return false;
  if (countsKind(rule.rule)) return rule.pointKind === posting.kind;
  return posting.campaignId !== null && posting.experience > 0;
}

/** Whether the measured progress of a posting meets the rule (a fact's rule never: `isFactBadgeEarned`). */
export function isBadgeEarned(rule: BadgeRule, progress: BadgeProgress): boolean {
  switch (rule.rule) {
    case 'first_entry':
      return progress.kindCount >= 1;
    case 'entry_count':
      return progress.kindCount >= rule.threshold;
    case 'campaign_experience':
      return progress.campaignExperience >= rule.threshold;
    case 'event_streak':
      return progress.streakWeeks >= rule.threshold;
    case 'trails_finished':
      return false;
  }
}

/** Whether a fact, holding `count` times for the user (trails finished), meets a rule that counts it. */
export function isFactBadgeEarned(rule: BadgeRule, fact: BadgeFact, count: number): boolean {
  return rule.rule === ruleOfFact(fact) && count >= rule.threshold;
}

/** What the server must measure for these candidate rules: a count of the kind, and how many weeks of streak. */
export function badgeMeasurements(rules: readonly BadgeRule[]): { count: boolean; streakWeeks: number } {
  let count = false;
  let streakWeeks = 0;
  for (const rule of rules) {
    if (rule.rule === 'first_entry' || rule.rule === 'entry_count') count = true;
    if (rule.rule === 'event_streak') streakWeeks = Math.max(streakWeeks, rule.threshold);
  }
  return { count, streakWeeks };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC, 'YYYY-MM-DD') of the ISO week holding `date`: the same as PostgreSQL's date_trunc('week'). */
export function weekOf(date: Date): string {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The week `n` weeks after (or before, when negative) a week's Monday. */
export function addWeeks(week: string, n: number): string {
  return new Date(Date.parse(`${week}T00:00:00Z`) + n * 7 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The length of the run of consecutive weeks (Mondays) that holds `week`, or 0 when `week` itself is absent. A
 * posting completes a streak only through its own week, so runs elsewhere do not count.
 */
export function streakThrough(weeks: Iterable<string>, week: string): number {
  const present = new Set(weeks);
  if (!present.has(week)) return 0;
  let length = 1;
  for (let w = addWeeks(week, -1); present.has(w); w = addWeeks(w, -1)) length++;
  for (let w = addWeeks(week, 1); present.has(w); w = addWeeks(w, 1)) length++;
  return length;
}
