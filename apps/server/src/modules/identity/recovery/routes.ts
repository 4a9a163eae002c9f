import {
  CodeSentResponse,
  ErrorEnvelope,
  endpoints,
  FirstAccessRequest,
  OkResponse,
  PasswordLinkParams,
  PasswordLinkStatus,
  PhoneByDocumentRequest,
  PhoneByDocumentResponse,
  RecoverByEmailRequest,
  SendRecoveryCodeRequest,
  SetPasswordRequest,
  ValidateRecoveryCodeRequest,
  ValidateRecoveryCodeResponse,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { documentSite } from '../documents.ts';
import * as recovery from './service.ts';

const errors = {
  400: ErrorEnvelope,
  404: ErrorEnvelope,
  422: ErrorEnvelope,
  429: ErrorEnvelope,
  503: ErrorEnvelope,
};

/** Password links, first access, recovery by e-mail and by document: JSON without authorization (SPEC §7). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const schema = { tags: ['accounts'] };

  app.post(
    endpoints.firstAccess.path,
    {
      schema: {
        ...schema,
        summary: 'First access: a set-password link by e-mail for an account the client loaded',
        body: FirstAccessRequest,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await recovery.requestFirstAccess(ctx, request.body, request.ip, documentSite(request));
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.recoverByEmail.path,
    {
      schema: {
        ...schema,
        summary: 'Recovery by e-mail: a recover-password link',
        body: RecoverByEmailRequest,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await recovery.requestRecoveryByEmail(ctx, request.body, request.ip);
      return { ok: true as const };
    },
  );

  app.get(
    endpoints.passwordLink.path,
    {
      schema: {
        ...schema,
        summary: 'Checks a set-password or recover-password link before the screen asks for the password',
        querystring: PasswordLinkParams,
        response: { 200: PasswordLinkStatus, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recovery.passwordLinkStatus(ctx, request.query);
    },
  );

  app.post(
    endpoints.setPassword.path,
    {
      schema: {
        ...schema,
        summary: 'Sets the password a link allows, once, and signs the account out everywhere',
        body: SetPasswordRequest,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await recovery.setPassword(ctx, request.body, request.language.code);
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.phoneByDocument.path,
    {
      schema: {
        ...schema,
        summary: 'Recovery by document: the registered phone, masked, and the channels a code can go by',
        body: PhoneByDocumentRequest,
        response: { 200: PhoneByDocumentResponse, ...errors },
      },
    },
    async (request) => recovery.phoneByDocument(ctx, request.body, request.ip, documentSite(request)),
  );

  app.post(
    endpoints.sendRecoveryCode.path,
    {
      schema: {
        ...schema,
        summary: 'Recovery by document: a 6-digit code by SMS or WhatsApp to the registered phone',
        body: SendRecoveryCodeRequest,
        response: { 200: CodeSentResponse, ...errors },
      },
    },
    async (request) => recovery.sendRecoveryCode(ctx, request.body, request.ip, documentSite(request)),
  );

  app.post(
    endpoints.validateRecoveryCode.path,
    {
      schema: {
        ...schema,
        summary: 'Recovery by document: a right code answers the parameters of a recover-password link',
        body: ValidateRecoveryCodeRequest,
        response: { 200: ValidateRecoveryCodeResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recovery.validateRecoveryCode(ctx, request.body);
    },
  );
};
