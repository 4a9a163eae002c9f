// assessment's public surface: its manifest. Tests plug into learning's activities and progress through learning's
// index; nothing else reads assessment's tables.
import type { Trx } from '../../db/transaction.ts';
import type { ClosingAccount, ServerModule } from '../manifest.ts';
import { assessmentJobs } from './deadline.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { assessmentRoutes } from './routes.ts';
import { assessmentDemoSteps } from './seed.ts';
import { assessmentStaffRoutes } from './staff/routes.ts';

/** A closing account's attempts, standings, the interventions about them and their reviews are theirs: they go. */
async function purgeAssessmentData(trx: Trx, account: ClosingAccount): Promise<void> {
  await trx.deleteFrom('assessment_attempts').where('user_id', '=', account.id).execute();
  await trx.deleteFrom('assessment_standings').where('user_id', '=', account.id).execute();
  await trx.deleteFrom('assessment_interventions').where('user_id', '=', account.id).execute();
  // the reviews they wrote go, and their reports; reviews of others they reported stay, one report fewer to read
  await trx.deleteFrom('course_reviews').where('user_id', '=', account.id).execute();
  await trx.deleteFrom('course_review_reports').where('user_id', '=', account.id).execute();
  await trx
    .updateTable('assessment_banks')
    .set({ created_by: null })
    .where('created_by', '=', account.id)
    .execute();
}

export const assessmentModule: ServerModule = {
  name: 'assessment',
  routes: [assessmentRoutes, assessmentStaffRoutes, reviewRoutes],
  jobs: assessmentJobs,
  purgePersonalData: purgeAssessmentData,
  seed: assessmentDemoSteps,
};
