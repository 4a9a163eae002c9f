import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';

/** The signed-in user's profile: data, avatar, password change, terms, closure. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  _app,
  { ctx: _ctx },
) => {};
