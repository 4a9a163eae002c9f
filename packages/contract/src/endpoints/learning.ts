import type { Endpoint } from '../endpoints.ts';

/** Learning: catalogue, courses, trails, activities and progress, the public portfolio, SCORM and HTML packages, and authoring. */
export const learningEndpoints = {
  // Learning (signed in; the selected client's, when it has the online courses or podcasts module).
  learningCatalogue: { method: 'GET', path: '/api/v1/learning/courses', encoding: 'json-bearer' },
  learningFilters: { method: 'GET', path: '/api/v1/learning/filters', encoding: 'json-bearer' },
  learningHome: { method: 'GET', path: '/api/v1/learning/home', encoding: 'json-bearer' },
  learningCourse: { method: 'GET', path: '/api/v1/learning/courses/:id', encoding: 'json-bearer' },
  learningEnrol: { method: 'POST', path: '/api/v1/learning/courses/:id/enrolment', encoding: 'json-bearer' },
  learningUnenrol: {
    method: 'DELETE',
    path: '/api/v1/learning/courses/:id/enrolment',
    encoding: 'json-bearer',
  },
  learningFavourite: {
    method: 'PUT',
    path: '/api/v1/learning/courses/:id/favourite',
    encoding: 'json-bearer',
  },
  learningUnfavourite: {
    method: 'DELETE',
    path: '/api/v1/learning/courses/:id/favourite',
    encoding: 'json-bearer',
  },
  learningTrail: { method: 'GET', path: '/api/v1/learning/trails/:id', encoding: 'json-bearer' },
  learningEnrolTrail: {
    method: 'POST',
    path: '/api/v1/learning/trails/:id/enrolment',
    encoding: 'json-bearer',
  },
  learningUnenrolTrail: {
    method: 'DELETE',
    path: '/api/v1/learning/trails/:id/enrolment',
    encoding: 'json-bearer',
  },
  learningActivity: {
    method: 'GET',
    path: '/api/v1/learning/courses/:id/activities/:order',
    encoding: 'json-bearer',
  },
  learningSaveProgress: {
    method: 'PUT',
    path: '/api/v1/learning/activities/:id/progress',
    encoding: 'json-bearer',
  },
  // The public portfolio (no session; docs/learning.md "Portfolio"): a client's showcase while its setting is on.
  learningPortfolio: { method: 'GET', path: '/api/v1/learning/portfolio', encoding: 'json-public' },
  learningPortfolioCourse: {
    method: 'GET',
    path: '/api/v1/learning/portfolio/courses/:id',
    encoding: 'json-public',
  },
  // SCORM packages (docs/learning.md "SCORM"): launch data and CMI commits (a keepalive fetch on page hide).
  learningScormLaunch: {
    method: 'GET',
    path: '/api/v1/learning/activities/:id/scorm',
    encoding: 'json-bearer',
  },
  learningScormCommit: {
    method: 'PUT',
    path: '/api/v1/learning/activities/:id/scorm/:sco',
    encoding: 'json-bearer',
  },
  // HTML packages (docs/learning.md "HTML, Flash and HLS"): the page to frame on the content origin.
  learningHtmlLaunch: {
    method: 'GET',
    path: '/api/v1/learning/activities/:id/html',
    encoding: 'json-bearer',
  },
  // Learning authoring (instructors and programme administrators; docs/learning.md "Authoring").
  adminLearningCourses: { method: 'GET', path: '/api/v1/admin/learning/courses', encoding: 'json-bearer' },
  adminLearningCourse: { method: 'GET', path: '/api/v1/admin/learning/courses/:id', encoding: 'json-bearer' },
  adminLearningCreateCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses',
    encoding: 'json-bearer',
  },
  adminLearningUpdateCourse: {
    method: 'PATCH',
    path: '/api/v1/admin/learning/courses/:id',
    encoding: 'json-bearer',
  },
  adminLearningPublishCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/publish',
    encoding: 'json-bearer',
  },
  adminLearningUnpublishCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/unpublish',
    encoding: 'json-bearer',
  },
  adminLearningArchiveCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/archive',
    encoding: 'json-bearer',
  },
  adminLearningAddActivity: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/activities',
    encoding: 'json-bearer',
  },
  adminLearningReorderActivities: {
    method: 'PUT',
    path: '/api/v1/admin/learning/courses/:id/activities/order',
    encoding: 'json-bearer',
  },
  adminLearningUpdateActivity: {
    method: 'PUT',
    path: '/api/v1/admin/learning/activities/:id',
    encoding: 'json-bearer',
  },
  adminLearningDeleteActivity: {
    method: 'DELETE',
    path: '/api/v1/admin/learning/activities/:id',
    encoding: 'json-bearer',
  },
  adminLearningCategories: {
    method: 'GET',
    path: '/api/v1/admin/learning/categories',
    encoding: 'json-bearer',
  },
  adminLearningCreateCategory: {
    method: 'POST',
    path: '/api/v1/admin/learning/categories',
    encoding: 'json-bearer',
  },
  adminLearningUpdateCategory: {
    method: 'PATCH',
    path: '/api/v1/admin/learning/categories/:id',
    encoding: 'json-bearer',
  },
  adminLearningDeleteCategory: {
    method: 'DELETE',
    path: '/api/v1/admin/learning/categories/:id',
    encoding: 'json-bearer',
  },
  adminLearningGroupMembers: {
    method: 'GET',
    path: '/api/v1/admin/learning/groups/:id/members',
    encoding: 'json-bearer',
  },
  adminLearningAddGroupMembers: {
    method: 'POST',
    path: '/api/v1/admin/learning/groups/:id/members',
    encoding: 'json-bearer',
  },
  adminLearningImportGroupMembers: {
    method: 'POST',
    path: '/api/v1/admin/learning/groups/:id/members/import',
    encoding: 'multipart-bearer',
  },
  adminLearningRemoveGroupMember: {
    method: 'DELETE',
    path: '/api/v1/admin/learning/groups/:id/members/:user_id',
    encoding: 'json-bearer',
  },
  adminLearningStartUpload: {
    method: 'POST',
    path: '/api/v1/admin/learning/uploads',
    encoding: 'json-bearer',
  },
  adminLearningUpload: { method: 'GET', path: '/api/v1/admin/learning/uploads/:id', encoding: 'json-bearer' },
  // direct uploads (endpoints/uploads.ts): signed URLs for chunks the browser PUTs straight to the file store, each
  // reported with its ETag, then SPEC §7's completion
  adminLearningUploadPartUrls: {
    method: 'POST',
    path: '/api/v1/admin/learning/uploads/:id/part-urls',
    encoding: 'json-bearer',
  },
  adminLearningUploadPart: {
    method: 'PUT',
    path: '/api/v1/admin/learning/uploads/:id/parts/:index',
    encoding: 'json-bearer',
  },
  adminLearningScormPackage: {
    method: 'GET',
    path: '/api/v1/admin/learning/activities/:id/scorm',
    encoding: 'json-bearer',
  },
  adminLearningImportScorm: {
    method: 'POST',
    path: '/api/v1/admin/learning/activities/:id/scorm',
    encoding: 'json-bearer',
  },
  adminLearningHtmlPackage: {
    method: 'GET',
    path: '/api/v1/admin/learning/activities/:id/html',
    encoding: 'json-bearer',
  },
  adminLearningImportHtml: {
    method: 'POST',
    path: '/api/v1/admin/learning/activities/:id/html',
    encoding: 'json-bearer',
  },
  adminLearningBulkEnrol: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/bulk-enrolments',
    encoding: 'json-bearer',
  },
  adminLearningBulkEnrolCsv: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/bulk-enrolments/import',
    encoding: 'multipart-bearer',
  },
  adminLearningBulkEnrolment: {
    method: 'GET',
    path: '/api/v1/admin/learning/bulk-enrolments/:id',
    encoding: 'json-bearer',
  },
  adminLearningCourseReport: {
    method: 'GET',
    path: '/api/v1/admin/learning/courses/:id/report',
    encoding: 'json-bearer',
  },
  adminLearningCourseReportCsv: {
    method: 'GET',
    path: '/api/v1/admin/learning/courses/:id/report.csv',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
