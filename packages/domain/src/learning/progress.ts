import type { StateMachine } from '../shared/states.ts';

/**
 * A learner's progress in a course or trail (SPEC §4). "Enrolled" is the enrolment's state, not progress's: a
 * learner can be enrolled with no progress, and progress survives leaving and re-enrolling. What a list shows
 * combines both (`courseStatus`). Failing the last attempt blocks (block tests: no certificate; only an instructor's unblock leaves it) or
 * restarts progress (restart tests); reproved with attempts left may try again; after a pass, remaining attempts
 * may improve the grade. The server changes progress only through `transition` on this machine.
 */
export const COURSE_PROGRESS_STATES = [
  'not_started',
  'in_progress',
  'finished',
  'approved',
  'reproved',
  'blocked',
  'restarted',
  'improved',
] as const;
export type CourseProgressState = (typeof COURSE_PROGRESS_STATES)[number];
export const COURSE_PROGRESS_MACHINE: StateMachine<CourseProgressState> = {
  name: 'course_progress',
  states: COURSE_PROGRESS_STATES,
  initial: 'not_started',
  transitions: {
    not_started: ['in_progress'],
    in_progress: ['finished', 'approved', 'reproved', 'blocked', 'restarted'],
    reproved: ['in_progress', 'approved', 'blocked', 'restarted'],
    restarted: ['in_progress'],
    approved: ['improved', 'finished'],
    improved: ['finished'],
    finished: ['improved'],
    // an instructor's unblock (recorded with its reason by the assessment module) lets the learner try again
    blocked: ['in_progress'],
  },
};

/** States in which the course counts as done: its points are posted on entering the first of them. */
export const COMPLETED_PROGRESS_STATES: readonly CourseProgressState[] = ['finished', 'approved', 'improved'];

export function isCompletedProgress(state: CourseProgressState): boolean {
  return COMPLETED_PROGRESS_STATES.includes(state);
}

/** Enrolment in a course or trail; a learner may leave and enrol again. */
export const ENROLMENT_STATES = ['not_enrolled', 'enrolled', 'unenrolled'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];
export const ENROLMENT_MACHINE: StateMachine<EnrolmentState> = {
  name: 'enrolment',
  states: ENROLMENT_STATES,
  initial: 'not_enrolled',
  transitions: {
    not_enrolled: ['enrolled'],
    enrolled: ['unenrolled'],
    unenrolled: ['enrolled'],
  },
};

/**
 * SPEC §4's nine course states as a learner sees them: progress, except that an enrolled learner who has not
 * started reads "enrolled".
 */
export type CourseStatus = CourseProgressState | 'enrolled';

export function courseStatus(progress: CourseProgressState, enrolment: EnrolmentState): CourseStatus {
  return progress === 'not_started' && enrolment === 'enrolled' ? 'enrolled' : progress;
}

/**
 * Who may enrol (the catalogue's "subscription type" filter): `open` courses need no enrolment (content opens to
 * whoever sees the course), `self` courses open their content after the learner enrols, `assigned` ones only after
 * an administrator enrols the learner.
 */
export const ENROLMENT_RULES = ['open', 'self', 'assigned'] as const;
export type EnrolmentRule = (typeof ENROLMENT_RULES)[number];

/** Why a learner may not open a course's content yet; null when they may. */
export type ContentLock = 'enrolment_required' | 'prerequisite_pending' | null;

export function contentLock(input: {
  rule: EnrolmentRule;
  enrolment: EnrolmentState;
  prerequisiteDone: boolean;
}): ContentLock {
  if (!input.prerequisiteDone) return 'prerequisite_pending';
  if (input.rule !== 'open' && input.enrolment !== 'enrolled') return 'enrolment_required';
  return null;
}

/** Whether the learner may enrol themselves: only in `self` courses, and only once the prerequisite is done. */
export function canSelfEnrol(rule: EnrolmentRule, prerequisiteDone: boolean): boolean {
  return rule === 'self' && prerequisiteDone;
}

/** Completed share of a course's activities, 0–100, rounded down (100 only when every one is complete). */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}

/** The catalogue's "progress" filter: where the learner stands. */
export const PROGRESS_FILTERS = ['not_started', 'in_progress', 'completed'] as const;
export type ProgressFilter = (typeof PROGRESS_FILTERS)[number];
