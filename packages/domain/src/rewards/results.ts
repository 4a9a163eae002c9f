/**
 * Mystery-shopper results and event participations (issue 13; SPEC §1: users earn points from mystery-shopper
 * activity and events; §9: group 2, the brand promoters, earn from photos, training, events and mystery shopping).
 * A programme administrator enters them or imports them from CSV; each is posted to the ledger by a rule of the
 * campaign's points table of its kind (SPEC §9: point values stay fixed during a campaign), the level multiplier on
 * top, with its description as the entry's reason. SPEC gives no score for a visit: its value is the rule's.
 */

export const RESULT_KINDS = ['mystery_shopper', 'event'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

export function isResultKind(value: string): value is ResultKind {
  return (RESULT_KINDS as readonly string[]).includes(value);
}

/** The longest description (SPEC §9 free text). */
export const RESULT_DESCRIPTION_MAX = 256;

/**
 * What is wrong with a result's day: after today (`rewards.result_date_future`), or outside the campaign's days
 * (`rewards.result_outside_campaign`). Days are calendar days (`YYYY-MM-DD`), compared as text.
 */
export function resultDateProblem(
  day: string,
  campaign: { begin_date: string; end_date: string },
  today: string,
): 'rewards.result_date_future' | 'rewards.result_outside_campaign' | null {
  if (day > today) return 'rewards.result_date_future';
  if (day < campaign.begin_date || day > campaign.end_date) return 'rewards.result_outside_campaign';
  return null;
}

/**
 * Whether a campaign still takes results at `now`: its points expire once its last day is over everywhere (12:00
 * UTC the day after `end_date`, as the ledger's expiry), and points posted after that would be swept at once.
 */
export function campaignTakesResults(endDate: string, now: Date): boolean {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  return now.getTime() < Date.UTC(year, month - 1, day + 1, 12);
}
