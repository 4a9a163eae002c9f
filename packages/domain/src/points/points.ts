import { LEVEL_MULTIPLIERS, type ProgrammeLevelId } from '../shared/constants.ts';

/**
 * The points engine's vocabulary (SPEC §1, §3 Reward state, §4 Level / Sale and photo points, §9): what an entry
 * of the ledger can be, which way it moves the balances, and how the level multiplier applies.
 */

/** The two programmes that earn and spend through one engine. */
export const PROGRAMMES = ['training', 'rewards'] as const;
export type Programme = (typeof PROGRAMMES)[number];

export const POINT_KINDS = [
  'training',
  'webinar',
  'game',
  'event',
  'sale',
  'photo',
  'mystery_shopper',
  'bonus',
  'redemption',
  'refund',
  'reversal',
  'expiry',
  'transfer_out',
  'adjustment',
] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** Activities that earn: they credit available and experience points and take the level multiplier. */
export const EARNING_KINDS: readonly PointKind[] = [
  'training',
  'webinar',
  'game',
  'event',
  'sale',
  'photo',
  'mystery_shopper',
];

/** Kinds whose amount is always a debit of available points. */
export const DEBIT_KINDS: readonly PointKind[] = ['redemption', 'expiry', 'transfer_out'];

/**
 * An entry's audit state. Sale and photo points are credited at once and may be audited (SPEC §4); a reproved
 * one is reversed by a new entry, and the original then shows as reversed.
 */
export const POINT_STATUSES = ['credited', 'under_audit', 'reversed'] as const;
export type PointStatus = (typeof POINT_STATUSES)[number];

export function isEarningKind(kind: PointKind): boolean {
  return EARNING_KINDS.includes(kind);
}

export function isDebitKind(kind: PointKind): boolean {
  return DEBIT_KINDS.includes(kind);
}

/**
 * How many days before a campaign's points expire (SPEC §9: at the end of each campaign) their holders are told,
 * once per campaign, how many points they are about to lose and when.
 */
export const POINTS_EXPIRY_WARNING_DAYS = 7;

/** The multiplier a level earns with (SPEC §9: 1.5 or 2 by level; the lowest level earns plain points). */
export function levelMultiplier(level: ProgrammeLevelId): number {
  return LEVEL_MULTIPLIERS[level];
}

/**
 * Points credited for an earning activity worth `base` points at `multiplier`. Points are integers; a half point
 * rounds up so 1.5 × 3 credits 5, never less than the user was promised.
 */
export function applyMultiplier(base: number, multiplier: number): number {
  return Math.ceil(base * multiplier - 1e-9);
}
