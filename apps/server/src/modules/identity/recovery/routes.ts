import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';

/** Password links, first access, recovery by e-mail and by document, and phone verification. */
export const recoveryRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  _app,
  { ctx: _ctx },
) => {};
