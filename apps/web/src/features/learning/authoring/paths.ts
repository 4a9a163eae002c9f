/** The authoring screens' addresses. */
export const COURSES_PATH = '/admin/courses';
export const NEW_COURSE_PATH = '/admin/courses/new';
export const CATEGORIES_PATH = '/admin/course-categories';
export const GROUPS_PATH = '/admin/groups';

export function courseEditorPath(id: number): string {
  return `${COURSES_PATH}/${id}`;
}

export function groupMembersPath(id: number): string {
  return `${GROUPS_PATH}/${id}/members`;
}

export function courseReportPath(id: number): string {
  return `${COURSES_PATH}/${id}/report`;
}

/** A test activity's screen (rules, questions, preview, attempts): the assessment feature's, by its address. */
export function testEditorPath(activityId: number): string {
  return `/admin/tests/${activityId}`;
}
