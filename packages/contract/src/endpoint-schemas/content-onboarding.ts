import {
  AdminOnboarding,
  OnboardingLanguageParams,
  OnboardingSeen,
  OnboardingTour,
  SaveOnboardingStepsRequest,
  SaveWelcomeBannerRequest,
  WelcomeBanner,
} from '../content-onboarding.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/content-onboarding.ts, by the same names. */
export const contentOnboardingSchemas = {
  onboardingTour: { response: OnboardingTour },
  onboardingSeen: { response: OnboardingSeen },
  welcomeBanner: { response: WelcomeBanner },
  adminOnboarding: { response: AdminOnboarding },
  adminSaveOnboardingSteps: {
    params: OnboardingLanguageParams,
    body: SaveOnboardingStepsRequest,
    response: AdminOnboarding,
  },
  adminSaveWelcomeBanner: {
    params: OnboardingLanguageParams,
    body: SaveWelcomeBannerRequest,
    response: AdminOnboarding,
  },
} as const satisfies Record<string, EndpointSchemas>;
