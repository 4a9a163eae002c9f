import { SUPPORT_RESPONSE_WORKING_DAYS } from '../shared/constants.ts';

/**
 * The support team's calendar (SPEC §9: an answer within 7 working days): each programme country's weekend and its
 * national holidays, fixed-date ones and those that move with Easter or fall on a weekday of a month. Regional
 * holidays are not counted; the promise is the national one.
 */

/** The countries of the programme (SPEC §9), by ISO 3166-1 alpha-2 code. */
export const SUPPORT_COUNTRIES = ['AR', 'BR', 'CA', 'CL', 'CO', 'MX', 'PE'] as const;
export type SupportCountry = (typeof SUPPORT_COUNTRIES)[number];

export function isSupportCountry(code: string): code is SupportCountry {
  return (SUPPORT_COUNTRIES as readonly string[]).includes(code);
}

/** A holiday rule: a fixed day, an offset from Easter Sunday, or the n-th (or last before a day) weekday of a month. */
type HolidayRule =
  | { fixed: [month: number, day: number] }
  | { easter: number }
  | { nth: [month: number, weekday: number, n: number] }
  | { weekdayBefore: [month: number, day: number, weekday: number] };

interface CountryCalendar {
  /** Weekend days, 0 = Sunday … 6 = Saturday. */
  weekend: readonly number[];
  holidays: readonly HolidayRule[];
  /** The zone whose calendar day a message was sent on. */
  zone: string;
}

const MON = 1;
const SAT_SUN = [0, 6] as const;

/** Each programme country's weekend and national holidays. */
export const SUPPORT_CALENDARS: Record<SupportCountry, CountryCalendar> = {
  AR: {
    weekend: SAT_SUN,
    zone: 'America/Argentina/Buenos_Aires',
    holidays: [
      { fixed: [1, 1] },
      { easter: -48 }, // carnival Monday
      { easter: -47 }, // carnival Tuesday
      { fixed: [3, 24] },
      { fixed: [4, 2] },
      { easter: -2 }, // Good Friday
      { fixed: [5, 1] },
      { fixed: [5, 25] },
      { fixed: [6, 20] },
      { fixed: [7, 9] },
      { fixed: [12, 8] },
      { fixed: [12, 25] },
    ],
  },
  BR: {
    weekend: SAT_SUN,
    zone: 'America/Sao_Paulo',
    holidays: [
      { fixed: [1, 1] },
      { easter: -48 },
      { easter: -47 },
      { easter: -2 },
      { fixed: [4, 21] },
      { fixed: [5, 1] },
      { easter: 60 }, // Corpus Christi
      { fixed: [9, 7] },
      { fixed: [10, 12] },
      { fixed: [11, 2] },
      { fixed: [11, 15] },
      { fixed: [11, 20] },
      { fixed: [12, 25] },
    ],
  },
  CA: {
    weekend: SAT_SUN,
    zone: 'America/Toronto',
    holidays: [
      { fixed: [1, 1] },
      { easter: -2 },
      { weekdayBefore: [5, 25, MON] }, // Victoria Day
      { fixed: [7, 1] },
      { nth: [9, MON, 1] }, // Labour Day
      { fixed: [9, 30] },
      { nth: [10, MON, 2] }, // Thanksgiving
      { fixed: [11, 11] },
      { fixed: [12, 25] },
      { fixed: [12, 26] },
    ],
  },
  CL: {
    weekend: SAT_SUN,
    zone: 'America/Santiago',
    holidays: [
      { fixed: [1, 1] },
      { easter: -2 },
      { fixed: [5, 1] },
      { fixed: [5, 21] },
      { fixed: [6, 29] },
      { fixed: [7, 16] },
      { fixed: [8, 15] },
      { fixed: [9, 18] },
      { fixed: [9, 19] },
      { fixed: [10, 12] },
      { fixed: [10, 31] },
      { fixed: [11, 1] },
      { fixed: [12, 8] },
      { fixed: [12, 25] },
    ],
  },
  CO: {
    weekend: SAT_SUN,
    zone: 'America/Bogota',
    holidays: [
      { fixed: [1, 1] },
      { easter: -3 }, // Holy Thursday
      { easter: -2 },
      { fixed: [5, 1] },
      { fixed: [7, 20] },
      { fixed: [8, 7] },
      { fixed: [12, 8] },
      { fixed: [12, 25] },
    ],
  },
  MX: {
    weekend: SAT_SUN,
    zone: 'America/Mexico_City',
    holidays: [
      { fixed: [1, 1] },
      { nth: [2, MON, 1] }, // Constitution Day
      { nth: [3, MON, 3] }, // Benito Juárez
      { fixed: [5, 1] },
      { fixed: [9, 16] },
      { nth: [11, MON, 3] }, // Revolution Day
      { fixed: [12, 25] },
    ],
  },
  PE: {
    weekend: SAT_SUN,
    zone: 'America/Lima',
    holidays: [
      { fixed: [1, 1] },
      { easter: -3 },
      { easter: -2 },
      { fixed: [5, 1] },
      { fixed: [6, 7] },
      { fixed: [6, 29] },
      { fixed: [7, 23] },
      { fixed: [7, 28] },
      { fixed: [7, 29] },
      { fixed: [8, 6] },
      { fixed: [8, 30] },
      { fixed: [10, 8] },
      { fixed: [11, 1] },
      { fixed: [12, 8] },
      { fixed: [12, 9] },
      { fixed: [12, 25] },
    ],
  },
};

/** A calendar day as UTC midnight (no zone moves it). */
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

function holidayOf(rule: HolidayRule, year: number): Date {
  if ('fixed' in rule) return day(year, rule.fixed[0], rule.fixed[1]);
  if ('easter' in rule) {
    const easter = easterSunday(year);
    return new Date(easter.getTime() + rule.easter * 86_400_000);
  }
  if ('nth' in rule) {
    const [month, weekday, n] = rule.nth;
    const first = day(year, month, 1);
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return day(year, month, 1 + offset + (n - 1) * 7);
  }
  const [month, date, weekday] = rule.weekdayBefore;
  const limit = day(year, month, date);
  const back = (limit.getUTCDay() - weekday + 7) % 7 || 7;
  return day(year, month, date - back);
}

/** The national holidays of a country in a year, as yyyy-mm-dd days. */
export function nationalHolidays(country: SupportCountry, year: number): Set<string> {
  return new Set(SUPPORT_CALENDARS[country].holidays.map((rule) => iso(holidayOf(rule, year))));
}

/** Whether a calendar day (yyyy-mm-dd) is a working day in the country: not its weekend, not a national holiday. */
export function isWorkingDay(country: SupportCountry, isoDay: string): boolean {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (SUPPORT_CALENDARS[country].weekend.includes(date.getUTCDay())) return false;
  return !nationalHolidays(country, date.getUTCFullYear()).has(isoDay);
}

/** The calendar day (yyyy-mm-dd) an instant falls on in the country's zone. */
export function localDayIn(country: SupportCountry, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SUPPORT_CALENDARS[country].zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The day by which support answers a message sent at `sentAt` from `country` (SPEC §9): the `workingDays`-th working
 * day after the day it was sent on (that day does not count, whether it is a working day or not), as yyyy-mm-dd.
 */
export function supportResponseDate(
  country: SupportCountry,
  sentAt: Date,
  workingDays: number = SUPPORT_RESPONSE_WORKING_DAYS,
): string {
  let cursor = new Date(`${localDayIn(country, sentAt)}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    cursor = new Date(cursor.getTime() + 86_400_000);
    if (isWorkingDay(country, iso(cursor))) left -= 1;
  }
  return iso(cursor);
}
