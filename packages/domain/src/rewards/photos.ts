import { isoDateInZone } from '../shared/dates.ts';
import { nextDay, startOfDayIn } from './campaigns.ts';

/**
 * Store display photos of the rewards programme (SPEC §3 Photo upload, §4 Sale and photo points, §5 Photos, §9):
 * one photo per photo type per store per week, the week resetting on the campaign's `photo_reset_day` at midnight
 * in the store's IANA zone. Pure rules; the server stores, the form shows the same week.
 */

/** A photo's audit states (SPEC §4): credited at once under audit, then approved or reproved with a reason. */
export const PHOTO_STATUSES = ['under_audit', 'approved', 'reproved'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** The reset day when a campaign names none: Sunday (SPEC §5; some texts say Monday, a campaign may choose it). */
export const DEFAULT_PHOTO_RESET_DAY = 0;

/** The weekday (0 Sunday … 6 Saturday) of a calendar day (YYYY-MM-DD). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface PhotoWeek {
  /** The first day of the week (YYYY-MM-DD, the reset day) in the store's zone: the allowance's key. */
  start: string;
  /** The instant the week began: midnight of `start` in the zone. */
  begins: Date;
  /** The instant the next week begins (the next reset), exclusive end of this one. */
  resetsAt: Date;
}

/**
 * The photo week holding `now` in `timeZone` when the week resets on `resetDay` (0 Sunday … 6 Saturday) at
 * midnight there: it starts on the latest reset day not after today's date in the zone.
 */
export function photoWeek(
  now: Date,
  timeZone: string,
  resetDay: number = DEFAULT_PHOTO_RESET_DAY,
): PhotoWeek {
  const today = isoDateInZone(now, timeZone);
  const back = (weekdayOf(today) - resetDay + 7) % 7;
  const start = addDays(today, -back);
  return {
    start,
    begins: startOfDayIn(start, timeZone),
    resetsAt: startOfDayIn(nextDay(addDays(start, 6)), timeZone),
  };
}

/**
 * Who may send store photos in a campaign: registered for it and not blocked from the programme (SPEC §8). Both
 * country groups may: SPEC §9 names group 2 (brand promoters) as the photo earners and group 1 as the sales
 * reporters, but SPEC §2 offers upload-photos to every rewards user and the `upload_photos` module has no country
 * group, so the group is not a condition.
 */
export type PhotoSenderProblem = 'rewards.account_blocked' | 'rewards.not_registered';
export function photoSenderProblem(sender: {
  registered: boolean;
  blocked: boolean;
}): PhotoSenderProblem | null {
  if (sender.blocked) return 'rewards.account_blocked';
  return sender.registered ? null : 'rewards.not_registered';
}

/** The 64-bit perceptual difference hashes (dHash, 16 hex digits) of two images: how many bits differ. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}
