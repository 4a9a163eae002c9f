import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';

/** Web-service link logins, the alternative (document) login and OpenID Connect single sign-on. */
export const linkLoginRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  _app,
  { ctx: _ctx },
) => {};
