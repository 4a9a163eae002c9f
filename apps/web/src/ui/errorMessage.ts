import type { TFunction } from 'i18next';
import { isApiError, isRateLimit } from '../api/errors.ts';

/**
 * "Too many requests" and when to try again (a rate limit still in force after the HTTP client's one retry, or a
 * login lockout): never "unexpected", never "check your connection", since the server answered.
 */
function rateLimitMessage(retryAfter: number | null, t: TFunction): string {
  if (retryAfter === null) return t('errors.rateLimited');
  if (retryAfter <= 90) return t('errors.rateLimitedSeconds', { seconds: Math.max(1, retryAfter) });
  return t('errors.rateLimitedMinutes', { minutes: Math.ceil(retryAfter / 60) });
}

/** The text to show for a failed call: the server's own (already localized) message, else a generic one. */
export function errorMessage(error: unknown, t: TFunction): string {
  // A 429 with a code of its own (a code's resend cooldown) keeps the server's more specific message.
  if (isRateLimit(error)) return rateLimitMessage(error.retryAfter, t);
  if (isApiError(error)) return error.message || t('errors.unexpected');
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unexpected');
}
