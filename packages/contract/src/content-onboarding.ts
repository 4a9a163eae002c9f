import { FREE_TEXT_MAX_LENGTH, LANGUAGE_CODES, MODULES, ONBOARDING_BODY_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';

/**
 * The onboarding tour and the welcome banner (docs/content.md "Onboarding"): SPEC §2's `onboarding`, a first-visit
 * tour of the client's modules offered once per user and client and replayable from the profile, and SPEC §3's
 * welcome banner. Both are written by the client's editors (programme administrators, superusers acting in it) per
 * language; a learner sees the steps of the modules they may use, in their language, else the client's, else pt-BR.
 */

/** The most steps a tour has in one language. */
export const ONBOARDING_MAX_STEPS = 30;

const Language = z.enum(LANGUAGE_CODES);

export const OnboardingLanguageParams = z.object({
  language: Language.describe('The language version written: pt-BR, en-US, es-ES or fr-FR'),
});
export type OnboardingLanguageParams = z.infer<typeof OnboardingLanguageParams>;

/** One step as a learner reads it. */
export const OnboardingStep = z.object({
  id: z.number().int(),
  module: z.enum(MODULES).nullable().describe('The module the step presents; null: the platform as a whole'),
  title: z.string(),
  body: z.string().describe('Sanitized HTML (the server’s allow-list)'),
});
export type OnboardingStep = z.infer<typeof OnboardingStep>;

/** The tour for the signed-in user in the client they act in. */
export const OnboardingTour = z.object({
  language: Language.nullable().describe('The version shown; null when the client wrote no published step'),
  seen: z
    .boolean()
    .describe('Whether the user already saw (or skipped) this client’s tour: it is offered once'),
  steps: z.array(OnboardingStep),
});
export type OnboardingTour = z.infer<typeof OnboardingTour>;

export const OnboardingSeen = z.object({ seen: z.literal(true) });
export type OnboardingSeen = z.infer<typeof OnboardingSeen>;

/** The welcome banner as the home shows it; null when the client has none published. */
export const WelcomeBanner = z.object({
  banner: z
    .object({
      language: Language,
      title: z.string(),
      body: z.string().describe('Sanitized HTML'),
      updated_at: z.string().describe('When it was last saved (ISO 8601): a new version shows again'),
    })
    .nullable(),
});
export type WelcomeBanner = z.infer<typeof WelcomeBanner>;

const Title = z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH);
const Body = z
  .string()
  .max(ONBOARDING_BODY_MAX_LENGTH)
  .default('')
  .describe('HTML; the server keeps only its allow-list (no scripts, handlers, styles or javascript: links)');

/** One step as the editor writes it; the steps' order is the array's. */
export const OnboardingStepInput = z.object({
  module: z.enum(MODULES).nullable(),
  title: Title,
  body: Body,
  published: z.boolean(),
});
export type OnboardingStepInput = z.infer<typeof OnboardingStepInput>;

/** PUT: a language's steps in order, replacing the stored ones whole (an empty list removes the tour). */
export const SaveOnboardingStepsRequest = z.object({
  steps: z.array(OnboardingStepInput).max(ONBOARDING_MAX_STEPS),
});
export type SaveOnboardingStepsRequest = z.infer<typeof SaveOnboardingStepsRequest>;

/** PUT: a language's welcome banner. */
export const SaveWelcomeBannerRequest = z.object({ title: Title, body: Body, published: z.boolean() });
export type SaveWelcomeBannerRequest = z.infer<typeof SaveWelcomeBannerRequest>;

/** Everything the editor shows: every language's steps in order and banner, as stored. */
export const AdminOnboarding = z.object({
  steps: z.partialRecord(
    Language,
    z.array(
      z.object({
        id: z.number().int(),
        module: z.enum(MODULES).nullable(),
        title: z.string(),
        body: z.string(),
        published: z.boolean(),
      }),
    ),
  ),
  banners: z.partialRecord(
    Language,
    z.object({ title: z.string(), body: z.string(), published: z.boolean(), updated_at: z.string() }),
  ),
});
export type AdminOnboarding = z.infer<typeof AdminOnboarding>;
