import { COURSE_PROGRESS_MACHINE, type CourseProgressState, transition } from '@elevar/domain';
import type { Trx } from '../../db/transaction.ts';
import { findCard } from './course-queries.ts';
import { type OutcomeCourse, recordActivityOutcome } from './progress.ts';
import type { Viewer } from './queries.ts';
import { lockProgress } from './standing.ts';

/**
 * What a graded activity's result does to a learner's standing in a training (SPEC §4): blocked (no certificate;
 * their saves of other activities still count), restarted (every activity's progress gone, counts back to zero), or
 * unblocked by an instructor (back in progress). Each locks the progress row and moves it along the domain's machine
 * only; a move the machine refuses (a training already finished) leaves the row alone. `general` scope also moves
 * the learner's trails holding the course; a general restart restarts every course of those trails.
 */
export type TrainingOutcome = 'blocked' | 'restarted' | 'unblocked';

/** Ids of the trails holding `courseId` in which the learner has a progress row. */
async function trailsOf(trx: Trx, viewer: Viewer, courseId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('trail_items as ti')
    .innerJoin('course_progress as p', (join) =>
      join.onRef('p.course_id', '=', 'ti.trail_id').on('p.user_id', '=', viewer.userId),
    )
    .select('ti.trail_id')
    .where('ti.course_id', '=', courseId)
    .where('ti.client_id', '=', viewer.clientId)
    .orderBy('ti.trail_id')
    .execute();
  return rows.map((row) => row.trail_id);
}

function path(from: CourseProgressState, to: TrainingOutcome): CourseProgressState[] | null {
  const target: CourseProgressState =
    to === 'blocked' ? 'blocked' : to === 'restarted' ? 'restarted' : 'in_progress';
  if (to === 'unblocked' && from !== 'blocked') return null;
  // a training not yet started moves into progress first
  const steps: CourseProgressState[] = from === 'not_started' || from === 'restarted' ? ['in_progress'] : [];
  steps.push(target);
  let state = from;
  for (const step of steps) {
    const moved = transition(COURSE_PROGRESS_MACHINE, state, step);
    if (!moved.ok) return null;
    state = moved.normalized;
  }
  return steps;
}

async function moveOne(trx: Trx, viewer: Viewer, courseId: number, to: TrainingOutcome, now: Date) {
  const locked = await lockProgress(trx, viewer, courseId, now);
  const steps = path(locked.state, to);
  if (!steps) return;
  const state = steps[steps.length - 1] as CourseProgressState;
  if (to === 'restarted')
    await trx
      .deleteFrom('activity_progress')
      .where('user_id', '=', viewer.userId)
      .where('course_id', '=', courseId)
      .execute();
  await trx
    .updateTable('course_progress')
    .set({
      state,
      updated_at: now,
      ...(to === 'restarted' && { completed_activities: 0, percent: 0, finished_at: null }),
    })
    .where('user_id', '=', viewer.userId)
    .where('course_id', '=', courseId)
    .execute();
}

/**
 * Applies a test's outcome to the learner's course (and, in `general` scope, to their trails holding it). Answers
 * the courses whose progress restarted, so the caller can start their tests over too.
 */
export async function applyTrainingOutcome(
  trx: Trx,
  viewer: Viewer,
  courseId: number,
  outcome: TrainingOutcome,
  scope: 'course' | 'general',
  now: Date,
): Promise<number[]> {
  const restarted = [courseId];
  await moveOne(trx, viewer, courseId, outcome, now);
  if (scope === 'course') return outcome === 'restarted' ? restarted : [];
  for (const trailId of await trailsOf(trx, viewer, courseId)) {
    if (outcome === 'restarted') {
      const courses = await trx
        .selectFrom('trail_items')
        .select('course_id')
        .where('trail_id', '=', trailId)
        .where('course_id', 'is not', null)
        .orderBy('position')
        .execute();
      for (const { course_id } of courses)
        if (course_id !== null && !restarted.includes(course_id)) {
          await moveOne(trx, viewer, course_id, 'restarted', now);
          restarted.push(course_id);
        }
    }
    await moveOne(trx, viewer, trailId, outcome, now);
  }
  return outcome === 'restarted' ? restarted : [];
}

/** The course's card as `openActivity` read it for the learner (`CourseState['card']`). */
export type KnownCourse = OutcomeCourse['card'];

/**
 * A graded activity passed (or a quiz answered): the activity complete and the course moved as for any completion
 * (counts, points once, trails), for the learner as `viewer`, inside the caller's transaction. Nothing when the
 * learner no longer sees the course. A caller that read the course's card for the learner in this request (the
 * submission's `openActivity`) passes it as `known`, so it is not read again; its learner's progress state then
 * says whether their progress row is still to be made (created and locked in one statement).
 */
export async function completeActivity(
  trx: Trx,
  viewer: Viewer,
  courseId: number,
  activityId: number,
  now: Date,
  known?: KnownCourse,
): Promise<void> {
  const card = known?.id === courseId ? known : await findCard(trx, viewer, { courseId });
  if (!card) return;
  const progress = await lockProgress(trx, viewer, courseId, now, card.progress_state === null);
  await recordActivityOutcome(trx, { viewer, card }, progress, activityId, { completed: true, seq: 0 }, now);
}
