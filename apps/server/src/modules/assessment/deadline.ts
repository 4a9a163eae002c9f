import type { ServiceContext } from '../../context.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { finalizeAttempt } from './attempts.ts';
import { findAttempt, findTest } from './queries.ts';

/** The queue of the deadline sweep: every minute, open attempts past their deadline are submitted as they stood. */
export const DEADLINE_JOB = 'assessment-deadline-sweep';
/** Attempts closed per run (the next run takes the rest). */
const SWEEP_BATCH = 500;

/**
 * Submits every open attempt whose deadline has passed, as it stood (the answers saved before the deadline), one
 * transaction each, with the attempt locked: an attempt the learner submitted meanwhile is left alone. Answers how
 * many it closed.
 */
export async function closeExpiredAttempts(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .selectFrom('assessment_attempts')
    .select(['id', 'user_id', 'client_id', 'activity_id'])
    .where('status', '=', 'open')
    .where('deadline_at', '<', now)
    .orderBy('deadline_at')
    .limit(SWEEP_BATCH)
    .execute();
  let closed = 0;
  for (const row of due) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const attempt = await findAttempt(trx, { userId: row.user_id, clientId: row.client_id }, row.id, true);
      const test = await findTest(trx, row.client_id, row.activity_id);
      if (attempt?.status !== 'open' || !test) return false;
      await finalizeAttempt(trx, test, attempt, 'deadline', null, now);
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}

export function assessmentJobs(ctx: ServiceContext): JobDefinition[] {
  return [
    { name: DEADLINE_JOB, cron: '* * * * *', run: async () => ({ closed: await closeExpiredAttempts(ctx) }) },
  ];
}
