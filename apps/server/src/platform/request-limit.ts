import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestLimitOptions {
  /** API calls per minute of one signed-in user. */
  perUser: number;
  /** API calls per minute of one address when nobody is signed in. */
  perAddress: number;
  /** The user a request is signed in as, or null (anonymous, or a token that opens nothing). */
  identify(request: FastifyRequest): Promise<number | null>;
}

/**
 * The general request limit, for API calls only. Routes registered before it (the built web app's files and its
 * shell) are never counted, so a store full of salespeople behind one address can always load the app. A
 * signed-in call counts against its user, an anonymous one against its address. Counted in memory per instance:
 * behind a balancer spreading over N instances a client may get up to N times the limit, which is fine for a
 * guard against floods; the limits that must hold exactly (logins, codes) are counted in the database.
 * A refusal is a 429 with Retry-After (the error handler writes the envelope).
 */
export async function registerRequestLimit(app: FastifyInstance, options: RequestLimitOptions) {
  await app.register(rateLimit, {
    timeWindow: '1 minute',
    keyGenerator: async (request) => {
      const userId = await options.identify(request);
      return userId === null ? `address:${request.ip}` : `user:${userId}`;
    },
    max: async (_request, key) => (key.startsWith('user:') ? options.perUser : options.perAddress),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'common.rate_limited',
    }),
  });
}
