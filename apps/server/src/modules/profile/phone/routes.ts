import {
  CodeSentResponse,
  ConfirmPhoneCodeRequest,
  ErrorEnvelope,
  endpoints,
  PhoneVerificationStatus,
  SendPhoneCodeRequest,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { authenticate, requireAuth } from '../../identity/authenticate.ts';
import * as phone from './service.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  422: ErrorEnvelope,
  429: ErrorEnvelope,
  503: ErrorEnvelope,
};

/** Phone change with verification: a 6-digit code to the new phone, the resend cooldown kept by the server. */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const auth = authenticate(ctx);
  const tags = ['profile'];

  app.get(
    endpoints.phoneVerification.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'The phone, whether it is verified, the resend cooldown left and the pending request',
        response: { 200: PhoneVerificationStatus, 401: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return phone.getStatus(ctx, requireAuth(request).userId);
    },
  );

  app.post(
    endpoints.sendPhoneCode.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Sends a 6-digit code to the new phone by SMS or WhatsApp',
        body: SendPhoneCodeRequest,
        response: { 200: CodeSentResponse, ...errors },
      },
    },
    async (request) =>
      phone.sendPhoneCode(ctx, requireAuth(request), request.body, {
        address: request.ip,
        language: request.language.code,
      }),
  );

  app.post(
    endpoints.confirmPhoneCode.path,
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'A right code verifies the new phone, which becomes the mobile phone',
        body: ConfirmPhoneCodeRequest,
        response: { 200: PhoneVerificationStatus, ...errors },
      },
    },
    async (request) => phone.confirmPhoneCode(ctx, requireAuth(request).userId, request.body),
  );
};
