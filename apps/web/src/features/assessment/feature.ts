import type { WebFeature } from '../../app/feature.ts';
import { isCourseAuthor } from '../learning/index.ts';
import { registerAssessmentKinds } from './register.ts';
import { BANKS_PATH } from './staff/paths.ts';
import { assessmentStaffRoutes } from './staff/routes.tsx';

// the test kinds join learning's player when the app starts (their screen stays a lazy chunk)
registerAssessmentKinds();

/** Tests and quizzes (issue 14): the kinds in learning's player, and the staff's banks, rules, preview, attempts. */
export const assessmentFeature: WebFeature = {
  name: 'assessment',
  mainRoutes: (services) => assessmentStaffRoutes(services),
  // learning's authors build tests: the question banks sit beside "Courses" in the staff menu
  staffMenu: (session, t) =>
    isCourseAuthor(session)
      ? [{ key: 'admin-question-banks', label: t('nav.questionBanksAdmin'), to: BANKS_PATH }]
      : [],
};
