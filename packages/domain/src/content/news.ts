import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../shared/languages.ts';

/**
 * News (issue 16, docs/content.md): an article of a client, written in some of the four languages, shown to its
 * learners from its publish date until its expiry (none: until it is unpublished or deleted).
 */

/** Where an article stands for a reader at a moment, as the staff list shows it. */
export const NEWS_STATES = ['draft', 'scheduled', 'published', 'expired'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** The dates that decide an article's visibility: null `publish_at` is a draft (never shown to learners). */
export interface NewsSchedule {
  publishAt: Date | null;
  expiresAt: Date | null;
}

/**
 * An article's state at `now`: a draft without a publish date, scheduled before it, published from it (inclusive)
 * until its expiry (exclusive), expired from then on.
 */
export function newsState(schedule: NewsSchedule, now: Date): NewsState {
  if (schedule.publishAt === null) return 'draft';
  if (now.getTime() < schedule.publishAt.getTime()) return 'scheduled';
  if (schedule.expiresAt !== null && now.getTime() >= schedule.expiresAt.getTime()) return 'expired';
  return 'published';
}

/** Whether learners of the article's client see it at `now`: published when publish date ≤ now < expiry. */
export function isNewsVisible(schedule: NewsSchedule, now: Date): boolean {
  return newsState(schedule, now) === 'published';
}

/** Whether an expiry may follow a publish date: an expiry is after the publish date (or there is none of either). */
export function isNewsScheduleValid(schedule: NewsSchedule): boolean {
  if (schedule.publishAt === null || schedule.expiresAt === null) return true;
  return schedule.expiresAt.getTime() > schedule.publishAt.getTime();
}

/** The texts of an article per language, as stored: only the languages the writer wrote. */
export type NewsVersions = Partial<Record<LanguageCode, { title: string; summary: string; body: string }>>;

/**
 * The language version a reader gets: their language's, else the client's default language's, else pt-BR's, else
 * the first the article has in the house's language order, as `localized` reads a text; null for an article with
 * no version. A version counts when its title is written (a blank title is no version).
 */
export function newsLanguageOf(
  written: readonly LanguageCode[],
  language: LanguageCode,
  clientDefault?: LanguageCode,
): LanguageCode | null {
  const has = (code: LanguageCode | undefined): code is LanguageCode => !!code && written.includes(code);
  if (has(language)) return language;
  if (has(clientDefault)) return clientDefault;
  if (has(DEFAULT_LANGUAGE.code)) return DEFAULT_LANGUAGE.code;
  return LANGUAGE_CODES.find((code) => written.includes(code)) ?? null;
}

/** The languages an article has a version in: those whose title is not blank. */
export function writtenLanguages<V extends { title: string }>(
  versions: Partial<Record<LanguageCode, V>>,
): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => (versions[code]?.title ?? '').trim() !== '');
}
