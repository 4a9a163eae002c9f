/** Date display rules of SPEC §9. Everything is computed in an explicit IANA time zone, never the machine's. */

import type { Validation } from './validation.ts';

/** Day/month/year or month/day/year. */
export type DateOrder = 'dmy' | 'mdy';

/** Calendar and clock fields of an instant as seen in a time zone, zero-padded. */
export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  // Throws RangeError for an unknown zone, so only valid zones are cached.
  const created = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  formatters.set(timeZone, created);
  return created;
}

function toDate(value: Date | number | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/**
 * Splits an instant into its calendar and clock fields in `timeZone`.
 * Throws RangeError for an invalid date or an unknown time zone.
 */
export function zonedParts(date: Date | number | string, timeZone: string): ZonedParts {
  const parts = formatterFor(timeZone).formatToParts(toDate(date));
  const field = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: field('year').padStart(4, '0'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

/** SPEC §9: language ids 1 (pt-BR) and 3 (es-ES) show day/month/year; every other language month-day-year. */
export function dateOrder(languageId: number): DateOrder {
  return languageId === 1 || languageId === 3 ? 'dmy' : 'mdy';
}

/** Formats the calendar date of an instant in `timeZone`: dd/MM/yyyy for language ids 1 and 3, else MM-dd-yyyy. */
export function formatDate(date: Date | number | string, languageId: number, timeZone: string): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return dateOrder(languageId) === 'dmy' ? `${day}/${month}/${year}` : `${month}-${day}-${year}`;
}

/** Formats the 24-hour clock time (HH:mm) of an instant in `timeZone`. */
export function formatTime(date: Date | number | string, timeZone: string): string {
  const { hour, minute } = zonedParts(date, timeZone);
  return `${hour}:${minute}`;
}

/** Formats date and time of an instant in `timeZone`, e.g. "09/03/2024 23:30" or "03-09-2024 23:30". */
export function formatDateTime(date: Date | number | string, languageId: number, timeZone: string): string {
  return `${formatDate(date, languageId, timeZone)} ${formatTime(date, timeZone)}`;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone`, e.g. to know "today" for a user. */
export function isoDateInZone(date: Date | number | string, timeZone: string): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${year}-${month}-${day}`;
}

/** The separator of a typed date: "/" in day/month/year, "-" in month-day-year (as `formatDate` writes them). */
function separatorOf(languageId: number): string {
  return dateOrder(languageId) === 'dmy' ? '/' : '-';
}

/**
 * Digits typed into a date field, laid out as `formatDate` writes dates for `languageId` as they come: "0903" →
 * "09/03", "09032024" → "09/03/2024" (or "03-09-2024"). A separator is added only before a digit that follows it,
 * so deleting one is never undone.
 */
export function maskDateInput(text: string, languageId: number): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const separator = separatorOf(languageId);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join(separator);
}

/**
 * A calendar day typed in the SPEC §9 order of `languageId` ("09/03/2024" for ids 1 and 3, "03-09-2024" for the
 * others; "/", "-" or "." between the parts), normalized to yyyy-mm-dd; `date.invalid` when it is not a whole,
 * real date.
 */
export function parseDateInput(text: string, languageId: number): Validation<string, 'date.invalid'> {
  const invalid = { ok: false, code: 'date.invalid' } as const;
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return invalid;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = dateOrder(languageId) === 'dmy' ? [first, second] : [second, first];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return invalid;
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return { ok: true, normalized: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
