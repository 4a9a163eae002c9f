import type { CountryGroup } from '../shared/constants.ts';
import { isoDateInZone, zonedParts } from '../shared/dates.ts';

/**
 * A campaign's dates are calendar days (SPEC §3 Campaign: begin date, end date). They are read in a store's IANA
 * time zone: a campaign begins at midnight of its first day there and ends at the last instant of its last day.
 */
export interface CampaignDays {
  begin_date: string;
  end_date: string;
}

/** The instant a calendar day (YYYY-MM-DD) begins in `timeZone` (its local midnight, or the first instant after). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1);
  // the zone's offset at a guess, corrected once more for a change of offset between guess and answer
  let guess = utcMidnight;
  for (let i = 0; i < 3; i++) {
    const p = zonedParts(guess, timeZone);
    const seen = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
    );
    const next = guess - (seen - utcMidnight);
    if (next === guess) break;
    guess = next;
  }
  // a zone that skips midnight (a DST change at 00:00) starts the day at the first instant after it
  return new Date(isoDateInZone(guess, timeZone) < day ? guess + 3_600_000 : guess);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The campaign's bounds in `timeZone`: its first instant, and the first instant after it (exclusive). */
export function campaignBounds(campaign: CampaignDays, timeZone: string): { begins: Date; endsBefore: Date } {
  return {
    begins: startOfDayIn(campaign.begin_date, timeZone),
    endsBefore: startOfDayIn(nextDay(campaign.end_date), timeZone),
  };
}

export type CampaignPhase = 'upcoming' | 'active' | 'previous';

/** Where `now` falls against the campaign, its days read in `timeZone` (SPEC §4 Campaign: active or previous). */
export function campaignPhase(campaign: CampaignDays, now: Date, timeZone: string): CampaignPhase {
  const today = isoDateInZone(now, timeZone);
  if (today < campaign.begin_date) return 'upcoming';
  return today > campaign.end_date ? 'previous' : 'active';
}

/**
 * SPEC §9 country groups in a campaign: group 1 (Argentina, Brazil, and the part of Canada the campaign names)
 * reports sales; group 2 (brand promoters elsewhere) earns from photos, training, events and mystery shopping.
 * A campaign that names areas of a country puts only those areas in group 1 there.
 */
export function campaignCountryGroup(
  country: { group: number; areaIds: readonly number[] | null },
  areaId: number | null,
): CountryGroup {
  if (country.group !== 1) return 2;
  if (country.areaIds === null || country.areaIds.length === 0) return 1;
  return areaId !== null && country.areaIds.includes(areaId) ? 1 : 2;
}
