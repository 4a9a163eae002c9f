import type { OAuthError, OAuthErrorName } from '@elevar/contract';
import { type ErrorCode, errorMessage, type LanguageCode } from '@elevar/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError, frameworkErrorCode, schemaErrorDetails } from '../../platform/errors.ts';

/** Sent with an `invalid_client` answer to a client that authenticated (or tried to) with HTTP Basic. */
export const BASIC_CHALLENGE = 'Basic realm="elevar", charset="UTF-8"';

/**
 * The RFC error for a product error on /o/token/ or /o/revoke_token/. What the user's credentials or the refresh
 * token could not do (a wrong password, a blocked account, a reused token) is `invalid_grant`; a refusal to slow
 * down (the account's wait after failed logins, the request limit) is RFC 8628's `slow_down`, kept on 429 with
 * Retry-After; anything malformed is `invalid_request`.
 */
export function oauthErrorName(code: ErrorCode, status: number): OAuthErrorName {
  if (code === 'auth.invalid_app') return 'invalid_client';
  if (code === 'auth.unsupported_grant') return 'unsupported_grant_type';
  if (code === 'auth.unsupported_token_type') return 'unsupported_token_type';
  if (status === 429) return 'slow_down';
  if (status === 503) return 'temporarily_unavailable';
  if (status >= 500) return 'server_error';
  return code.startsWith('auth.') ? 'invalid_grant' : 'invalid_request';
}

/** RFC 6749 §5.2: 400, but 401 for `invalid_client`; a wait (429, 503) and a failure (5xx) keep their status. */
function oauthStatus(name: OAuthErrorName, status: number): number {
  if (name === 'invalid_client') return 401;
  if (name === 'slow_down' || name === 'temporarily_unavailable' || name === 'server_error') return status;
  return 400;
}

interface ProductError {
  code: ErrorCode;
  status: number;
  details?: FieldError[] | undefined;
  retryAfter?: number | undefined;
}

function productError(error: FastifyError, request: FastifyRequest, language: LanguageCode): ProductError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = schemaErrorDetails(error.validation, request, error.validationContext, language);
    return { code: 'common.validation', status: 400, details };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { code: frameworkErrorCode(status, error.code), status };
  request.log.error({ err: error }, 'unhandled error');
  return { code: 'common.unexpected', status: 500 };
}

/**
 * The error handler of the OAuth endpoints, the one exception to the envelope: RFC 6749 §5.2 and RFC 7009 errors,
 * with the message in the request's language as `error_description` (UTF-8, where §5.2 would keep it to ASCII:
 * it is the text the web shows, SPEC §8) and the product's code beside it.
 */
export function answerOAuthError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language: LanguageCode = request.language?.code ?? 'pt-BR';
  const { code, status, details, retryAfter } = productError(error, request, language);
  const name = oauthErrorName(code, status);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  if (name === 'invalid_client' && /^basic(\s|$)/i.test(request.headers.authorization ?? '')) {
    reply.header('www-authenticate', BASIC_CHALLENGE);
  }
  const body: OAuthError = {
    error: name,
    error_description: errorMessage(code, language),
    code,
    ...(details ? { details } : {}),
  };
  return reply.status(oauthStatus(name, status)).send(body);
}
