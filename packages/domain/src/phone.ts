import { PHONE_CODE_RESEND_COOLDOWN_SECONDS } from './constants.ts';
import type { Validation } from './validation.ts';

/**
 * Whole seconds left before a phone code may be sent again (SPEC §4: default 300 s); 0 once elapsed, which is
 * when the lock resets. Rounded up, so it only reads 0 when the time is really up. A start in the future (clock
 * skew) counts as just started; an invalid start date means no lock.
 */
export function cooldownRemaining(
  startedAt: Date,
  now: Date,
  durationSeconds: number = PHONE_CODE_RESEND_COOLDOWN_SECONDS,
): number {
  const elapsedMs = Math.max(0, now.getTime() - startedAt.getTime());
  if (Number.isNaN(elapsedMs)) return 0;
  return Math.max(0, Math.ceil((durationSeconds * 1000 - elapsedMs) / 1000));
}

/** Spaces, dots, dashes, slashes and parentheses are formatting in a typed phone number. */
const PHONE_SEPARATORS = /[\s.\-/()\u2010-\u2015]/g;
/** E.164: '+', a country code not starting with 0, at most 15 digits in all (8 at least, pragmatically). */
const E164 = /^\+[1-9]\d{7,14}$/;
/** National numbers: 8 to 15 digits, a trunk prefix such as Brazil's 0 included. */
const NATIONAL = /^\d{8,15}$/;

/**
 * Pragmatic phone check: an international number in E.164 ("+55 11 91234-5678") or national digits
 * ("(11) 91234-5678"). `normalized` drops the formatting and keeps the '+' when there was one; an international
 * "00" prefix becomes '+'.
 */
export function validatePhone(value: string): Validation<string, 'phone.invalid'> {
  let compact = value.trim().replace(PHONE_SEPARATORS, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  const ok = compact.startsWith('+') ? E164.test(compact) : NATIONAL.test(compact);
  return ok ? { ok: true, normalized: compact } : { ok: false, code: 'phone.invalid' };
}

/**
 * Tells whether a typed phone is the registered one (SPEC §5). Both must be valid; ignoring leading zeros, their
 * digits must be equal or differ only by a country code in front (at most 3 digits), so a number typed without
 * its country code or trunk 0 still matches, but one without its area code does not.
 */
export function phonesMatch(entered: string, registered: string): boolean {
  const a = validatePhone(entered);
  const b = validatePhone(registered);
  if (!a.ok || !b.ok) return false;
  const digitsA = a.normalized.replace(/\D/g, '').replace(/^0+/, '');
  const digitsB = b.normalized.replace(/\D/g, '').replace(/^0+/, '');
  const [shorter, longer] = digitsA.length <= digitsB.length ? [digitsA, digitsB] : [digitsB, digitsA];
  return shorter.length >= 8 && longer.length - shorter.length <= 3 && longer.endsWith(shorter);
}
