import type { CourseKind } from '@elevar/contract';

/** A course's page: online courses and podcasts have their own lists (SPEC §2). */
export function coursePath(kind: CourseKind, id: number): string {
  return kind === 'podcast' ? `/podcasts/${id}` : `/online-courses/${id}`;
}

/** The list a kind's course pages go back to. */
export function cataloguePath(kind: CourseKind): string {
  return kind === 'podcast' ? '/podcasts' : '/online-courses';
}

/** An activity in the player (SPEC §2 `courses/{id}/activities/{hierarchy_order}`). */
export function playerPath(courseId: number, order: number): string {
  return `/courses/${courseId}/activities/${order}`;
}
