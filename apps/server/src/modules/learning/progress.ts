import type { ProgressSave, ProgressSaved } from '@elevar/contract';
import {
  COMPLETION_RULES,
  COURSE_PROGRESS_MACHINE,
  type CourseProgressState,
  courseStatus,
  isContentActivityKind,
  type LanguageCode,
  minimumSecondsToComplete,
  progressPercent,
  reportMeetsRule,
  transition,
} from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../context.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { postEntry } from '../points/index.ts';
import { viewerOf } from './access.ts';
import { assertOpens, type CourseState, loadCourse } from './course.ts';
import { enrolmentStateOf } from './mappers.ts';
import { findActivityCourseId } from './queries.ts';

/** Moves progress along the machine, or fails loudly: no other code writes `course_progress.state`. */
function advance(from: CourseProgressState, to: CourseProgressState): CourseProgressState {
  const result = transition(COURSE_PROGRESS_MACHINE, from, to);
  if (!result.ok) throw new Error(`course progress cannot go from ${from} to ${to}`);
  return result.normalized;
}

/** The ledger key of a course's completion points: one posting per (user, course, outcome), whatever happens. */
export function completionKey(courseId: number, userId: number): string {
  return `learning:course:${courseId}:user:${userId}:completed`;
}

/** The client's running campaign on `day` (a reward campaign first), where course points post; null outside one. */
async function runningCampaign(trx: Trx, clientId: number, day: string) {
  return trx
    .selectFrom('campaigns')
    .select('id')
    .where('client_id', '=', clientId)
    .where('begin_date', '<=', day)
    .where('end_date', '>=', day)
    .orderBy('is_reward_campaign', 'desc')
    .orderBy('begin_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * PUT /api/v1/learning/activities/:id/progress. A save with a `seq` not newer than the stored one changes nothing
 * and answers what is stored (retries and reordered saves are harmless). A completion must meet the kind's rule
 * and arrive no sooner than a real learner could manage since the activity was first opened; once complete, an
 * activity stays complete. The learner's course progress row is locked for the whole save, so concurrent saves of
 * one course run one after the other; the completion points are posted once through the ledger's idempotency key.
 */
export async function saveProgress(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  body: ProgressSave,
  language: LanguageCode,
): Promise<ProgressSaved> {
  const { viewer } = await viewerOf(ctx, auth, language);
  const course = await findActivityCourseId(ctx.db, viewer, activityId);
  if (!course) throw notFound();
  const state = await loadCourse(ctx, auth, course.id, language);
  const index = state.activities.findIndex((a) => a.id === activityId);
  const activity = state.activities[index];
  if (!activity) throw notFound();
  assertOpens(state, index);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, (trx) => save(trx, state, index, body, now));
}

async function save(
  trx: Trx,
  state: CourseState,
  index: number,
  body: ProgressSave,
  now: Date,
): Promise<ProgressSaved> {
  const { userId, clientId } = state.viewer;
  const courseId = state.card.id;
  const activity = state.activities[index];
  if (!activity) throw notFound();
  const key = { user_id: userId, course_id: courseId, client_id: clientId };
  await trx
    .insertInto('course_progress')
    .values({ ...key, state: 'not_started', started_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
  const progress = await trx
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  let progressState = progress.state as CourseProgressState;
  if (progressState === 'blocked') throw new AppError('learning.progress_blocked', 409);

  const stored = await trx
    .selectFrom('activity_progress')
    .select(['position', 'pages_seen', 'completed', 'seq', 'first_opened_at', 'completed_at'])
    .where('user_id', '=', userId)
    .where('activity_id', '=', activity.id)
    .executeTakeFirst();
  if (stored && body.seq <= stored.seq) {
    return {
      activity: {
        position: stored.position,
        pages_seen: stored.pages_seen,
        completed: stored.completed,
        seq: stored.seq,
      },
      course: summary(progressState, state, progress, null),
    };
  }

  const firstOpened = stored?.first_opened_at ?? now;
  const pagesSeen = Math.max(stored?.pages_seen ?? 0, body.pages_seen);
  let completed = stored?.completed ?? false;
  if (body.completed && !completed) {
    if (!isContentActivityKind(activity.kind)) throw new AppError('learning.completion_not_met', 422);
    const facts = {
      rule: COMPLETION_RULES[activity.kind],
      durationSeconds: activity.duration_seconds,
      pageCount: numberOr(activity.content.pages),
      minSeconds: numberOr(activity.content.min_seconds),
    };
    if (!reportMeetsRule(facts, { position: body.position, pagesSeen, completed: true }))
      throw new AppError('learning.completion_not_met', 422);
    if ((now.getTime() - firstOpened.getTime()) / 1000 < minimumSecondsToComplete(facts))
      throw new AppError('learning.completion_too_soon', 422);
    completed = true;
  }
  await trx
    .insertInto('activity_progress')
    .values({
      ...key,
      activity_id: activity.id,
      position: body.position,
      pages_seen: pagesSeen,
      completed,
      seq: body.seq,
      first_opened_at: firstOpened,
      completed_at: completed ? now : null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'activity_id']).doUpdateSet({
        position: body.position,
        pages_seen: pagesSeen,
        completed,
        seq: body.seq,
        completed_at: sql`coalesce(activity_progress.completed_at, ${completed ? now : null}::timestamptz)`,
        updated_at: now,
      }),
    )
    .execute();

  const counts = await trx
    .selectFrom('activities as a')
    .leftJoin('activity_progress as ap', (join) =>
      join.onRef('ap.activity_id', '=', 'a.id').on('ap.user_id', '=', userId),
    )
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where ap.completed))::int`.as('done'),
    ])
    .where('a.course_id', '=', courseId)
    .executeTakeFirstOrThrow();

  if (progressState === 'not_started' || progressState === 'restarted')
    progressState = advance(progressState, 'in_progress');
  let finishedAt = progress.finished_at;
  let pointsAwarded: number | null = null;
  if (counts.total > 0 && counts.done === counts.total && progressState === 'in_progress') {
    progressState = advance(progressState, 'finished');
    finishedAt = now;
    pointsAwarded = await postCompletionPoints(trx, state, now);
  }
  const percent = progressPercent(counts.done, counts.total);
  await trx
    .updateTable('course_progress')
    .set({
      state: progressState,
      completed_activities: counts.done,
      total_activities: counts.total,
      percent,
      last_activity_id: activity.id,
      finished_at: finishedAt,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  return {
    activity: { position: body.position, pages_seen: pagesSeen, completed, seq: body.seq },
    course: summary(
      progressState,
      state,
      { completed_activities: counts.done, total_activities: counts.total, percent },
      pointsAwarded,
    ),
  };
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function summary(
  progressState: CourseProgressState,
  state: CourseState,
  counts: { completed_activities: number; total_activities: number; percent: number },
  pointsAwarded: number | null,
) {
  return {
    status: courseStatus(progressState, enrolmentStateOf(state.card)),
    percent: counts.percent,
    completed_activities: counts.completed_activities,
    total_activities: counts.total_activities,
    points_awarded: pointsAwarded,
  };
}

/**
 * Posts a completed course's points (fixed when it was published, SPEC §9) to the client's running campaign, or
 * outside any campaign. The idempotency key makes a second completion (reopened, replayed, raced) a no-op.
 */
async function postCompletionPoints(trx: Trx, state: CourseState, now: Date): Promise<number | null> {
  const points = state.card.published_points ?? 0;
  if (points <= 0) return null;
  const campaign = await runningCampaign(trx, state.viewer.clientId, now.toISOString().slice(0, 10));
  const posting = await postEntry(
    trx,
    {
      clientId: state.viewer.clientId,
      userId: state.viewer.userId,
      programme: campaign ? 'rewards' : 'training',
      campaignId: campaign?.id ?? null,
      kind: 'training',
      amount: points,
      sourceType: 'course',
      sourceId: String(state.card.id),
      idempotencyKey: completionKey(state.card.id, state.viewer.userId),
    },
    now,
  );
  return posting.duplicate ? null : posting.entry.amount;
}
