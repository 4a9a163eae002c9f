import {
  type ActivityInput,
  type AuthoringCourse,
  type AuthoringCourseStatus,
  type BulkEnrolment,
  type BulkEnrolmentRequest,
  type CourseCategoryRequest,
  type CourseReportFilter,
  type CreateCourseRequest,
  endpoints,
  type UpdateCourseCategoryRequest,
  type UpdateCourseRequest,
} from '@elevar/contract';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { saveFile } from '../../../api/saveFile.ts';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { learningKeys } from '../api.ts';

export const PAGE_SIZE = 20;
/** Courses offered as a prerequisite: the first ones matching the search. */
export const PICKER_SIZE = 50;

export interface CourseListFilters {
  page: number;
  status: AuthoringCourseStatus | null;
  search: string;
}

/** Everything authored belongs to the client the author acts in: its id is part of every key. */
export const authoringKeys = {
  all: ['learningAuthoring'] as const,
  client: (clientId: number | null) => [...authoringKeys.all, clientId] as const,
  lists: (clientId: number | null) => [...authoringKeys.client(clientId), 'courses'] as const,
  list: (clientId: number | null, filters: CourseListFilters) =>
    [...authoringKeys.lists(clientId), filters] as const,
  picker: (clientId: number | null, search: string) =>
    [...authoringKeys.client(clientId), 'picker', search] as const,
  course: (clientId: number | null, id: number) => [...authoringKeys.client(clientId), 'course', id] as const,
  categories: (clientId: number | null) => [...authoringKeys.client(clientId), 'categories'] as const,
  members: (clientId: number | null, groupId: number) =>
    [...authoringKeys.client(clientId), 'members', groupId] as const,
  bulkEnrolment: (clientId: number | null, id: number) =>
    [...authoringKeys.client(clientId), 'bulkEnrolment', id] as const,
  reports: (clientId: number | null, courseId: number) =>
    [...authoringKeys.client(clientId), 'report', courseId] as const,
  report: (clientId: number | null, courseId: number, filters: CourseReportFilter, page: number) =>
    [...authoringKeys.reports(clientId, courseId), filters, page] as const,
};

export function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** GET /api/v1/admin/learning/courses: an administrator's whole client, an instructor's own courses (the server decides). */
export function useAuthoringCourses(filters: CourseListFilters) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: authoringKeys.list(clientId, filters),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminLearningCourses, {
        signal,
        query: {
          page: filters.page,
          page_size: PAGE_SIZE,
          status: filters.status ?? undefined,
          search: filters.search || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The courses a prerequisite may be chosen from (the server's first matches of the search). */
export function useCoursePicker(search: string) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: authoringKeys.picker(clientId, search),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminLearningCourses, {
        signal,
        query: { page: 1, page_size: PICKER_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/learning/courses/:id: every language's texts, links by id, activities in order. */
export function useAuthoringCourse(id: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: authoringKeys.course(clientId, id),
    queryFn: ({ signal }) => http.call(endpoints.adminLearningCourse, { signal, params: { id } }),
    staleTime: 0,
  });
}

/**
 * Every change answers the whole course: it becomes the cached course, and the lists that show it (the authoring
 * list, the learners' catalogue and course page) are read again.
 */
function settle(queryClient: QueryClient, clientId: number | null, course: AuthoringCourse) {
  queryClient.setQueryData(authoringKeys.course(clientId, course.id), course);
  void queryClient.invalidateQueries({ queryKey: authoringKeys.lists(clientId) });
  void queryClient.invalidateQueries({ queryKey: [...authoringKeys.client(clientId), 'picker'] });
  void queryClient.invalidateQueries({ queryKey: learningKeys.all });
}

function useCourseMutation<V>(call: (variables: V) => Promise<AuthoringCourse>) {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: call,
    onSuccess: (course: AuthoringCourse) => settle(queryClient, clientId, course),
  });
}

/** POST /api/v1/admin/learning/courses: a draft. */
export function useCreateCourse() {
  const http = useHttp();
  return useCourseMutation((body: CreateCourseRequest) =>
    http.call(endpoints.adminLearningCreateCourse, { body }),
  );
}

/** PATCH /api/v1/admin/learning/courses/:id. */
export function useUpdateCourse(id: number) {
  const http = useHttp();
  return useCourseMutation((body: UpdateCourseRequest) =>
    http.call(endpoints.adminLearningUpdateCourse, { params: { id }, body }),
  );
}

export type StatusAction = 'publish' | 'unpublish' | 'archive';

const STATUS_ENDPOINTS = {
  publish: endpoints.adminLearningPublishCourse,
  unpublish: endpoints.adminLearningUnpublishCourse,
  archive: endpoints.adminLearningArchiveCourse,
} as const;

/** POST …/courses/:id/publish, /unpublish or /archive (programme administrators). */
export function useCourseStatus(id: number) {
  const http = useHttp();
  return useCourseMutation((action: StatusAction) => http.call(STATUS_ENDPOINTS[action], { params: { id } }));
}

/** POST …/courses/:id/activities: added at the end. */
export function useAddActivity(courseId: number) {
  const http = useHttp();
  return useCourseMutation((body: ActivityInput) =>
    http.call(endpoints.adminLearningAddActivity, { params: { id: courseId }, body }),
  );
}

/** PUT /api/v1/admin/learning/activities/:id: replaced whole. */
export function useUpdateActivity() {
  const http = useHttp();
  return useCourseMutation(({ id, body }: { id: number; body: ActivityInput }) =>
    http.call(endpoints.adminLearningUpdateActivity, { params: { id }, body }),
  );
}

/** DELETE /api/v1/admin/learning/activities/:id (409 once a learner has progress in it). */
export function useDeleteActivity() {
  const http = useHttp();
  return useCourseMutation((id: number) =>
    http.call(endpoints.adminLearningDeleteActivity, { params: { id } }),
  );
}

/** PUT …/courses/:id/activities/order: every activity once, in the new order. */
export function useReorderActivities(courseId: number) {
  const http = useHttp();
  return useCourseMutation((activityIds: number[]) =>
    http.call(endpoints.adminLearningReorderActivities, {
      params: { id: courseId },
      body: { activity_ids: activityIds },
    }),
  );
}

// Course categories

/** GET /api/v1/admin/learning/categories: named in every language, by position. */
export function useCategories() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: authoringKeys.categories(clientId),
    queryFn: ({ signal }) => http.call(endpoints.adminLearningCategories, { signal }),
    staleTime: 0,
  });
}

function useCategoryMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: authoringKeys.categories(clientId) });
      void queryClient.invalidateQueries({ queryKey: learningKeys.filters() });
    },
  });
}

export function useSaveCategory() {
  const http = useHttp();
  return useCategoryMutation(
    ({ id, body }: { id: number | null; body: CourseCategoryRequest | UpdateCourseCategoryRequest }) =>
      id === null
        ? http.call(endpoints.adminLearningCreateCategory, { body: body as CourseCategoryRequest })
        : http.call(endpoints.adminLearningUpdateCategory, { params: { id }, body }),
  );
}

export function useDeleteCategory() {
  const http = useHttp();
  return useCategoryMutation((id: number) =>
    http.call(endpoints.adminLearningDeleteCategory, { params: { id } }),
  );
}

// Group membership

export function useGroupMembers(groupId: number, page: number, search: string) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: [...authoringKeys.members(clientId, groupId), page, search],
    queryFn: ({ signal }) =>
      http.call(endpoints.adminLearningGroupMembers, {
        signal,
        params: { id: groupId },
        query: { page, page_size: PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useMemberMutation<V, R>(groupId: number, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authoringKeys.members(clientId, groupId) }),
  });
}

export function useAddGroupMembers(groupId: number) {
  const http = useHttp();
  return useMemberMutation(groupId, (usernames: string[]) =>
    http.call(endpoints.adminLearningAddGroupMembers, { params: { id: groupId }, body: { usernames } }),
  );
}

export function useImportGroupMembers(groupId: number) {
  const http = useHttp();
  return useMemberMutation(groupId, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.call(endpoints.adminLearningImportGroupMembers, { params: { id: groupId }, body });
  });
}

export function useRemoveGroupMember(groupId: number) {
  const http = useHttp();
  return useMemberMutation(groupId, (userId: number) =>
    http.call(endpoints.adminLearningRemoveGroupMember, { params: { id: groupId, user_id: userId } }),
  );
}

/** POST /api/v1/admin/learning/activities/:id/scorm: a completed package upload imported into a SCORM activity. */
export function useImportScorm(activityId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: (uploadId: number) =>
      http.call(endpoints.adminLearningImportScorm, {
        params: { id: activityId },
        body: { upload_id: uploadId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authoringKeys.client(clientId) }),
  });
}

/** Imports a completed upload (a zip) as the html activity's next package version. */
export function useImportHtml(activityId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: (uploadId: number) =>
      http.call(endpoints.adminLearningImportHtml, {
        params: { id: activityId },
        body: { upload_id: uploadId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authoringKeys.client(clientId) }),
  });
}

// Bulk enrolment and progress reports (docs/learning.md "Bulk enrolment and reports")

/** How often a running bulk enrolment is read again (the realtime event has no web subscriber yet). */
export const BULK_ENROLMENT_POLL_MS = 1000;

/** What an administrator sends: usernames and/or groups as JSON, or the CSV file itself. */
export type BulkEnrolmentInput = BulkEnrolmentRequest | File;

/**
 * POST …/courses/:id/bulk-enrolments (JSON) or …/bulk-enrolments/import (the CSV as multipart `file`): the 202's
 * job becomes the cached job that `useBulkEnrolment` polls.
 */
export function useStartBulkEnrolment(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: (input: BulkEnrolmentInput) => {
      if (input instanceof File) {
        const body = new FormData();
        body.append('file', input);
        return http.call(endpoints.adminLearningBulkEnrolCsv, { params: { id: courseId }, body });
      }
      return http.call(endpoints.adminLearningBulkEnrol, { params: { id: courseId }, body: input });
    },
    onSuccess: (job: BulkEnrolment) =>
      queryClient.setQueryData(authoringKeys.bulkEnrolment(clientId, job.id), job),
  });
}

export function isBulkEnrolmentOver(job: BulkEnrolment | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

/**
 * GET …/bulk-enrolments/:id every second until the job is done or failed; once over, the course's report is read
 * again.
 */
export function useBulkEnrolment(id: number | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useQuery({
    queryKey: authoringKeys.bulkEnrolment(clientId, id ?? 0),
    queryFn: async ({ signal }) => {
      const job = await http.call(endpoints.adminLearningBulkEnrolment, { signal, params: { id: id ?? 0 } });
      if (isBulkEnrolmentOver(job))
        void queryClient.invalidateQueries({ queryKey: authoringKeys.reports(clientId, job.course_id) });
      return job;
    },
    enabled: id !== null,
    staleTime: BULK_ENROLMENT_POLL_MS,
    refetchInterval: (query) => (isBulkEnrolmentOver(query.state.data) ? false : BULK_ENROLMENT_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/** GET …/courses/:id/report: the learners by username, with the counts per status over the other filters. */
export function useCourseReport(courseId: number, filters: CourseReportFilter, page: number, enabled = true) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: authoringKeys.report(clientId, courseId, filters, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminLearningCourseReport, {
        signal,
        params: { id: courseId },
        query: { ...filters, page, page_size: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** GET …/courses/:id/report.csv with the filters on screen, saved as the server names the file. */
export function useCourseReportCsv(courseId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: async (filters: CourseReportFilter) => {
      const file = await http.download(endpoints.adminLearningCourseReportCsv, {
        params: { id: courseId },
        query: filters,
      });
      saveFile(file, 'report.csv');
      return file;
    },
  });
}
