import { FREE_TEXT_MAX_LENGTH } from './constants.ts';

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
  'date.invalid',
  'checkin.invalid',
  'password.too_short',
  'password.mismatch',
  'password.too_weak',
  'phone.invalid',
  'state.invalid_transition',
  'field.required',
  'field.invalid',
  'text.invalid_characters',
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

/** What a schema check (the API's request schemas) says about one field, reduced to what a person needs. */
export interface SchemaIssue {
  /** The schema library's issue code, e.g. 'invalid_type' or 'too_big'. */
  code: string;
  /** The field was absent, null or blank. */
  missing: boolean;
  origin?: string | undefined;
  maximum?: number | bigint | undefined;
}

/**
 * The validation code for a schema issue: a missing field is required; a string over a limit at least SPEC §5's
 * 256 characters is "text too long" (true, whatever the larger limit); anything else is an invalid value.
 */
export function schemaIssueCode(issue: SchemaIssue): ValidationCode {
  if (issue.missing) return 'field.required';
  if (
    issue.code === 'too_big' &&
    issue.origin === 'string' &&
    Number(issue.maximum) >= FREE_TEXT_MAX_LENGTH
  ) {
    return 'text.too_long';
  }
  return 'field.invalid';
}
