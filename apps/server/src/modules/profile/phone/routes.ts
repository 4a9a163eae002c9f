import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';

/** Phone change with verification: a 6-digit code to the new phone, the resend cooldown kept by the server. */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  _app,
  { ctx: _ctx },
) => {};
