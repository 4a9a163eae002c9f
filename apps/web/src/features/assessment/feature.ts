import type { WebFeature } from '../../app/feature.ts';
import { isCourseAuthor } from '../learning/index.ts';
import { registerAssessmentKinds } from './register.ts';
import {
  isReviewModerator,
  MODERATION_PATH,
  registerReviewsSection,
  reviewRoutes,
} from './reviews/routes.ts';
import { BANKS_PATH } from './staff/paths.ts';
import { assessmentStaffRoutes } from './staff/routes.tsx';

// the test kinds join learning's player, and the reviews its course pages, when the app starts (lazy chunks)
registerAssessmentKinds();
registerReviewsSection();

/**
 * Tests and quizzes (issue 14): the kinds in learning's player, the staff's banks, rules, preview, attempts and item
 * analysis; the reviews under course and trail pages and their moderation.
 */
export const assessmentFeature: WebFeature = {
  name: 'assessment',
  mainRoutes: (services) => [...assessmentStaffRoutes(services), ...reviewRoutes(services)],
  // learning's authors build tests: the question banks sit beside "Courses" in the staff menu
  staffMenu: (session, t) => [
    ...(isCourseAuthor(session)
      ? [{ key: 'admin-question-banks', label: t('nav.questionBanksAdmin'), to: BANKS_PATH }]
      : []),
    ...(isReviewModerator(session)
      ? [{ key: 'admin-reviews', label: t('nav.reviewsModeration'), to: MODERATION_PATH }]
      : []),
  ],
};
