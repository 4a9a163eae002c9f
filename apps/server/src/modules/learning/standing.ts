import {
  COMPLETED_PROGRESS_STATES,
  COURSE_PROGRESS_MACHINE,
  type CourseProgressState,
  progressPercent,
  transition,
} from '@elevar/domain';
import { sql } from 'kysely';
import { preparedQuery } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import { awardBadgesForFact, postEntry } from '../points/index.ts';
import { afterCompletion } from './completion-hooks.ts';
import { runPrepared, type Viewer, visibleCourses } from './queries.ts';

/**
 * A learner's standing in a course or a trail (one `course_progress` row each): locked for the rest of the
 * transaction, moved only along the domain's progress machine, and the completion points posted exactly once.
 */

export interface LockedProgress {
  courseId: number;
  state: CourseProgressState;
  completed_activities: number;
  total_activities: number;
  percent: number;
  finished_at: Date | null;
}

// The row made and locked in one statement when it is likely missing: the insert makes it (and holds it, as its
// own), or the row another transaction committed before this statement is locked. Nothing answers only when a
// concurrent first save made it after this statement's snapshot: the plain lock then finds it.
const createAndLock = preparedQuery<ProgressRow>(`with made as (
    insert into course_progress (user_id, course_id, client_id, state, started_at, updated_at)
    values ($1::bigint, $2::bigint, $3::bigint, 'not_started', $4::timestamptz, $4::timestamptz)
    on conflict (user_id, course_id) do nothing
    returning state, completed_activities, total_activities, percent, finished_at),
  found as (
    select state, completed_activities, total_activities, percent, finished_at from course_progress
    where user_id = $1::bigint and course_id = $2::bigint for update)
  select * from made union all select * from found`);

interface ProgressRow {
  state: string;
  completed_activities: number;
  total_activities: number;
  percent: number;
  finished_at: Date | null;
}

/**
 * Locks the learner's progress row of a course or trail, creating it (not started) when missing. `likelyNew` (the
 * caller read no row for the learner a moment ago) makes and locks it in one statement.
 */
export async function lockProgress(
  trx: Trx,
  viewer: Viewer,
  courseId: number,
  now: Date,
  likelyNew = false,
): Promise<LockedProgress> {
  const locked = async () =>
    (
      await runPrepared(
        trx,
        trx
          .selectFrom('course_progress')
          .select(['state', 'completed_activities', 'total_activities', 'percent', 'finished_at'])
          .where('user_id', '=', viewer.userId)
          .where('course_id', '=', courseId)
          .forUpdate(),
      )
    )[0];
  let row: ProgressRow | undefined = likelyNew
    ? (await createAndLock(trx, [viewer.userId, courseId, viewer.clientId, now]))[0]
    : undefined;
  // the learner's row is there but for their first save: one statement then, three the first time
  row ??= await locked();
  if (!row) {
    await trx
      .insertInto('course_progress')
      .values({
        user_id: viewer.userId,
        course_id: courseId,
        client_id: viewer.clientId,
        state: 'not_started',
        started_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
    row = await locked();
  }
  if (!row) throw new Error(`course progress of user ${viewer.userId} in course ${courseId} vanished`);
  return { courseId, ...row, state: row.state as CourseProgressState };
}

/** Moves progress along the machine, or fails loudly: no other code writes `course_progress.state`. */
function advance(from: CourseProgressState, to: CourseProgressState): CourseProgressState {
  const result = transition(COURSE_PROGRESS_MACHINE, from, to);
  if (!result.ok) throw new Error(`course progress cannot go from ${from} to ${to}`);
  return result.normalized;
}

/** The ledger key of a completion's points: one posting per (user, course or trail, outcome), whatever happens. */
export function completionKey(kind: 'course' | 'trail', id: number, userId: number): string {
  return `learning:${kind}:${id}:user:${userId}:completed`;
}

/** The client's running campaign on a day (a reward campaign first), where completion points post, as SQL. */
export const RUNNING_CAMPAIGN = (client: string, day: string) => `select id from campaigns
  where client_id = ${client} and begin_date <= ${day} and end_date >= ${day}
  order by is_reward_campaign desc, begin_date desc limit 1`;

const runningCampaignStatement = preparedQuery<{ id: number }>(RUNNING_CAMPAIGN('$1::bigint', '$2::date'));

/** The day (UTC) whose running campaign a completion at `now` posts to. */
export const campaignDay = (now: Date) => now.toISOString().slice(0, 10);

/** The client's running campaign on `day` (a reward campaign first), where completion points post. */
async function runningCampaign(trx: Trx, clientId: number, day: string) {
  return (await runningCampaignStatement(trx, [clientId, day]))[0];
}

/** What a completion awards: the points of a course or trail, and its running campaign when the caller read it. */
export interface Award {
  kind: 'course' | 'trail';
  points: number;
  /** The client's running campaign's id (null: none) as the caller read it in this transaction; read when absent. */
  campaignId?: number | null;
}

/**
 * Posts a completion's points (fixed when published, SPEC §9) to the client's running campaign, or outside any
 * campaign. The idempotency key makes a second completion (reopened, replayed, raced) a no-op: null then.
 */
async function postCompletion(
  trx: Trx,
  viewer: Viewer,
  award: Award & { id: number },
  now: Date,
): Promise<number | null> {
  if (award.points <= 0) return null;
  const campaign =
    award.campaignId === undefined
      ? await runningCampaign(trx, viewer.clientId, campaignDay(now))
      : award.campaignId === null
        ? undefined
        : { id: award.campaignId };
  const posting = await postEntry(
    trx,
    {
      clientId: viewer.clientId,
      userId: viewer.userId,
      programme: campaign ? 'rewards' : 'training',
      campaignId: campaign?.id ?? null,
      kind: 'training',
      amount: award.points,
      sourceType: award.kind,
      sourceId: String(award.id),
      idempotencyKey: completionKey(award.kind, award.id, viewer.userId),
    },
    now,
  );
  return posting.duplicate ? null : posting.entry.amount;
}

export interface Advanced {
  state: CourseProgressState;
  completed_activities: number;
  total_activities: number;
  percent: number;
  /** Points this move posted (the course or trail was just completed). */
  pointsAwarded: number | null;
  /** The state moved (started, or finished). */
  changed: boolean;
}

/**
 * Writes a locked row's new counts and moves it forward: started → in progress, every part done → finished (and
 * the points posted, then the manifests' completion hooks run: certificates issues its certificate). A course that
 * reached a result stays there; counts still follow.
 */
export async function advanceProgress(
  trx: Trx,
  viewer: Viewer,
  locked: LockedProgress,
  counts: { done: number; total: number; lastActivityId?: number },
  award: Award,
  now: Date,
): Promise<Advanced> {
  let state = locked.state;
  if (state === 'not_started' || state === 'restarted') state = advance(state, 'in_progress');
  let finishedAt = locked.finished_at;
  let pointsAwarded: number | null = null;
  if (counts.total > 0 && counts.done === counts.total && state === 'in_progress') {
    state = advance(state, 'finished');
    finishedAt = now;
    pointsAwarded = await postCompletion(trx, viewer, { ...award, id: locked.courseId }, now);
  }
  const percent = progressPercent(counts.done, counts.total);
  await runPrepared(
    trx,
    trx
      .updateTable('course_progress')
      .set({
        state,
        completed_activities: counts.done,
        total_activities: counts.total,
        percent,
        ...(counts.lastActivityId !== undefined && { last_activity_id: counts.lastActivityId }),
        finished_at: finishedAt,
        updated_at: now,
      })
      .where('user_id', '=', viewer.userId)
      .where('course_id', '=', locked.courseId),
  );
  if (state === 'finished' && locked.state !== 'finished')
    await afterCompletion(trx, {
      userId: viewer.userId,
      clientId: viewer.clientId,
      courseId: locked.courseId,
      kind: award.kind,
      at: now,
    });
  return {
    state,
    completed_activities: counts.done,
    total_activities: counts.total,
    percent,
    pointsAwarded,
    changed: state !== locked.state,
  };
}

/**
 * Moves forward the learner's trails that hold `courseId` (those they may see), after the course's own state
 * moved: one statement counts every such trail's items and the finished ones, then each trail's row is locked and
 * advanced. Trails worth no points finish all the same. When one finishes, the points module awards the badges of
 * trails finished (`trail_finished` fact; no ledger posting) from one count of the learner's finished trails.
 */
export async function advanceTrails(trx: Trx, viewer: Viewer, courseId: number, now: Date): Promise<void> {
  const trails = await runPrepared(
    trx,
    visibleCourses(trx, viewer)
      .where('c.kind', '=', 'trail')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('trail_items as mine')
            .select(sql`1`.as('one'))
            .whereRef('mine.trail_id', '=', 'c.id')
            .where('mine.course_id', '=', courseId),
        ),
      )
      .select([
        'c.id',
        'c.published_points',
        sql<number>`(select count(*)::int from trail_items ti where ti.trail_id = c.id)`.as('total'),
        sql<number>`(select count(*)::int from trail_items ti join course_progress p on p.course_id = ti.course_id
        and p.user_id = ${viewer.userId} where ti.trail_id = c.id
        and p.state in (${sql.join(COMPLETED_PROGRESS_STATES)}))`.as('done'),
      ])
      .orderBy('c.id'),
  );
  let finished = false;
  for (const trail of trails) {
    const locked = await lockProgress(trx, viewer, trail.id, now);
    if (locked.state === 'blocked') continue;
    const moved = await advanceProgress(
      trx,
      viewer,
      locked,
      { done: trail.done, total: trail.total },
      { kind: 'trail', points: trail.published_points ?? 0 },
      now,
    );
    if (moved.changed && moved.state === 'finished') finished = true;
  }
  if (finished)
    await awardBadgesForFact(trx, {
      clientId: viewer.clientId,
      userId: viewer.userId,
      fact: 'trail_finished',
      count: async () => {
        const row = await trx
          .selectFrom('course_progress as p')
          .innerJoin('courses as c', 'c.id', 'p.course_id')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('p.user_id', '=', viewer.userId)
          .where('p.client_id', '=', viewer.clientId)
          .where('c.kind', '=', 'trail')
          .where('p.state', 'in', COMPLETED_PROGRESS_STATES)
          .executeTakeFirstOrThrow();
        return row.n;
      },
      at: now,
    });
}

/**
 * After authors add or delete an activity: every learner's counts and percent of the course follow the new total
 * in one statement, and a learner who has now completed every remaining activity finishes the course (points and
 * trails as if they had just saved). Deleting is refused once anyone has progress in the activity, so completed
 * counts stay true.
 */
export async function recountCourse(trx: Trx, courseId: number, now: Date): Promise<void> {
  const total = await trx
    .selectFrom('activities')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  const course = await trx
    .selectFrom('courses')
    .select(['client_id', 'published_points'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const complete = await trx
    .updateTable('course_progress')
    .set({
      total_activities: total.n,
      percent: sql<number>`case when ${total.n}::int = 0 then 0
        else least(100, (completed_activities * 100) / ${total.n}::int) end`,
    })
    .where('course_id', '=', courseId)
    .returning(['user_id', 'state', 'completed_activities'])
    .execute();
  for (const row of complete) {
    if (row.state !== 'in_progress' || total.n === 0 || row.completed_activities < total.n) continue;
    const viewer: Viewer = { clientId: course.client_id, userId: row.user_id, language: 'pt-BR' };
    const locked = await lockProgress(trx, viewer, courseId, now);
    const moved = await advanceProgress(
      trx,
      viewer,
      locked,
      { done: locked.completed_activities, total: total.n },
      { kind: 'course', points: course.published_points ?? 0 },
      now,
    );
    if (moved.changed) await advanceTrails(trx, viewer, courseId, now);
  }
}
