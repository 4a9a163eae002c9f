import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import * as onboarding from './service.ts';

/** The onboarding tour and the welcome banner (docs/content.md "Onboarding"): members read, editors write. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const member = { preHandler: authenticate(ctx), tags: ['onboarding'] };
  const staff = { preHandler: authenticate(ctx), tags: ['onboarding editing'] };

  route(
    app,
    endpoints.onboardingTour,
    {
      ...member,
      summary:
        'The client’s tour in the member’s language (else the client’s, else pt-BR): its published steps about ' +
        'modules the member may use, and whether they saw it',
    },
    async (request) => onboarding.readTour(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.onboardingSeen,
    { ...member, summary: 'Records that the member saw the client’s tour: it is not offered again' },
    async (request) => onboarding.recordSeen(ctx, requireAuth(request)),
  );
  route(
    app,
    endpoints.welcomeBanner,
    { ...member, summary: 'The client’s published welcome banner in the member’s language, or null' },
    async (request) => onboarding.readBanner(ctx, requireAuth(request), request.language.code),
  );
  route(
    app,
    endpoints.adminOnboarding,
    { ...staff, summary: 'Every language’s steps and welcome banner, as stored' },
    async (request) => onboarding.getOnboarding(ctx, requireAuth(request)),
  );
  route(
    app,
    endpoints.adminSaveOnboardingSteps,
    {
      ...staff,
      summary:
        'Replaces a language’s steps, in the order sent, bodies sanitized; recorded in the audit trail',
    },
    async (request) => onboarding.saveSteps(ctx, requireAuth(request), request.params.language, request.body),
  );
  route(
    app,
    endpoints.adminSaveWelcomeBanner,
    { ...staff, summary: 'Writes a language’s welcome banner, body sanitized; recorded in the audit trail' },
    async (request) =>
      onboarding.saveWelcomeBanner(ctx, requireAuth(request), request.params.language, request.body),
  );
};
