import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as phone from './service.ts';

/** Phone change with verification: a 6-digit code to the new phone, the resend cooldown kept by the server. */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const auth = authenticate(ctx);
  const tags = ['profile'];

  route(
    app,
    endpoints.phoneVerification,
    {
      preHandler: auth,
      tags,
      summary: 'The phone, whether it is verified, the resend cooldown left and the pending request',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return phone.getStatus(ctx, requireAuth(request).userId);
    },
  );

  route(
    app,
    endpoints.sendPhoneCode,
    { preHandler: auth, tags, summary: 'Sends a 6-digit code to the new phone by SMS or WhatsApp' },
    async (request) =>
      phone.sendPhoneCode(ctx, requireAuth(request), request.body, {
        address: request.ip,
        language: request.language.code,
      }),
  );

  route(
    app,
    endpoints.confirmPhoneCode,
    {
      preHandler: auth,
      tags,
      summary: 'A right code verifies the new phone, which becomes the mobile phone',
    },
    async (request) => phone.confirmPhoneCode(ctx, requireAuth(request).userId, request.body),
  );
};
