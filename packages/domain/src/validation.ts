/**
 * Every failure code a domain validator can give. Codes are stable strings: the server maps them to localized
 * texts, and clients may switch on them.
 */
export const VALIDATION_CODES = [
  'document.invalid',
  'email.invalid',
  'email.mismatch',
  'text.too_long',
  'birthday.incomplete',
  'birthday.invalid',
  'checkin.invalid',
  'password.too_short',
  'password.mismatch',
  'password.too_weak',
  'phone.invalid',
  'state.invalid_transition',
  'field.required',
  'terms.required',
  'adult.required',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** Outcome of a single-rule validator: the cleaned value, or the code of the rule that failed. */
export type Validation<T, C extends ValidationCode> = { ok: true; normalized: T } | { ok: false; code: C };

/** Tells whether a string is one of the known validation codes (for code coming from outside, e.g. the API). */
export function isValidationCode(value: string): value is ValidationCode {
  return (VALIDATION_CODES as readonly string[]).includes(value);
}
