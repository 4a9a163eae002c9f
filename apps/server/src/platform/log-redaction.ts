import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values open something: tokens, codes, passwords, signatures, OAuth state. */
const SECRET_PARAMETERS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'state',
  'password',
  'secret',
  'client_secret',
  'sig',
  'signature',
  'key',
]);

/**
 * Client routes whose last path segment is itself a credential: a partner's signed login token, the token of an
 * e-mailed password link (the browser opens them, and the server answers with the app's page).
 */
const SECRET_PATH_PREFIXES = ['/webservice-login/', '/set-password/', '/recover-password/'];

/**
 * A URL as it may be logged: the values of secret query parameters and credential path segments replaced, the
 * rest (path, other parameters) kept so a log line still says what was asked.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  let path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  if (SECRET_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)) {
    path = `${path.slice(0, path.lastIndexOf('/', path.length - 2) + 1)}${REDACTED}`;
  }
  if (!query) return path;
  const parts = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // a malformed escape: judge the raw name
    }
    return equals >= 0 && SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${path}?${parts.join('&')}`;
}

/**
 * pino options every logger of the app gets: requests are logged with redacted URLs and without headers, and
 * any header, body or credential field that an error or a log call carries is censored by path.
 */
export const logRedaction = {
  serializers: {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      };
    },
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.token',
      '*.refresh_token',
      '*.access_token',
      '*.client_secret',
    ],
    censor: REDACTED,
  },
};
