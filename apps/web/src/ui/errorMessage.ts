import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors.ts';

/** The text to show for a failed call: the server's own (already localized) message, else a generic one. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) return error.message || t('errors.unexpected');
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unexpected');
}
