import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';

/** Registration, staff review of new accounts, and the outbox screen's API. */
export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  _app,
  { ctx: _ctx },
) => {};
