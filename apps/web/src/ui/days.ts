/** The calendar days a `DateInput` gives (yyyy-mm-dd), read from a URL and sent to the API as instants. */

/** A calendar day, yyyy-mm-dd, that exists. */
export function dayParam(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** The first instant of a calendar day in the user's zone, as the API's ISO date-time (SPEC §9: the user's zone). */
export function localDayStart(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 0, 0, 0, 0).toISOString();
}

/** The last instant of a calendar day in the user's zone (the API's `to` includes it). */
export function localDayEnd(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}
