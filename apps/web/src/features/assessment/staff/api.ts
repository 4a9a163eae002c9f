import { endpoints, type ImportPreview, type QuestionInput, type TestSettingsInput } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { saveFile } from '../../../api/saveFile.ts';
import { useAppState } from '../../../storage/StoreContext.tsx';

export const PAGE_SIZE = 20;

/** A page of a test's attempts, by status, result and part of the learner's username. */
export interface AttemptFilters {
  page: number;
  page_size: number;
  status?: 'open' | 'submitted';
  passed?: 'true' | 'false';
  search?: string;
}

function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** Everything a test's author reads belongs to the client they act in: its id is part of every key. */
const keys = {
  client: (clientId: number | null) => ['assessmentAuthoring', clientId] as const,
  banks: (clientId: number | null) => [...keys.client(clientId), 'banks'] as const,
  bankList: (clientId: number | null, page: number, search: string) =>
    [...keys.banks(clientId), 'list', page, search] as const,
  bank: (clientId: number | null, id: number) => [...keys.banks(clientId), 'bank', id] as const,
  test: (clientId: number | null, id: number) => [...keys.client(clientId), 'test', id] as const,
  settings: (clientId: number | null, id: number) => [...keys.test(clientId, id), 'settings'] as const,
  attempts: (clientId: number | null, id: number, query: AttemptFilters) =>
    [...keys.test(clientId, id), 'attempts', query] as const,
  analysis: (clientId: number | null, id: number, page: number) =>
    [...keys.test(clientId, id), 'analysis', page] as const,
};

/** GET /api/v1/admin/assessment/banks: a page of the client's banks. */
export function useBanks(page: number, search: string, pageSize = PAGE_SIZE) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: [...keys.bankList(clientId, page, search), pageSize],
    queryFn: ({ signal }) =>
      http.call(endpoints.adminAssessmentBanks, {
        signal,
        query: { page, page_size: pageSize, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A bank change: the bank lists and the bank itself are read again. */
function useBankMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.banks(clientId) }),
  });
}

export function useCreateBank() {
  const http = useHttp();
  return useBankMutation((title: string) =>
    http.call(endpoints.adminAssessmentCreateBank, { body: { title } }),
  );
}

export function useRenameBank(id: number) {
  const http = useHttp();
  return useBankMutation((title: string) =>
    http.call(endpoints.adminAssessmentRenameBank, { params: { id }, body: { title } }),
  );
}

export function useDeleteBank() {
  const http = useHttp();
  return useBankMutation((id: number) => http.call(endpoints.adminAssessmentDeleteBank, { params: { id } }));
}

/** GET /api/v1/admin/assessment/banks/:id: the bank with its questions and keys. */
export function useBank(id: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: keys.bank(clientId, id),
    queryFn: ({ signal }) => http.call(endpoints.adminAssessmentBank, { signal, params: { id } }),
    enabled: id > 0,
    staleTime: 0,
  });
}

/** Adds a question (no id) or replaces one. */
export function useSaveQuestion(bankId: number) {
  const http = useHttp();
  return useBankMutation(({ id, question }: { id: number | null; question: QuestionInput }) =>
    id === null
      ? http.call(endpoints.adminAssessmentAddQuestion, { params: { id: bankId }, body: question })
      : http.call(endpoints.adminAssessmentUpdateQuestion, {
          params: { id: bankId, question: id },
          body: question,
        }),
  );
}

export function useDeleteQuestion(bankId: number) {
  const http = useHttp();
  return useBankMutation((question: number) =>
    http.call(endpoints.adminAssessmentDeleteQuestion, { params: { id: bankId, question } }),
  );
}

/** The CSV's preview (`confirm` false) or its import (true). */
export function useImportQuestions(bankId: number) {
  const http = useHttp();
  return useBankMutation(
    (input: { csv: string; confirm: boolean }): Promise<ImportPreview> =>
      http.call(endpoints.adminAssessmentImportQuestions, { params: { id: bankId }, body: input }),
  );
}

/** GET /api/v1/admin/assessment/activities/:id: the test's rules (404 until first set). */
export function useTestSettings(activityId: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: keys.settings(clientId, activityId),
    queryFn: ({ signal }) => http.call(endpoints.adminAssessmentTest, { signal, params: { id: activityId } }),
    enabled: activityId > 0,
    retry: false,
    staleTime: 0,
  });
}

export function useSaveTestSettings(activityId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: (body: TestSettingsInput) =>
      http.call(endpoints.adminAssessmentSetTest, { params: { id: activityId }, body }),
    // the answer is the rules as stored: written into the cache rather than read again, so a test that had none
    // does not pass through "loading" (which would unmount its form); the banks' test counts move
    onSuccess: async (settings) => {
      queryClient.setQueryData(keys.settings(clientId, activityId), settings);
      await queryClient.invalidateQueries({ queryKey: keys.banks(clientId) });
    },
  });
}

/** A fresh draw of the test as a learner would see it (nothing recorded). */
export function usePreviewTest(activityId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: () => http.call(endpoints.adminAssessmentPreview, { params: { id: activityId } }),
  });
}

/** GET /api/v1/admin/assessment/activities/:id/attempts: a page of the test's attempts. */
export function useTestAttempts(activityId: number, query: AttemptFilters) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: keys.attempts(clientId, activityId, query),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminAssessmentAttempts, { signal, params: { id: activityId }, query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** An extra attempt for a learner, or their unblock, with the reason they are shown; the attempts are read again. */
export function useIntervene(activityId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: (input: { userId: number; kind: 'extra_attempt' | 'unblock'; reason: string }) =>
      http.call(endpoints.adminAssessmentIntervene, {
        params: { id: activityId, user: input.userId },
        body: { kind: input.kind, reason: input.reason },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...keys.test(clientId, activityId), 'attempts'] }),
  });
}

/** GET …/activities/:id/item-analysis: the questions' difficulty and discrimination, and a page of the learners. */
export function useItemAnalysis(activityId: number, page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: keys.analysis(clientId, activityId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminAssessmentItemAnalysis, {
        signal,
        params: { id: activityId },
        query: { page, page_size: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET …/activities/:id/item-analysis.csv, saved as the server names the file. */
export function useItemAnalysisCsv(activityId: number) {
  const http = useHttp();
  return useMutation({
    mutationFn: async () => {
      const file = await http.download(endpoints.adminAssessmentItemAnalysisCsv, {
        params: { id: activityId },
      });
      saveFile(file, 'item-analysis.csv');
      return file;
    },
  });
}
