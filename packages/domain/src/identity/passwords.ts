import { PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import type { ValidationCode } from '../shared/validation.ts';

/** Strength levels, weakest first. A client's register config asks for one of them. */
export const PASSWORD_STRENGTH_LEVELS = ['weak', 'medium', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/** The rules a new password can fail, in the order validateNewPassword reports them. */
export const PASSWORD_RULE_CODES = [
  'password.too_short',
  'password.mismatch',
  'password.too_weak',
] as const satisfies readonly ValidationCode[];
export type PasswordRuleCode = (typeof PASSWORD_RULE_CODES)[number];

/** Length in characters (Unicode code points), the unit every password rule uses. */
function length(value: string): number {
  return Array.from(value).length;
}

/** Tells whether a password has at least the minimum length (6 by SPEC §5; a caller may ask more). */
export function isLongEnoughPassword(password: string, minLength: number = PASSWORD_MIN_LENGTH): boolean {
  return length(password) >= minLength;
}

/**
 * Rates a password (SPEC §5): 'medium' needs upper case, lower case and digits; 'strong' adds a symbol (anything
 * that is not a letter, digit or space). Everything else — and anything shorter than the minimum — is 'weak'.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!isLongEnoughPassword(password)) return 'weak';
  const mixed = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\p{Nd}/u.test(password);
  if (!mixed) return 'weak';
  return /[^\p{L}\p{N}\s]/u.test(password) ? 'strong' : 'medium';
}

/** Tells whether a password is rated at least `level`. */
export function meetsStrengthLevel(password: string, level: PasswordStrength): boolean {
  return (
    PASSWORD_STRENGTH_LEVELS.indexOf(passwordStrength(password)) >= PASSWORD_STRENGTH_LEVELS.indexOf(level)
  );
}

/**
 * Checks a new password and its confirmation; returns every failed rule (empty when acceptable), in the order
 * too_short, mismatch, too_weak. A too-short password also fails any level above 'weak'.
 */
export function validateNewPassword(
  password: string,
  confirmation: string,
  level: PasswordStrength = 'weak',
  minLength: number = PASSWORD_MIN_LENGTH,
): PasswordRuleCode[] {
  const failed: PasswordRuleCode[] = [];
  if (!isLongEnoughPassword(password, minLength)) failed.push('password.too_short');
  if (password !== confirmation) failed.push('password.mismatch');
  if (!meetsStrengthLevel(password, level)) failed.push('password.too_weak');
  return failed;
}
