import type { ErrorEnvelope } from '@elevar/contract';

export type ApiErrorDetail = NonNullable<ErrorEnvelope['error']['details']>[number];

/** An answer outside 2xx. `message` is the server's text, already in the request's language (may be empty). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  /** Seconds the server asks to wait before retrying (the Retry-After header of a 429 or 503), else null. */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: ApiErrorDetail[] = [],
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A rate limit (the server's `common.rate_limited`, or a 429 without the envelope, from a proxy), as opposed to a
 * rule of the product answered with 429 and a code of its own (a code's resend cooldown).
 */
export function isRateLimit(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.status === 429 &&
    (error.code === 'common.rate_limited' || error.code === 'common.unexpected')
  );
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Retry-After in seconds (the delta-seconds form the server sends), or null. */
export function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('Retry-After')?.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** The refusal of an OAuth endpoint (RFC 6749 §5.2, RFC 7009): our server adds the product's `code`. */
interface OAuthRefusal {
  error: string;
  error_description?: unknown;
  code?: unknown;
  details?: unknown;
}

function isOAuthRefusal(body: unknown): body is OAuthRefusal {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

/** The product's code for an RFC error, when an OAuth answer came without ours. */
const OAUTH_ERROR_CODES = new Map([
  ['invalid_request', 'common.validation'],
  ['invalid_client', 'auth.invalid_app'],
  ['invalid_grant', 'auth.invalid_grant'],
  ['unsupported_grant_type', 'auth.unsupported_grant'],
  ['unsupported_token_type', 'auth.unsupported_token_type'],
  ['slow_down', 'common.rate_limited'],
]);

/**
 * Reads the `{ error: { code, message, details? } }` envelope, or the OAuth endpoints' RFC answer
 * (`{ error, error_description, code }`: our code, else the one the RFC error stands for); anything else becomes
 * an unexpected error.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const retryAfter = retryAfterOf(response);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (proxy error page, empty body)
  }
  if (isEnvelope(body)) {
    const { code, message, details } = body.error;
    return new ApiError(response.status, code, message, Array.isArray(details) ? details : [], retryAfter);
  }
  if (isOAuthRefusal(body)) {
    const code =
      typeof body.code === 'string' ? body.code : (OAUTH_ERROR_CODES.get(body.error) ?? 'common.unexpected');
    const message = typeof body.error_description === 'string' ? body.error_description : '';
    const details = Array.isArray(body.details) ? (body.details as ApiErrorDetail[]) : [];
    return new ApiError(response.status, code, message, details, retryAfter);
  }
  return new ApiError(response.status, 'common.unexpected', '', [], retryAfter);
}
