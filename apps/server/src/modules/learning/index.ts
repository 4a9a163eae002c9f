// learning's public surface: its manifest, and what graded activities (assessment) need of the player's courses:
// the activity a learner may open, the progress row's lock, an activity's outcome, a test's effect on the training,
// and the author's scope over a course.
import type { ServerModule } from '../manifest.ts';
import { learningJobs } from './admin-enrolment/job.ts';
import { learningEnrolmentAdminRoutes } from './admin-enrolment/routes.ts';
import { learningAuthoringRoutes } from './authoring/routes.ts';
import { purgeAbandonedUploads } from './authoring/upload-cleanup.ts';
import { learningUploadRoutes } from './authoring/upload-routes.ts';
import { registerHtmlContent } from './html/content.ts';
import { htmlRoutes } from './html/routes.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { purgeLearningData } from './purge.ts';
import { learningRoutes } from './routes.ts';
import { registerScormContent } from './scorm/content.ts';
import { purgeScormData } from './scorm/purge.ts';
import { scormRoutes } from './scorm/routes.ts';
import { learningDemoSteps } from './seed.ts';

export { editableCourse } from './authoring/courses.ts';
export { type AuthorScope, authorScope } from './authoring/policy.ts';
export { unfinishedCourses } from './completion.ts';
export { type CourseState, openActivity, visibleCourse } from './course.ts';
export {
  applyTrainingOutcome,
  completeActivity,
  type KnownCourse,
  type TrainingOutcome,
} from './outcomes.ts';
export type { Viewer } from './queries.ts';
export { demoText, insertDemoCourse } from './seed-course.ts';

/** The content origin's routes (SCORM and HTML packages), registered by app.ts before the request limit. */
export async function registerContentOrigin(...args: Parameters<typeof registerScormContent>): Promise<void> {
  await registerScormContent(...args);
  await registerHtmlContent(...args);
}

export const learningModule: ServerModule = {
  name: 'learning',
  routes: [
    learningRoutes,
    learningAuthoringRoutes,
    learningUploadRoutes,
    scormRoutes,
    htmlRoutes,
    learningEnrolmentAdminRoutes,
    portfolioRoutes,
  ],
  jobs: learningJobs,
  housekeeping: [purgeAbandonedUploads],
  purgePersonalData: async (trx, account) => {
    await purgeLearningData(trx, account);
    await purgeScormData(trx, account);
  },
  seed: learningDemoSteps,
};
