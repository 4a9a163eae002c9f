import type { CourseKind } from '@elevar/contract';

const LISTS: Record<CourseKind, string> = {
  online_course: '/online-courses',
  podcast: '/podcasts',
  trail: '/trails',
};

/** A course's page: online courses, podcasts and trails have their own lists (SPEC §2). */
export function coursePath(kind: CourseKind, id: number): string {
  return `${LISTS[kind]}/${id}`;
}

/** The list a kind's course pages go back to. */
export function cataloguePath(kind: CourseKind): string {
  return LISTS[kind];
}

/** A course opened from a trail (SPEC §2 `trails/{id_trail}/course/{id}`). */
export function trailCoursePath(trailId: number, courseId: number): string {
  return `/trails/${trailId}/course/${courseId}`;
}

/**
 * An activity in the player (SPEC §2 `courses/{id}/activities/{hierarchy_order}`), or its trail-prefixed twin when
 * the course was opened from a trail (the player then leads back into the trail).
 */
export function playerPath(courseId: number, order: number, trailId: number | null = null): string {
  const path = `/courses/${courseId}/activities/${order}`;
  return trailId ? `/trails/${trailId}${path}` : path;
}

/** The page the player goes back to: the course's own, or the course within its trail. */
export function courseHomePath(kind: CourseKind, courseId: number, trailId: number | null): string {
  return trailId ? trailCoursePath(trailId, courseId) : coursePath(kind, courseId);
}
