// points' public surface: other modules and the app import points only from here.
import type { ServerModule } from '../manifest.ts';
import { pointsAdminRoutes } from './admin/routes.ts';
import { badgeAdminRoutes } from './badges/admin-routes.ts';
import { awardBadgesForPosting } from './badges/award.ts';
import { badgeRoutes } from './badges/routes.ts';
import { pointsJobs } from './expiry/job.ts';
import { badgeFeedSource, entryFeedSource } from './feed.ts';
import { levelRoutes } from './levels/routes.ts';
import { checkLevelThreshold } from './levels/threshold.ts';
import { rankingRoutes } from './ranking/routes.ts';
import { pointsRoutes } from './routes.ts';
import { badgesStep, trailBadgeStep } from './seed/badges.ts';
import { pointsStep } from './seed/points.ts';

export const pointsModule: ServerModule = {
  name: 'points',
  routes: [pointsRoutes, levelRoutes, pointsAdminRoutes, rankingRoutes, badgeRoutes, badgeAdminRoutes],
  jobs: pointsJobs,
  postingHooks: [checkLevelThreshold, awardBadgesForPosting],
  feedSources: [entryFeedSource, badgeFeedSource],
  seed: [badgesStep, pointsStep, trailBadgeStep],
};

export { awardBadgesForFact, type BadgeFactReport } from './badges/award.ts';
export { type PostEntryInput, postEntries, postEntry } from './ledger.ts';
export { lockBalance, type ProgrammeStanding, programmeStanding, spendingBalance } from './ledger-balance.ts';
export { reverseEntry, setEntryAuditStatus } from './ledger-corrections.ts';
export { currentLevel } from './levels/resolve.ts';
export type { Posting } from './types.ts';
