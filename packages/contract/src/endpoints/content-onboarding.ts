import type { Endpoint } from '../endpoints.ts';

/** The onboarding tour and the welcome banner (docs/content.md "Onboarding"): members read; editors write. */
export const contentOnboardingEndpoints = {
  onboardingTour: { method: 'GET', path: '/api/v1/onboarding', encoding: 'json-bearer' },
  onboardingSeen: { method: 'POST', path: '/api/v1/onboarding/seen', encoding: 'json-bearer' },
  welcomeBanner: { method: 'GET', path: '/api/v1/welcome-banner', encoding: 'json-bearer' },
  adminOnboarding: { method: 'GET', path: '/api/v1/admin/onboarding', encoding: 'json-bearer' },
  adminSaveOnboardingSteps: {
    method: 'PUT',
    path: '/api/v1/admin/onboarding/steps/:language',
    encoding: 'json-bearer',
  },
  adminSaveWelcomeBanner: {
    method: 'PUT',
    path: '/api/v1/admin/onboarding/banner/:language',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
