import {
  type ErrorCode,
  errorMessage,
  type LanguageCode,
  schemaIssueCode,
  validationMessage,
} from '@elevar/domain';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error a client is meant to see: a stable code from the domain catalogue, the HTTP status, and optional
 * field details. The error handler turns it into the envelope with the text in the request's language, and sends
 * `retryAfter` (whole seconds, for a 429 or 503) as the Retry-After header.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldError[] | undefined;
  readonly retryAfter: number | undefined;
  constructor(
    code: ErrorCode,
    status: number,
    details?: FieldError[],
    options: { retryAfter?: number } = {},
  ) {
    super(code);
    this.code = code;
    this.status = status;
    this.details = details;
    this.retryAfter =
      options.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfter));
  }
}

/** Too many attempts: try again in `seconds` (rounded up, at least one). */
export const rateLimited = (seconds: number) =>
  new AppError('common.rate_limited', 429, undefined, { retryAfter: seconds });

export function errorEnvelope(code: ErrorCode, language: LanguageCode, details?: FieldError[]) {
  return { error: { code, message: errorMessage(code, language), ...(details ? { details } : {}) } };
}

/** What a refusal by the framework or a plugin (not by our code) means to a client, by status and error code. */
export function frameworkErrorCode(status: number, code: string | undefined): ErrorCode {
  if (status === 429) return 'common.rate_limited';
  if (status === 404) return 'common.not_found';
  if (status === 413 || status === 414) return 'common.payload_too_large';
  if (status === 415 || status === 406) return 'common.unsupported_media_type';
  // a body that could not be parsed (invalid or empty JSON, a bad form, a wrong content length), or a path whose
  // percent-escapes do not decode
  if (code?.startsWith('FST_ERR_CTP_') || code === 'FST_ERR_BAD_URL') return 'common.malformed_request';
  return 'common.validation';
}

export const notFound = () => new AppError('common.not_found', 404);
export const forbidden = () => new AppError('common.forbidden', 403);
export const unauthenticated = () => new AppError('auth.unauthenticated', 401);

interface SchemaValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * Field details for a request that failed its schema, in the request's language (SPEC §5 texts), never the
 * schema library's English: a missing field is required, an over-long text too long, anything else invalid.
 */
export function schemaErrorDetails(
  issues: readonly SchemaValidationIssue[],
  request: { body?: unknown; query?: unknown; params?: unknown },
  context: string | undefined,
  language: LanguageCode,
): FieldError[] {
  const source =
    context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const value = path.reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      source,
    );
    const code = schemaIssueCode({
      code: issue.keyword,
      missing: value === undefined || value === null || (typeof value === 'string' && value.trim() === ''),
      origin: typeof issue.params.origin === 'string' ? issue.params.origin : undefined,
      maximum: typeof issue.params.maximum === 'number' ? issue.params.maximum : undefined,
    });
    return { field: path.join('.'), message: validationMessage(code, language) };
  });
}
