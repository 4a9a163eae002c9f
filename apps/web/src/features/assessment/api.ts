import { type Answer, type AttemptResult, endpoints, type TestView } from '@elevar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';

export type { Answer, AttemptResult, TestView };

const testKey = (activityId: number) => ['assessment', 'test', activityId] as const;

/** GET /api/v1/assessment/activities/:id: the test, the learner's standing, the open attempt, the last result. */
export function useTest(activityId: number) {
  const http = useHttp();
  return useQuery({
    queryKey: testKey(activityId),
    queryFn: ({ signal }) => http.call(endpoints.assessmentTest, { signal, params: { id: activityId } }),
    staleTime: 0,
  });
}

/** Starts (or resumes) an attempt; the test is read again so the open attempt shows. */
export function useStartAttempt(activityId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(endpoints.assessmentStart, { params: { id: activityId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testKey(activityId) }),
  });
}

/** Saves one answer as the learner gives it. */
export function useSaveAnswer(attemptId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: (input: { questionId: number; answer: Answer }) =>
      http.call(endpoints.assessmentSaveAnswer, {
        params: { id: attemptId, question: input.questionId },
        body: { answer: input.answer },
      }),
  });
}

/**
 * Submits the attempt with one Idempotency-Key per attempt: a retry (a double click, a lost answer) is the same
 * submission, which the server scores once.
 */
export function useSubmitAttempt(activityId: number, attemptId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.call(endpoints.assessmentSubmit, {
        params: { id: attemptId },
        idempotencyKey: `attempt-${attemptId}`,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: testKey(activityId) });
      // the course's progress may have moved (the activity complete, the training blocked or restarted)
      await queryClient.invalidateQueries({ queryKey: ['learning'] });
    },
  });
}
