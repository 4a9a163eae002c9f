import { PHONE_CODE_RESEND_COOLDOWN_SECONDS } from '../shared/constants.ts';
import type { Validation } from '../shared/validation.ts';

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

interface PhonePlan {
  code: string;
  /** The national number's groups, or null when its length or prefix is not one the plan knows. */
  groups(national: string): readonly number[] | null;
  /** The last two groups joined by a hyphen (Brazil's 91234-0000) instead of a space. */
  hyphen?: boolean;
}

const byLength =
  (sizes: Record<number, readonly number[]>) =>
  (national: string): readonly number[] | null =>
    sizes[national.length] ?? null;

/** Calling code and national mask of the countries the programme runs in. */
const PHONE_PLANS: Record<string, PhonePlan> = {
  AR: { code: '54', groups: () => null },
  BR: { code: '55', groups: byLength({ 10: [2, 4, 4], 11: [2, 5, 4] }), hyphen: true },
  CA: { code: '1', groups: byLength({ 10: [3, 3, 4] }) },
  CL: { code: '56', groups: byLength({ 9: [1, 4, 4] }) },
  CO: { code: '57', groups: byLength({ 10: [3, 3, 4] }) },
  // Mexico City, Guadalajara and Monterrey have two-digit area codes, the rest three.
  MX: {
    code: '52',
    groups: (national) =>
      national.length !== 10 ? null : /^(55|33|81)/.test(national) ? [2, 4, 4] : [3, 3, 4],
  },
  PE: { code: '51', groups: byLength({ 9: [3, 3, 3] }) },
};

/**
 * A stored phone as people read it, with its country's calling code and mask: '11912340000' of a Brazilian
 * account and '+5521998765432' read '+55 11 91234-0000' and '+55 21 99876-5432'. A number in E.164 is read by
 * its own calling code; national digits (a trunk 0 dropped) by the account's country. A number no known plan
 * can group keeps its calling code and digits; one that is not a phone, or of no known country, stays as stored.
 */
export function formatPhone(value: string, countryCode: string | null | undefined): string {
  const checked = validatePhone(value);
  if (!checked.ok) return value.trim();
  const compact = checked.normalized;
  let plan = PHONE_PLANS[countryCode?.trim().toUpperCase() ?? ''];
  let national = compact.replace(/^0/, '');
  if (compact.startsWith('+')) {
    plan = Object.values(PHONE_PLANS).find((candidate) => compact.startsWith(`+${candidate.code}`));
    national = compact.slice(1 + (plan?.code.length ?? 0));
  }
  if (!plan) return value.trim();
  const groups = plan.groups(national);
  if (!groups) return `+${plan.code} ${national}`;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  const tail = plan.hyphen ? [parts.slice(-2).join('-')] : parts.slice(-2);
  return [`+${plan.code}`, ...parts.slice(0, -2), ...tail].join(' ');
}
