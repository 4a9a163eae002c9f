import type { AuthoredText, PartialText } from '@elevar/contract';
import {
  type LanguageCode,
  localized,
  searchKey,
  type ValidationCode,
  validationMessage,
} from '@elevar/domain';
import { AppError } from '../../../platform/errors.ts';

/** The languages an author wrote, blanks dropped: what is stored. */
export function storedText(text: PartialText | null | undefined): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [code, value] of Object.entries(text ?? {})) if (value) stored[code] = value;
  return stored;
}

/** A field's refusal in the request's language (400 `common.validation` with the field named). */
export function fieldError(field: string, code: ValidationCode, language: LanguageCode): AppError {
  return new AppError('common.validation', 400, [{ field, message: validationMessage(code, language) }]);
}

/** Refuses a text without the client's default language (the language every screen falls back to). */
export function requireDefaultLanguage(
  field: string,
  text: Record<string, string>,
  defaultLanguage: LanguageCode,
  language: LanguageCode,
): void {
  if (!text[defaultLanguage]) throw fieldError(`${field}.${defaultLanguage}`, 'field.required', language);
}

/** A course's search key: every language's title and description (domain `searchKey`). */
export function courseSearchText(title: Record<string, string>, description: Record<string, string>): string {
  return searchKey([...Object.values(title), ...Object.values(description)].join(' '));
}

/** A stored text as the contract shows it (only the languages written). */
export function authored(text: Record<string, string> | null | undefined): AuthoredText {
  return { ...(text ?? {}) } as AuthoredText;
}

/** A stored text read in the request's language, else the client's default, else any. */
export function readIn(
  text: Record<string, string> | null | undefined,
  language: LanguageCode,
  fallback: LanguageCode,
) {
  return localized(text, language, '', fallback);
}
