import { AR_UY_DOCUMENT_LENGTH, CPF_LENGTH } from '../shared/constants.ts';
import type { Validation } from '../shared/validation.ts';

/** Spaces, dots and dashes (hyphen-minus and the Unicode dashes) are formatting, not part of a document. */
const SEPARATORS = /[\s.\-\u2010-\u2015]/g;

/** Documents of countries without a specific rule: letters and digits, within these lengths (our choice). */
export const GENERIC_DOCUMENT_MIN_LENGTH = 5;
export const GENERIC_DOCUMENT_MAX_LENGTH = 20;

export type DocumentValidation = Validation<string, 'document.invalid'>;

/** Removes spaces, dots and dashes from a document as typed. */
export function stripDocumentSeparators(value: string): string {
  return value.replace(SEPARATORS, '');
}

/**
 * Computes the two CPF check digits for its first nine digits (mod-11 with weights 10..2, then 11..2; a
 * remainder of 10 gives 0). Throws RangeError unless given exactly nine ASCII digits.
 */
export function cpfCheckDigits(firstNine: string): string {
  if (!/^\d{9}$/.test(firstNine)) throw new RangeError('cpfCheckDigits needs exactly nine digits');
  const digits = Array.from(firstNine, Number);
  const first = cpfDigit(digits);
  const second = cpfDigit([...digits, first]);
  return `${first}${second}`;
}

function cpfDigit(digits: readonly number[]): number {
  const topWeight = digits.length + 1;
  const sum = digits.reduce((acc, d, i) => acc + d * (topWeight - i), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/**
 * Brazilian CPF rule (SPEC §5): after stripping spaces, dots and dashes it must be 11 digits, not one repeated
 * digit, with both check digits correct.
 */
export function isValidCpf(value: string): boolean {
  const digits = stripDocumentSeparators(value);
  if (!/^\d{11}$/.test(digits)) return false;
  if (/^(\d)\1*$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** Formats the digits typed so far as ###.###.###-## (progressively, so it also works while typing). */
export function maskCpf(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CPF_LENGTH);
  let out = '';
  Array.from(digits).forEach((digit, i) => {
    if (i === 3 || i === 6) out += '.';
    else if (i === 9) out += '-';
    out += digit;
  });
  return out;
}

function documentRule(countryCode: string): 'cpf' | 'ar_uy' | 'generic' {
  const country = countryCode.trim().toUpperCase();
  if (country === 'BR') return 'cpf';
  if (country === 'AR' || country === 'UY') return 'ar_uy';
  return 'generic';
}

/**
 * Validates a personal document for a country (ISO alpha-2, any case): BR is a CPF; AR and UY exactly 8 digits;
 * any other country a generic 5–20 letters and digits. Separators are stripped first; `normalized` is the bare
 * document (letters upper-cased) to store and compare.
 */
export function validateDocument(value: string, countryCode: string): DocumentValidation {
  const stripped = stripDocumentSeparators(value);
  const rule = documentRule(countryCode);
  let ok: boolean;
  let normalized = stripped;
  if (rule === 'cpf') ok = isValidCpf(stripped);
  else if (rule === 'ar_uy') ok = new RegExp(`^\\d{${AR_UY_DOCUMENT_LENGTH}}$`).test(stripped);
  else {
    normalized = stripped.toUpperCase();
    ok = new RegExp(`^[A-Z0-9]{${GENERIC_DOCUMENT_MIN_LENGTH},${GENERIC_DOCUMENT_MAX_LENGTH}}$`).test(
      normalized,
    );
  }
  return ok ? { ok: true, normalized } : { ok: false, code: 'document.invalid' };
}

/**
 * Validates a document typed where the country is not known, only the countries it may be from (the countries a
 * site's client runs in): valid when any of their rules accepts it, with that country's `normalized`.
 */
export function validateDocumentForAny(value: string, countryCodes: readonly string[]): DocumentValidation {
  for (const code of countryCodes) {
    const result = validateDocument(value, code);
    if (result.ok) return result;
  }
  return { ok: false, code: 'document.invalid' };
}

/** The input mask a form shows for a country's document: '###.###.###-##', 'XXXXXXXX', or null (generic). */
export function documentMaskPattern(countryCode: string): string | null {
  const rule = documentRule(countryCode);
  if (rule === 'cpf') return '###.###.###-##';
  if (rule === 'ar_uy') return 'X'.repeat(AR_UY_DOCUMENT_LENGTH);
  return null;
}

/**
 * Formats a document for display or as it is typed: CPF as ###.###.###-##, AR/UY as up to 8 bare digits, any
 * other country generically (separators stripped, upper case, at most the generic maximum length).
 */
export function maskDocument(value: string, countryCode: string): string {
  const rule = documentRule(countryCode);
  if (rule === 'cpf') return maskCpf(value);
  if (rule === 'ar_uy') return value.replace(/\D/g, '').slice(0, AR_UY_DOCUMENT_LENGTH);
  return stripDocumentSeparators(value).toUpperCase().slice(0, GENERIC_DOCUMENT_MAX_LENGTH);
}

/** Digits grouped in threes with dots from the right, as Spanish- and Portuguese-speaking countries write IDs. */
function dotted(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * A stored document as people read it in its country: a CPF as 123.456.789-09, an Argentine DNI as 12.345.678, a
 * Chilean RUT as 12.345.678-K, a Uruguayan CI as 1.234.567-8, a Colombian cédula as 1.020.304.050. Anything
 * that does not have the country's shape (or has no known country) is shown as stored.
 */
export function formatDocument(value: string, countryCode: string | null | undefined): string {
  const bare = stripDocumentSeparators(value).toUpperCase();
  const country = countryCode?.trim().toUpperCase();
  if (country === 'BR' && new RegExp(`^\\d{${CPF_LENGTH}}$`).test(bare)) return maskCpf(bare);
  if (country === 'AR' && /^\d{7,8}$/.test(bare)) return dotted(bare);
  if ((country === 'CL' && /^\d{7,8}[\dK]$/.test(bare)) || (country === 'UY' && /^\d{7,8}$/.test(bare)))
    return `${dotted(bare.slice(0, -1))}-${bare.slice(-1)}`;
  if (country === 'CO' && /^\d{6,10}$/.test(bare)) return dotted(bare);
  return value.trim();
}
