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
