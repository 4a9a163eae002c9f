/** Business constants and limits of SPEC §9. */

/** Longest accepted free text, in characters. */
export const FREE_TEXT_MAX_LENGTH = 256;
/** Shortest accepted password. */
export const PASSWORD_MIN_LENGTH = 6;
/** One helper text asks 8 characters for a new password; the rule itself stays at PASSWORD_MIN_LENGTH. */
export const NEW_PASSWORD_HELPER_MIN_LENGTH = 8;
export const CPF_LENGTH = 11;
/** Argentine and Uruguayan documents. */
export const AR_UY_DOCUMENT_LENGTH = 8;
export const CHECKIN_CODE_LENGTH = 6;
/** A sale must be reported within this many calendar days of the sale (and before the campaign ends). */
export const SALE_REPORT_WINDOW_DAYS = 15;
/** Transferred points must be redeemed within this many months. */
export const TRANSFERRED_POINTS_VALID_MONTHS = 12;
export const PHONE_CODE_RESEND_COOLDOWN_SECONDS = 300;
export const SUPPORT_RESPONSE_WORKING_DAYS = 7;
/** Training authority integration: the entry window is three minutes. */
export const TRAINING_AUTHORITY_ENTRY_WINDOW_SECONDS = 180;

/** Profile age ranges. '60+' is SPEC's "over 60": 60 itself falls in '51-60'. */
export const AGE_BANDS = ['18-24', '25-30', '31-40', '41-50', '51-60', '60+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Links are shown truncated to this many characters, ellipsis in the middle. */
export const LINK_DISPLAY_MAX = 50;
export const TOUCH_DRAG_THRESHOLD_PX = 5;
export const LONG_PRESS_MS = 900;
export const DOUBLE_CLICK_MS = 500;
/** Lifetime of the cookie holding the local-storage encryption key. */
export const COOKIE_KEY_EXPIRY_DAYS = 180;
/** A chunk or stylesheet that has not loaded after this long raises an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** SPEC's "request time delay constant"; its unit and use are not shown. */
export const REQUEST_TIME_DELAY = -3;
export const APP_RELEASE_VERSION = '3.28.445';

/**
 * The seven countries. Group 1 reports sales; group 2 are brand promoters. SPEC says only *part* of Canada is
 * group 1: Canada is group 1 here, and a user's country area, which carries its own group, overrides it
 * (`countryGroupOf` in tenancy/module-access.ts).
 */
export const COUNTRIES = [
  { code: 'AR', name: 'Argentina', group: 1 },
  { code: 'BR', name: 'Brazil', group: 1 },
  { code: 'CA', name: 'Canada', group: 1 },
  { code: 'CL', name: 'Chile', group: 2 },
  { code: 'CO', name: 'Colombia', group: 2 },
  { code: 'MX', name: 'Mexico', group: 2 },
  { code: 'PE', name: 'Peru', group: 2 },
] as const;

export type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country['code'];
export type CountryGroup = Country['group'];

/** Tells whether a string is one of the seven country codes (exact upper case, ISO 3166-1 alpha-2). */
export function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.some((c) => c.code === value);
}

/** Finds a country by its code, ignoring case. */
export function countryByCode(code: string): Country | undefined {
  const upper = code.toUpperCase();
  return COUNTRIES.find((c) => c.code === upper);
}

/**
 * The three programme levels, lowest first. SPEC names "creator" and "influencer" for events without saying
 * which level is which; we read them as the two upper levels in order.
 */
export const PROGRAMME_LEVELS = [
  { id: 'junior', name: 'Junior', alias: 'basic', eventName: null, rank: 1 },
  { id: 'intermediate', name: 'Intermediate', alias: null, eventName: 'creator', rank: 2 },
  { id: 'highest', name: 'Highest', alias: null, eventName: 'influencer', rank: 3 },
] as const;

export type ProgrammeLevel = (typeof PROGRAMME_LEVELS)[number];
export type ProgrammeLevelId = ProgrammeLevel['id'];

/**
 * Points multiplier per level. SPEC gives "1.5 or 2 by level"; the lowest level earns plain points.
 */
export const LEVEL_MULTIPLIERS: Readonly<Record<ProgrammeLevelId, number>> = {
  junior: 1,
  intermediate: 1.5,
  highest: 2,
};

/** Tells whether a user at `level` may join something that needs at least `minimum` (e.g. an event). */
export function meetsMinimumLevel(level: ProgrammeLevelId, minimum: ProgrammeLevelId): boolean {
  return levelRank(level) >= levelRank(minimum);
}

function levelRank(id: ProgrammeLevelId): number {
  return PROGRAMME_LEVELS.find((l) => l.id === id)?.rank ?? 0;
}

export const GENDERS = ['male', 'female', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

/** SPEC lists the marital-status field and its site list but not the values; these are ours. */
export const MARITAL_STATUSES = ['single', 'married', 'stable_union', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
