// The learning journeys' people (issue 12); `texts.ts` re-exports them.
import type { DemoUser } from './demo.ts';

/** Academy learners with no progress, in the Franqueados group, one per Playwright project (e2e/serve.mjs). */
export const E2E_LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.learner.desktop', fullName: 'Lara Lições', firstName: 'Lara', language: 'pt-BR' },
  mobile: { username: 'e2e.learner.mobile', fullName: 'Luca Lições', firstName: 'Luca', language: 'pt-BR' },
};

/** Academy learners with no progress who finish the store trail (serve.mjs), one per viewport. */
export const E2E_TRAIL_LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.trail.desktop', fullName: 'Tiago Trilha', firstName: 'Tiago', language: 'pt-BR' },
  mobile: { username: 'e2e.trail.mobile', fullName: 'Tina Trilha', firstName: 'Tina', language: 'pt-BR' },
};

/**
 * Programme administrators of the academy and Chip Rewards in English, who have not chosen a client, one per
 * Playwright project (e2e/serve.mjs): learning-authoring.spec publishes as them.
 */
export const E2E_PUBLISHERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: {
    username: 'e2e.publisher.desktop',
    fullName: 'Paula Publisher',
    firstName: 'Paula',
    language: 'en-US',
  },
  mobile: {
    username: 'e2e.publisher.mobile',
    fullName: 'Peter Publisher',
    firstName: 'Peter',
    language: 'en-US',
  },
};
