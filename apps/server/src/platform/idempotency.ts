import type { ErrorCode } from '@elevar/domain';
import { AppError } from './errors.ts';

/**
 * The Idempotency-Key a retried submission carries (assessment's submit, a sale report): printable ASCII, at most
 * 128 characters. Missing or malformed: 400 with the caller's `code`.
 */
export function idempotencyKeyOf(header: string | string[] | undefined, code: ErrorCode): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^[\x21-\x7e]{1,128}$/.test(value)) throw new AppError(code, 400);
  return value;
}
