import type { CourseProgressSummary, ProgressSave, ProgressSaved } from '@elevar/contract';
import {
  type CourseProgressState,
  completionRuleOf,
  courseStatus,
  isContentActivityKind,
  type LanguageCode,
  minimumSecondsToComplete,
  progressPercent,
  reportMeetsRule,
} from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../context.ts';
import { type Db, preparedQuery } from '../../db/connection.ts';
import { inTransaction, type Trx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { type CourseState, openActivity } from './course.ts';
import type { ActivityRow } from './course-queries.ts';
import { enrolmentStateOf } from './mappers.ts';
import { runPrepared } from './queries.ts';
import {
  advanceProgress,
  advanceTrails,
  campaignDay,
  type LockedProgress,
  lockProgress,
  RUNNING_CAMPAIGN,
} from './standing.ts';

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
  const { state, index } = await openActivity(ctx, auth, activityId, language);
  const now = ctx.clock.now();
  return (
    (await quickSave(ctx.db, state, index, body, now)) ??
    inTransaction(ctx.db, (trx) => save(trx, state, index, body, now))
  );
}

/** What an activity's saved row holds, as a save reads it. */
interface StoredActivity {
  position: number;
  pages_seen: number;
  completed: boolean;
  seq: number;
  first_opened_at: Date;
}

/**
 * What a newer save writes over the stored row: pages seen never go back, a completion is checked against the kind's
 * rule and the least time since the first opening (422 otherwise), and a completed activity stays completed.
 */
function decideSave(
  activity: ActivityRow,
  stored: StoredActivity | undefined,
  body: ProgressSave,
  now: Date,
): { firstOpened: Date; pagesSeen: number; completed: boolean } {
  const firstOpened = stored?.first_opened_at ?? now;
  const pagesSeen = Math.max(stored?.pages_seen ?? 0, body.pages_seen);
  let completed = stored?.completed ?? false;
  if (body.completed && !completed) {
    if (!isContentActivityKind(activity.kind)) throw new AppError('learning.completion_not_met', 422);
    const facts = {
      rule: completionRuleOf(activity.kind, activity.content),
      durationSeconds: activity.duration_seconds,
      pageCount: numberOr(activity.content.pages),
      minSeconds: numberOr(activity.content.min_seconds),
    };
    if (!reportMeetsRule(facts, { position: body.position, pagesSeen, completed: true }))
      throw new AppError('learning.completion_not_met', 422);
    const early = minimumSecondsToComplete(facts) - (now.getTime() - firstOpened.getTime()) / 1000;
    // Retry-After tells the player when the same completion will be accepted
    if (early > 0) throw new AppError('learning.completion_too_soon', 422, undefined, { retryAfter: early });
    completed = true;
  }
  return { firstOpened, pagesSeen, completed };
}

// The common save in one statement: the learner's course row updated only if it is still the version read with the
// activities and in the state read with the card, then the activity's row written only if that update happened.
const writeQuickly = preparedQuery<{ completed: boolean }>(`with moved as (
    update course_progress set completed_activities = $7::int, total_activities = $8::int, percent = $9::int,
      last_activity_id = $4::bigint, updated_at = $12::timestamptz
    where user_id = $1::bigint and course_id = $2::bigint and xmin = $10::text::xid and state = $11::text
    returning 1)
  insert into activity_progress (user_id, course_id, client_id, activity_id, position, pages_seen, completed, seq,
    first_opened_at, completed_at, updated_at)
  select $1::bigint, $2::bigint, $3::bigint, $4::bigint, $5::float8, $6::int, $13::boolean, $14::int,
    $15::timestamptz, $16::timestamptz, $12::timestamptz from moved
  on conflict (user_id, activity_id) do update set position = excluded.position,
    pages_seen = excluded.pages_seen, completed = excluded.completed, seq = excluded.seq,
    completed_at = coalesce(activity_progress.completed_at, excluded.completed_at),
    updated_at = excluded.updated_at
  returning completed`);

/**
 * A newer save that moves no state (the course neither starts nor finishes: no points, no trails, no hooks) written
 * in one statement outside a transaction, from what `openActivity` read: the activities with their completion and
 * the learner's course row's version (`xmin`, read in the same snapshot), and the course row's state. Every write of
 * a learner's activities also writes their course row (under its lock), so if that row is still the version read,
 * nothing the decision rests on has moved: the statement updates the row's counts only then (waiting for a
 * concurrent save's lock, then finding a newer version, it updates nothing) and writes the activity's row only if
 * the update happened. Undefined when the save is not of that kind, its decision would refuse it (read again under
 * the lock first), or the row moved: the locked path (`save`) then reads and decides again.
 */
async function quickSave(
  db: Db,
  state: CourseState,
  index: number,
  body: ProgressSave,
  now: Date,
): Promise<ProgressSaved | undefined> {
  const activity = state.activities[index];
  const progressState = state.card.progress_state as CourseProgressState | null;
  if (!activity || activity.progress_version === null || progressState === null) return undefined;
  if (progressState === 'not_started' || progressState === 'restarted') return undefined;
  const stored: StoredActivity | undefined =
    activity.seq === null || activity.first_opened_at === null
      ? undefined
      : {
          position: activity.position ?? 0,
          pages_seen: activity.pages_seen ?? 0,
          completed: activity.completed,
          seq: activity.seq,
          first_opened_at: activity.first_opened_at,
        };
  if (stored && body.seq <= stored.seq) return undefined;
  let decided: ReturnType<typeof decideSave>;
  try {
    decided = decideSave(activity, stored, body, now);
  } catch {
    return undefined;
  }
  const total = state.activities.length;
  const done = state.activities.filter((a, i) => (i === index ? decided.completed : a.completed)).length;
  if (progressState === 'in_progress' && total > 0 && done === total) return undefined;
  const percent = progressPercent(done, total);
  const { userId, clientId } = state.viewer;
  const written = await writeQuickly(db, [
    userId,
    state.card.id,
    clientId,
    activity.id,
    body.position,
    decided.pagesSeen,
    done,
    total,
    percent,
    activity.progress_version,
    progressState,
    now,
    decided.completed,
    body.seq,
    decided.firstOpened,
    decided.completed ? now : null,
  ]);
  if (written.length === 0) return undefined;
  return {
    activity: {
      position: body.position,
      pages_seen: decided.pagesSeen,
      completed: decided.completed,
      seq: body.seq,
    },
    course: summary(
      progressState,
      state,
      { completed_activities: done, total_activities: total, percent },
      null,
    ),
  };
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
  const progress = await lockProgress(trx, state.viewer, courseId, now);
  // a learner blocked by a test still finishes other activities (SPEC §4); the course stays blocked
  const progressState = progress.state;

  const [stored] = await runPrepared(
    trx,
    trx
      .selectFrom('activity_progress')
      .select(['position', 'pages_seen', 'completed', 'seq', 'first_opened_at'])
      .where('user_id', '=', userId)
      .where('activity_id', '=', activity.id),
  );
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

  const { firstOpened, pagesSeen, completed } = decideSave(activity, stored, body, now);
  // the activity's row written and the course's counts read in one statement: the count sees the table as it was
  // before the write (one snapshot), so the activity saved counts by what was just written
  const counts = await runPrepared(
    trx,
    sql<{ total: number; done: number }>`with saved as (
      insert into activity_progress (user_id, course_id, client_id, activity_id, position, pages_seen, completed, seq,
        first_opened_at, completed_at, updated_at)
      values (${userId}::bigint, ${courseId}::bigint, ${clientId}::bigint, ${activity.id}::bigint,
        ${body.position}::float8, ${pagesSeen}::int, ${completed}::boolean, ${body.seq}::int,
        ${firstOpened}::timestamptz, ${completed ? now : null}::timestamptz, ${now}::timestamptz)
      on conflict (user_id, activity_id) do update set position = excluded.position,
        pages_seen = excluded.pages_seen, completed = excluded.completed, seq = excluded.seq,
        completed_at = coalesce(activity_progress.completed_at, excluded.completed_at),
        updated_at = excluded.updated_at
      returning completed)
    select count(*)::int as total,
      (count(*) filter (where case when a.id = ${activity.id}::bigint then (select s.completed from saved s)
        else coalesce(ap.completed, false) end))::int as done
    from activities a
    left join activity_progress ap on ap.activity_id = a.id and ap.user_id = ${userId}::bigint
    where a.course_id = ${courseId}::bigint`.compile(trx),
  );

  const course = await advanceCourse(trx, state, progress, activity.id, now, counts[0]);
  return {
    activity: { position: body.position, pages_seen: pagesSeen, completed, seq: body.seq },
    course,
  };
}

/** What an outcome needs of the course: the learner and the course's card (a job has no more). */
export type OutcomeCourse = Pick<CourseState, 'viewer' | 'card'>;

/**
 * The course part of a save, after the activity's own row was written under the locked progress row: the counts,
 * the progress machine (points posted once on finishing), the learner's trails.
 */
async function advanceCourse(
  trx: Trx,
  state: OutcomeCourse,
  progress: LockedProgress,
  activityId: number,
  now: Date,
  known?: { total: number; done: number; inTrail?: boolean; campaignId?: number | null },
): Promise<CourseProgressSummary> {
  const userId = state.viewer.userId;
  const counts =
    known ??
    (await trx
      .selectFrom('activities as a')
      .leftJoin('activity_progress as ap', (join) =>
        join.onRef('ap.activity_id', '=', 'a.id').on('ap.user_id', '=', userId),
      )
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where ap.completed))::int`.as('done'),
      ])
      .where('a.course_id', '=', state.card.id)
      .executeTakeFirstOrThrow());

  const moved = await advanceProgress(
    trx,
    state.viewer,
    progress,
    { ...counts, lastActivityId: activityId },
    { kind: 'course', points: state.card.published_points ?? 0, campaignId: known?.campaignId },
    now,
  );
  // a course in no trail (read in this transaction) moves none
  if (moved.changed && known?.inTrail !== false) await advanceTrails(trx, state.viewer, state.card.id, now);
  return summary(moved.state, state, moved, moved.pointsAwarded);
}

/**
 * An activity opened or completed through another path than the player's saves (a SCORM package's CMI commits),
 * inside the caller's transaction: the caller locks the learner's progress row first (`lockProgress`) and decides
 * the completion by its own rule (SCORM: every SCO complete; no least time). The activity's row records it opened
 * and, once complete, stays complete; then the course moves as for any save (counts, points once, trails).
 */
export async function recordActivityOutcome(
  trx: Trx,
  state: OutcomeCourse,
  progress: LockedProgress,
  activityId: number,
  outcome: { completed: boolean; seq: number },
  now: Date,
): Promise<{ completed: boolean; course: CourseProgressSummary }> {
  const [row] = await writeOutcome(trx as unknown as Db, [
    state.viewer.userId,
    state.card.id,
    state.viewer.clientId,
    activityId,
    outcome.completed,
    outcome.seq,
    now,
    campaignDay(now),
  ]);
  if (!row) throw new Error(`the outcome of activity ${activityId} was not written`);
  return {
    completed: row.completed,
    course: await advanceCourse(trx, state, progress, activityId, now, {
      total: row.total,
      done: row.done,
      inTrail: row.in_trail,
      campaignId: row.campaign_id,
    }),
  };
}

// The activity's row written and the course's counts read in one statement (as `save` does): the count sees the
// table as it was before the write, so the activity written counts by what was just written. With them what the
// course's completion would read next: whether a trail holds the course, and the client's running campaign.
const writeOutcome = preparedQuery<{
  completed: boolean;
  total: number;
  done: number;
  in_trail: boolean;
  campaign_id: number | null;
}>(`with saved as (
    insert into activity_progress (user_id, course_id, client_id, activity_id, position, pages_seen, completed, seq,
      first_opened_at, completed_at, updated_at)
    values ($1::bigint, $2::bigint, $3::bigint, $4::bigint, 0, 0, $5::boolean, $6::int, $7::timestamptz,
      case when $5::boolean then $7::timestamptz end, $7::timestamptz)
    on conflict (user_id, activity_id) do update set
      completed = activity_progress.completed or excluded.completed,
      seq = greatest(activity_progress.seq, excluded.seq),
      completed_at = coalesce(activity_progress.completed_at, excluded.completed_at),
      updated_at = excluded.updated_at
    returning completed)
  select (select s.completed from saved s) as completed, count(*)::int as total,
    (count(*) filter (where case when a.id = $4::bigint then (select s.completed from saved s)
      else coalesce(ap.completed, false) end))::int as done,
    exists (select 1 from trail_items ti where ti.course_id = $2::bigint) as in_trail,
    (${RUNNING_CAMPAIGN('$3::bigint', '$8::date')}) as campaign_id
  from activities a
  left join activity_progress ap on ap.activity_id = a.id and ap.user_id = $1::bigint
  where a.course_id = $2::bigint`);

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function summary(
  progressState: CourseProgressState,
  state: OutcomeCourse,
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
