import { endpoints, type ReviewInput } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export const REVIEWS_PAGE_SIZE = 10;
export const MODERATION_PAGE_SIZE = 20;

/** A page of the moderators' queue. */
export interface ModerationFilters {
  status: 'reported' | 'hidden';
  page: number;
  page_size: number;
}

function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** Reviews belong to the client the user acts in: its id is part of every key. */
const keys = {
  all: (clientId: number | null) => ['assessmentReviews', clientId] as const,
  course: (clientId: number | null, courseId: number) => [...keys.all(clientId), 'course', courseId] as const,
  page: (clientId: number | null, courseId: number, page: number) =>
    [...keys.course(clientId, courseId), page] as const,
  moderation: (clientId: number | null, query: ModerationFilters) =>
    [...keys.all(clientId), 'moderation', query] as const,
};

/** GET /api/v1/reviews: a page of a course's reviews, their average and count, and the learner's own. */
export function useReviews(courseId: number, page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: keys.page(clientId, courseId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.reviews, {
        signal,
        query: { course_id: courseId, page, page_size: REVIEWS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A change to a review: the course's reviews (and the moderators' queue) are read again. */
function useReviewMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(clientId) }),
  });
}

export function useSaveReview(courseId: number) {
  const http = useHttp();
  return useReviewMutation((input: ReviewInput & { id: number | null }) => {
    const body = { rating: input.rating, comment: input.comment ?? '' };
    return input.id === null
      ? http.call(endpoints.createReview, { body: { ...body, course_id: courseId } })
      : http.call(endpoints.updateReview, { params: { id: input.id }, body });
  });
}

export function useDeleteReview() {
  const http = useHttp();
  return useReviewMutation((id: number) => http.call(endpoints.deleteReview, { params: { id } }));
}

export function useReportReview() {
  const http = useHttp();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      http.call(endpoints.reportReview, { params: { id: input.id }, body: { reason: input.reason } }),
  });
}

/** GET /api/v1/admin/reviews: the moderators' queue, reported or hidden. */
export function useModeration(query: ModerationFilters) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: keys.moderation(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.adminReviews, { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useModerateReview() {
  const http = useHttp();
  return useReviewMutation((input: { id: number; hidden: boolean }) =>
    http.call(endpoints.adminModerateReview, { params: { id: input.id }, body: { hidden: input.hidden } }),
  );
}
