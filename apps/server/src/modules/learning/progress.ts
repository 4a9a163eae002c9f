import type { ProgressSave, ProgressSaved } from '@elevar/contract';
import {
  COMPLETION_RULES,
  type CourseProgressState,
  courseStatus,
  isContentActivityKind,
  type LanguageCode,
  minimumSecondsToComplete,
  reportMeetsRule,
} from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../context.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { viewerOf } from './access.ts';
import { assertOpens, type CourseState, loadCourse } from './course.ts';
import { enrolmentStateOf } from './mappers.ts';
import { findActivityCourseId } from './queries.ts';
import { advanceProgress, advanceTrails, lockProgress } from './standing.ts';

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
  const progress = await lockProgress(trx, state.viewer, courseId, now);
  const progressState = progress.state;
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

  const moved = await advanceProgress(
    trx,
    state.viewer,
    progress,
    { ...counts, lastActivityId: activity.id },
    { kind: 'course', points: state.card.published_points ?? 0 },
    now,
  );
  if (moved.changed) await advanceTrails(trx, state.viewer, courseId, now);
  return {
    activity: { position: body.position, pages_seen: pagesSeen, completed, seq: body.seq },
    course: summary(moved.state, state, moved, moved.pointsAwarded),
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
