import { LEVEL_MULTIPLIERS, PROGRAMME_LEVELS, type ProgrammeLevelId } from '../shared/constants.ts';
import type { LanguageCode } from '../shared/languages.ts';
import { UNDER_AUDIT_COUNT_MESSAGES } from './errors-levels.ts';
import { applyMultiplier } from './points.ts';

/**
 * Programme levels within campaigns (SPEC §4 Level, §9): thresholds of experience per campaign, the level change a
 * user asks for by reaching one, and the fall at the start of the next campaign. Pure rules; the server stores
 * and locks.
 */

/** The states of a level change: a programme administrator approves or rejects a pending one after auditing. */
export const LEVEL_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LevelChangeStatus = (typeof LEVEL_CHANGE_STATUSES)[number];

/** Ledger kinds an administrator audits before approving a level change (the user's sales and store evidence). */
export const LEVEL_EVIDENCE_KINDS = ['sale', 'photo', 'mystery_shopper'] as const;
export type LevelEvidenceKind = (typeof LEVEL_EVIDENCE_KINDS)[number];

/** "Entries that count towards this level still under audit: N", in the language asked for. */
export function underAuditCountMessage(count: number, language: LanguageCode): string {
  return UNDER_AUDIT_COUNT_MESSAGES[language].replace(
    '{count}',
    new Intl.NumberFormat(language).format(count),
  );
}

/**
 * Minimum experience (in one campaign) to reach and to keep each level. The junior level always starts at 0; an
 * upper level missing here is not configured for the campaign: it cannot be reached, and nobody holding it falls.
 */
export type LevelThresholds = Readonly<Partial<Record<ProgrammeLevelId, number>>>;

export const PROGRAMME_LEVEL_IDS: readonly ProgrammeLevelId[] = PROGRAMME_LEVELS.map((l) => l.id);

export function isProgrammeLevel(value: string): value is ProgrammeLevelId {
  return (PROGRAMME_LEVEL_IDS as readonly string[]).includes(value);
}

/** 0 for the lowest level, upwards. */
export function levelIndex(level: ProgrammeLevelId): number {
  return PROGRAMME_LEVEL_IDS.indexOf(level);
}

/** The higher of two levels. */
export function higherLevel(a: ProgrammeLevelId, b: ProgrammeLevelId): ProgrammeLevelId {
  return levelIndex(a) >= levelIndex(b) ? a : b;
}

/** The level above, or null at the top. */
export function levelAbove(level: ProgrammeLevelId): ProgrammeLevelId | null {
  return PROGRAMME_LEVEL_IDS[levelIndex(level) + 1] ?? null;
}

/** The level below; the lowest level has none below it and stays where it is. */
export function levelBelow(level: ProgrammeLevelId): ProgrammeLevelId {
  return PROGRAMME_LEVEL_IDS[Math.max(0, levelIndex(level) - 1)] ?? level;
}

/** The minimum experience of a level in a campaign: 0 for junior, null when the campaign does not configure it. */
export function levelMinimum(level: ProgrammeLevelId, thresholds: LevelThresholds): number | null {
  if (levelIndex(level) === 0) return 0;
  return thresholds[level] ?? null;
}

/**
 * Problems with a campaign's thresholds, as messages (empty when they are valid): junior starts at 0, every
 * minimum is a non-negative integer, and each configured level needs strictly more experience than the one below.
 */
export function thresholdProblems(thresholds: LevelThresholds): string[] {
  const problems: string[] = [];
  const [lowest] = PROGRAMME_LEVEL_IDS;
  if (lowest && thresholds[lowest] !== undefined && thresholds[lowest] !== 0)
    problems.push(`${lowest} must start at 0`);
  let previous = 0;
  for (const level of PROGRAMME_LEVEL_IDS.slice(1)) {
    const minimum = thresholds[level];
    if (minimum === undefined) continue;
    if (!Number.isInteger(minimum) || minimum < 0) problems.push(`${level} must be a non-negative integer`);
    else if (minimum <= previous) problems.push(`${level} must need more experience than the level below`);
    previous = Math.max(previous, minimum);
  }
  return problems;
}

/**
 * The level a user asks for when a posting moves their experience in a campaign from `previousExperience` to
 * `experience`, or null. A request happens only when this posting crosses the threshold of a level above the one
 * they hold (so a rejected user is not asked about again until they cross a higher one, and a debit or reversal
 * never asks); it targets the highest level the experience now reaches.
 */
export function levelReached(input: {
  level: ProgrammeLevelId;
  previousExperience: number;
  experience: number;
  thresholds: LevelThresholds;
}): ProgrammeLevelId | null {
  let target: ProgrammeLevelId | null = null;
  let crossed = false;
  for (let above = levelAbove(input.level); above !== null; above = levelAbove(above)) {
    const minimum = input.thresholds[above];
    if (minimum === undefined || input.experience < minimum) continue;
    target = above;
    if (input.previousExperience < minimum) crossed = true;
  }
  return crossed ? target : null;
}

/**
 * The level a user starts a campaign with, from the most recent previous campaign they joined in the same client
 * (SPEC §4): the level carries over, but a user whose experience there stayed below that level's minimum falls
 * one level (never below the lowest). Without a previous campaign, the lowest level.
 */
export function carriedOverLevel(
  previous: { level: ProgrammeLevelId; experience: number; thresholds: LevelThresholds } | null,
): ProgrammeLevelId {
  const [lowest = 'junior'] = PROGRAMME_LEVEL_IDS;
  if (!previous) return lowest;
  const minimum = levelMinimum(previous.level, previous.thresholds);
  if (minimum === null || previous.experience >= minimum) return previous.level;
  return levelBelow(previous.level);
}

/** The next level to reach from `level` and its minimum, when the campaign configures one. */
export function nextThreshold(
  level: ProgrammeLevelId,
  thresholds: LevelThresholds,
): { level: ProgrammeLevelId; minExperience: number } | null {
  for (let above = levelAbove(level); above !== null; above = levelAbove(above)) {
    const minimum = thresholds[above];
    if (minimum !== undefined) return { level: above, minExperience: minimum };
  }
  return null;
}

/** What an activity worth `base` points credits at each level (the points table, SPEC §2, §9). */
export function pointsByLevel(base: number): Record<ProgrammeLevelId, number> {
  const points = {} as Record<ProgrammeLevelId, number>;
  for (const level of PROGRAMME_LEVEL_IDS) points[level] = applyMultiplier(base, LEVEL_MULTIPLIERS[level]);
  return points;
}
