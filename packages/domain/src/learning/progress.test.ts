import { describe, expect, it } from 'vitest';
import { canTransition, isTerminal, type StateMachine, transition } from '../shared/states.ts';
import {
  COURSE_PROGRESS_MACHINE,
  COURSE_PROGRESS_STATES,
  type CourseProgressState,
  canSelfEnrol,
  contentLock,
  courseStatus,
  ENROLMENT_MACHINE,
  isCompletedProgress,
  progressPercent,
} from './progress.ts';

function edges<S extends string>(machine: StateMachine<S>): string[] {
  const out: string[] = [];
  for (const from of machine.states)
    for (const to of machine.states) if (canTransition(machine, from, to)) out.push(`${from} -> ${to}`);
  return out.sort();
}

describe('course progress', () => {
  it('allows exactly these transitions, every other one refused', () => {
    expect(edges(COURSE_PROGRESS_MACHINE)).toEqual(
      [
        'not_started -> in_progress',
        'in_progress -> finished',
        'in_progress -> approved',
        'in_progress -> reproved',
        'in_progress -> blocked',
        'in_progress -> restarted',
        'reproved -> in_progress',
        'reproved -> approved',
        'reproved -> blocked',
        'reproved -> restarted',
        'restarted -> in_progress',
        'approved -> improved',
        'approved -> finished',
        'improved -> finished',
        'finished -> improved',
        'blocked -> in_progress',
      ].sort(),
    );
    const allowed = new Set(edges(COURSE_PROGRESS_MACHINE));
    for (const from of COURSE_PROGRESS_STATES)
      for (const to of COURSE_PROGRESS_STATES) {
        const result = transition(COURSE_PROGRESS_MACHINE, from, to);
        expect(result.ok).toBe(allowed.has(`${from} -> ${to}`));
        if (!result.ok) expect(result.code).toBe('state.invalid_transition');
      }
  });

  it('lets a failed last attempt block or restart, and blocked leaves only back to in progress (unblock)', () => {
    expect(canTransition(COURSE_PROGRESS_MACHINE, 'reproved', 'blocked')).toBe(true);
    expect(canTransition(COURSE_PROGRESS_MACHINE, 'reproved', 'restarted')).toBe(true);
    expect(isTerminal(COURSE_PROGRESS_MACHINE, 'blocked')).toBe(false);
    expect(canTransition(COURSE_PROGRESS_MACHINE, 'blocked', 'approved')).toBe(false);
  });

  it('never skips from not started to a result, nor fails after a pass', () => {
    expect(canTransition(COURSE_PROGRESS_MACHINE, 'not_started', 'finished')).toBe(false);
    expect(canTransition(COURSE_PROGRESS_MACHINE, 'approved', 'reproved')).toBe(false);
    expect(canTransition(COURSE_PROGRESS_MACHINE, 'finished', 'in_progress')).toBe(false);
  });

  it('counts finished, approved and improved as completed', () => {
    const done = COURSE_PROGRESS_STATES.filter((s: CourseProgressState) => isCompletedProgress(s));
    expect(done).toEqual(['finished', 'approved', 'improved']);
  });
});

describe('enrolment', () => {
  it('enrols, unenrols and re-enrols', () => {
    expect(edges(ENROLMENT_MACHINE)).toEqual(
      ['not_enrolled -> enrolled', 'enrolled -> unenrolled', 'unenrolled -> enrolled'].sort(),
    );
  });

  it('shows "enrolled" only while nothing is started', () => {
    expect(courseStatus('not_started', 'enrolled')).toBe('enrolled');
    expect(courseStatus('not_started', 'unenrolled')).toBe('not_started');
    expect(courseStatus('in_progress', 'enrolled')).toBe('in_progress');
  });

  it('locks content behind the prerequisite first, then the enrolment rule', () => {
    expect(contentLock({ rule: 'open', enrolment: 'not_enrolled', prerequisiteDone: true })).toBeNull();
    expect(contentLock({ rule: 'self', enrolment: 'not_enrolled', prerequisiteDone: true })).toBe(
      'enrolment_required',
    );
    expect(contentLock({ rule: 'assigned', enrolment: 'unenrolled', prerequisiteDone: true })).toBe(
      'enrolment_required',
    );
    expect(contentLock({ rule: 'self', enrolment: 'enrolled', prerequisiteDone: false })).toBe(
      'prerequisite_pending',
    );
    expect(canSelfEnrol('self', true)).toBe(true);
    expect(canSelfEnrol('assigned', true)).toBe(false);
    expect(canSelfEnrol('self', false)).toBe(false);
  });

  it('rounds progress down, reaching 100 only when all is done', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(3, 3)).toBe(100);
  });
});
