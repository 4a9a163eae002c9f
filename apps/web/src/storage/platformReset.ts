import type { CookieJar } from './cookies.ts';

/**
 * SPEC §4 "Platform reset": bump this (or set VITE_PLATFORM_RESET_AT at build time) to make every browser clear
 * its cookies and local storage once on its next visit.
 */
export const PLATFORM_RESET_AT: string = import.meta.env.VITE_PLATFORM_RESET_AT ?? '2026-01-01T00:00:00.000Z';

export const RESET_STORAGE_KEY = 'elevar.platform_reset_at';

export interface PlatformResetDeps {
  storage: Storage;
  cookies: CookieJar;
  resetAt?: string;
}

/** Clears cookies and storage once when the recorded reset is missing or older than `resetAt`. */
export function applyPlatformReset({
  storage,
  cookies,
  resetAt = PLATFORM_RESET_AT,
}: PlatformResetDeps): boolean {
  const recorded = storage.getItem(RESET_STORAGE_KEY);
  const recordedTime = recorded ? Date.parse(recorded) : Number.NaN;
  if (!Number.isNaN(recordedTime) && recordedTime >= Date.parse(resetAt)) return false;
  for (const name of cookies.names()) cookies.remove(name);
  storage.clear();
  storage.setItem(RESET_STORAGE_KEY, resetAt);
  return true;
}
