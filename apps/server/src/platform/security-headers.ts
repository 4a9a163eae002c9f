import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = Readonly<Record<string, string>>;

/**
 * The headers helmet's middleware sets for `options`, read once by running it against a response that only
 * records them (helmet only ever sets and removes headers; nothing it sets depends on the request).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Headers {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Sets helmet's security headers on every answer, built once instead of on every request (@fastify/helmet builds
 * the middleware, parses the policy and sets each header per request). `variable()` is what the options depend on
 * that may change while the app runs (the clients' branding origins in the content security policy): it is called
 * on every request, and the headers are built again only when it returns something else (compared by identity).
 */
export function registerSecurityHeaders<V>(
  app: FastifyInstance,
  variable: () => V,
  options: (value: V) => Readonly<HelmetOptions>,
): void {
  let built: { value: V; headers: Headers } | null = null;
  const current = () => {
    const value = variable();
    if (built === null || built.value !== value) built = { value, headers: helmetHeaders(options(value)) };
    return built.headers;
  };
  current();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(current());
    done();
  });
}
