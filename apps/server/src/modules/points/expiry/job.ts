import type { ServiceContext } from '../../../context.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';
import { expireEndedCampaigns } from './expire.ts';
import { warnExpiringPoints } from './warn.ts';

/** The queue of the points expiry sweep. */
export const EXPIRE_CAMPAIGNS_JOB = 'points-expire-campaigns';

/** The queue of the "points expiring soon" warning. */
export const WARN_EXPIRING_POINTS_JOB = 'points-warn-expiring';

/**
 * The points engine's scheduled jobs: the expiry sweep posts expiry entries for every campaign whose points have
 * expired by the context's clock; the warning tells each holder, once, of points expiring within the warning
 * window. Every run catches up on all of them, so a missed run costs nothing.
 */
export function pointsJobs(ctx: ServiceContext): JobDefinition[] {
  return [
    {
      name: EXPIRE_CAMPAIGNS_JOB,
      cron: ctx.config.POINTS_EXPIRY_CRON,
      run: async () => ({ campaigns: await expireEndedCampaigns(ctx.db, ctx.clock.now()) }),
    },
    {
      name: WARN_EXPIRING_POINTS_JOB,
      cron: ctx.config.POINTS_EXPIRY_WARNING_CRON,
      run: async () => ({ campaigns: await warnExpiringPoints(ctx.db, ctx.clock.now()) }),
    },
  ];
}
