import { unstorableField, type ValidationCode, validationMessage, wellFormedInput } from '@elevar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

/** The app credentials of an HTTP Basic header, decoded: they reach the applications query. */
function basicCredentials(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : null;
}

/** Where in the request a string the database cannot store sits (the field name a client sees), and why. */
function unstorableInput(request: FastifyRequest): { field: string; code: ValidationCode } | null {
  for (const part of [request.params, request.query, request.body]) {
    const found = unstorableField(part);
    if (found) return { field: found.path.join('.'), code: found.code };
  }
  // headers (an Idempotency-Key is stored) by their name, and the app credentials a Basic header carries
  const headers = unstorableField(request.headers);
  if (headers) return { field: headers.path.join('.'), code: headers.code };
  const basic = basicCredentials(request);
  const found = basic === null ? null : unstorableField(basic);
  return found ? { field: 'authorization', code: found.code } : null;
}

/** What the guard acts on: a NUL, or a lone surrogate (a paired one is a single code point under the `u` flag). */
const SUSPECT = /[\0\p{Cs}]/u;
/** Nesting the quick look below follows; anything deeper (far less than the guard's own limit) gets the full check. */
const QUICK_DEPTH = 8;

/**
 * Whether `value` is plainly fine: every string in it (object keys included) free of NUL and lone surrogates, in
 * plain objects and arrays nested at most QUICK_DEPTH deep. Then the guard has nothing to change or refuse, as it
 * finds for most requests, and this look allocates nothing; anything else goes through the full check.
 */
function plainlyFine(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !SUSPECT.test(value);
  if (value === null || value === undefined || typeof value !== 'object') return true;
  if (depth >= QUICK_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!plainlyFine(item, depth + 1)) return false;
    return true;
  }
  // a plain object, or one without Object's prototype (the query string parser's); a Buffer or the like is not
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null && Object.getPrototypeOf(prototype) !== null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (SUSPECT.test(key) || !plainlyFine(record[key], depth + 1)) return false;
  }
  return true;
}

/**
 * Every string a request brings (path, query, form or JSON body, keys included, headers, and the app credentials
 * of an HTTP Basic header) is checked once, before any schema or handler sees it. Lone surrogates, which UTF-8
 * cannot encode, become U+FFFD first, as a browser and the database drivers would write them, so the text is the
 * same in a text or a jsonb column and on either engine; one the database cannot store at all (a NUL character)
 * is a 400 naming the field in the request's language, never a 500 from the query that would have failed.
 * Multipart parts are read by `platform/uploads.ts`, which checks them the same way.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      plainlyFine(request.params, 0) &&
      plainlyFine(request.query, 0) &&
      plainlyFine(request.body, 0) &&
      plainlyFine(request.headers, 0) &&
      !request.headers.authorization?.startsWith('Basic ')
    ) {
      return;
    }
    request.params = wellFormedInput(request.params);
    request.query = wellFormedInput(request.query);
    request.body = wellFormedInput(request.body);
    const found = unstorableInput(request);
    if (!found) return;
    throw new AppError('common.validation', 400, [
      { field: found.field, message: validationMessage(found.code, request.language.code) },
    ]);
  });
});
