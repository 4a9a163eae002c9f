import { type ErrorCode, errorMessage, type LanguageCode } from '@elevar/domain';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error a client is meant to see: a stable code from the domain catalogue, the HTTP status, and optional
 * field details. The error handler turns it into the envelope with the text in the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldError[] | undefined;
  constructor(code: ErrorCode, status: number, details?: FieldError[]) {
    super(code);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function errorEnvelope(code: ErrorCode, language: LanguageCode, details?: FieldError[]) {
  return { error: { code, message: errorMessage(code, language), ...(details ? { details } : {}) } };
}

export const notFound = () => new AppError('common.not_found', 404);
export const forbidden = () => new AppError('common.forbidden', 403);
export const unauthenticated = () => new AppError('auth.unauthenticated', 401);
