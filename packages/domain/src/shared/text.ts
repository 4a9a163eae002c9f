import { AGE_BANDS, type AgeBand, CHECKIN_CODE_LENGTH, FREE_TEXT_MAX_LENGTH } from './constants.ts';
import type { Validation } from './validation.ts';

/**
 * Pragmatic e-mail shape, not RFC 5322: a local part of usual characters without leading, trailing or doubled
 * dots; dot-separated domain labels of letters, digits and inner hyphens; a TLD of 2+ letters or an IDN (xn--).
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;
const EMAIL_MAX_LENGTH = 254;

/** Length in characters (Unicode code points), as the database counts them. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** Tells whether a string looks like a deliverable e-mail address (surrounding spaces are ignored). */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

/** Validates an e-mail; `normalized` is trimmed and lower-cased, the form to store and compare for uniqueness. */
export function validateEmail(value: string): Validation<string, 'email.invalid'> {
  return isValidEmail(value)
    ? { ok: true, normalized: value.trim().toLowerCase() }
    : { ok: false, code: 'email.invalid' };
}

/**
 * Validates an e-mail and its confirmation field: the e-mail must be valid ('email.invalid' wins), then both must
 * be the same address, ignoring case and surrounding spaces ('email.mismatch').
 */
export function validateEmailConfirmation(
  email: string,
  confirmation: string,
): Validation<string, 'email.invalid' | 'email.mismatch'> {
  const result = validateEmail(email);
  if (!result.ok) return result;
  if (confirmation.trim().toLowerCase() !== result.normalized) return { ok: false, code: 'email.mismatch' };
  return result;
}

/** Rejects free text longer than `max` characters (SPEC §5: 256). The text is returned unchanged when it fits. */
export function validateFreeText(
  text: string,
  max: number = FREE_TEXT_MAX_LENGTH,
): Validation<string, 'text.too_long'> {
  return textLength(text) <= max ? { ok: true, normalized: text } : { ok: false, code: 'text.too_long' };
}

/** Validates an event check-in code: exactly six digits (surrounding spaces ignored). */
export function validateCheckinCode(value: string): Validation<string, 'checkin.invalid'> {
  const trimmed = value.trim();
  return new RegExp(`^\\d{${CHECKIN_CODE_LENGTH}}$`).test(trimmed)
    ? { ok: true, normalized: trimmed }
    : { ok: false, code: 'checkin.invalid' };
}

/** One birthday field as a form sends it: a number, a digit string, or empty. */
export type BirthdayPart = number | string | null | undefined;

export interface BirthdayParts {
  year?: BirthdayPart;
  month?: BirthdayPart;
  day?: BirthdayPart;
}

/** Earliest birth year accepted. */
export const BIRTHDAY_MIN_YEAR = 1900;

function isEmptyPart(part: BirthdayPart): boolean {
  return part === null || part === undefined || (typeof part === 'string' && part.trim() === '');
}

function partToInt(part: BirthdayPart): number | null {
  if (typeof part === 'number') return Number.isInteger(part) ? part : null;
  if (typeof part === 'string' && /^\d{1,4}$/.test(part.trim())) return Number(part.trim());
  return null;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Tells whether year-month-day is a real Gregorian date (so 2023-02-29 and 2024-04-31 are not). */
function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Validates a birthday edit (SPEC §5): year, month and day come together or not at all. All empty gives
 * `normalized: null` (no birthday); some empty gives 'birthday.incomplete'; a date that does not exist, a year
 * before 1900, or (when `today`, YYYY-MM-DD, is given) a future date gives 'birthday.invalid'.
 * `normalized` is YYYY-MM-DD.
 */
export function validateBirthday(
  parts: BirthdayParts,
  today?: string,
): Validation<string | null, 'birthday.incomplete' | 'birthday.invalid'> {
  const given = [parts.year, parts.month, parts.day].filter((p) => !isEmptyPart(p)).length;
  if (given === 0) return { ok: true, normalized: null };
  if (given < 3) return { ok: false, code: 'birthday.incomplete' };
  const year = partToInt(parts.year);
  const month = partToInt(parts.month);
  const day = partToInt(parts.day);
  if (year === null || month === null || day === null) return { ok: false, code: 'birthday.invalid' };
  if (year < BIRTHDAY_MIN_YEAR || !isRealDate(year, month, day))
    return { ok: false, code: 'birthday.invalid' };
  const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (today !== undefined && iso > today) return { ok: false, code: 'birthday.invalid' };
  return { ok: true, normalized: iso };
}

function parseIsoDate(value: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [, y, m, d] = match ?? [];
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (!match || !isRealDate(year, month, day)) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return { year, month, day };
}

/**
 * Whole years between a birthday and a day, both YYYY-MM-DD (e.g. today from isoDateInZone). Someone born on
 * 29 February turns a year older on 1 March in common years. Throws RangeError for a malformed date.
 */
export function ageInYears(birthday: string, on: string): number {
  const birth = parseIsoDate(birthday);
  const day = parseIsoDate(on);
  const beforeBirthday = day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  return day.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The profile age range for an age; null under 18 (registrants must be adults). */
export function ageBandForAge(age: number): AgeBand | null {
  if (!Number.isFinite(age) || age < 18) return null;
  const years = Math.floor(age);
  const upperBounds = [24, 30, 40, 50, 60];
  const index = upperBounds.findIndex((upper) => years <= upper);
  return AGE_BANDS[index === -1 ? AGE_BANDS.length - 1 : index] ?? null;
}

/** PostgreSQL text cannot hold the NUL character: a string with one is refused before it reaches a query. */
const NUL = '\u0000';

/** Deeper than any request the API takes: nesting beyond this is refused as a whole. */
const MAX_INPUT_DEPTH = 32;

/** Why a request's value cannot be stored: a character no text column holds, or nesting beyond any request. */
interface Unstorable {
  path: string[];
  reason: 'characters' | 'depth';
}

function firstUnstorable(value: unknown, path: readonly string[]): Unstorable | null {
  if (typeof value === 'string')
    return value.includes(NUL) ? { path: [...path], reason: 'characters' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_INPUT_DEPTH) return { path: [...path], reason: 'depth' };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes(NUL)) return { path: [...path, key.replaceAll(NUL, '')], reason: 'characters' };
    const found = firstUnstorable(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * The path of the first string (object key or value) in `value` that cannot be stored as text, or null when
 * every string can be. Nesting deeper than the API ever takes counts as unstorable at that depth.
 */
export function findUnstorableText(value: unknown, path: readonly string[] = []): string[] | null {
  return firstUnstorable(value, path)?.path ?? null;
}

/**
 * The first field of `value` that cannot be stored, with the validation code a client is told: characters not
 * allowed (a NUL), or an invalid value (nesting deeper than any request takes).
 */
export function unstorableField(
  value: unknown,
): { path: string[]; code: 'text.invalid_characters' | 'field.invalid' } | null {
  const found = firstUnstorable(value, []);
  if (!found) return null;
  return { path: found.path, code: found.reason === 'depth' ? 'field.invalid' : 'text.invalid_characters' };
}

/** An unpaired UTF-16 surrogate (a paired one is a single code point under the `u` flag, never `Cs`). */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;
const REPLACEMENT_CHARACTER = '\uFFFD';

function wellFormed(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return LONE_SURROGATE.test(value) ? value.replace(LONE_SURROGATES, REPLACEMENT_CHARACTER) : value;
  }
  if (value === null || typeof value !== 'object' || depth >= MAX_INPUT_DEPTH) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => wellFormed(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const entry = [wellFormed(key, depth) as string, wellFormed(item, depth + 1)] as const;
    if (entry[0] !== key || entry[1] !== item) changed = true;
    return entry;
  });
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * `value` with every unpaired surrogate of its strings (keys and values) replaced by U+FFFD, the same reference
 * when it had none. UTF-8 cannot encode a lone surrogate: browsers send U+FFFD in its place in forms and URLs, and
 * the database drivers write U+FFFD into text columns, but a JSON `\ud800` escape reaching a jsonb column is an
 * error. Made well-formed once, a request's text means the same in every column and on every engine.
 */
export function wellFormedInput<T>(value: T): T {
  return wellFormed(value, 0) as T;
}
