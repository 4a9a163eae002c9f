import { endpoints, type ResultInput, type ResultOptions, type RewardResult } from '@elevar/contract';
import type { ResultKind } from '@elevar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../../api/HttpContext.tsx';
import { useAppState } from '../../../../storage/StoreContext.tsx';

export type { ResultOptions, RewardResult };
export const RESULTS_PAGE_SIZE = 20;

/** The results' list query, as the screen sends it. */
export interface ResultListQuery {
  page: number;
  campaign_id?: number;
  kind?: ResultKind;
  search?: string;
}

const resultKeys = {
  all: ['rewards-results'] as const,
  list: (clientId: number | null, query: ResultListQuery) =>
    [...resultKeys.all, 'list', clientId, query] as const,
  options: (clientId: number | null) => [...resultKeys.all, 'options', clientId] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/admin/rewards/results: a page of the client's mystery-shopper and event results, newest first. */
export function useRewardResults(query: ResultListQuery) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: resultKeys.list(clientId, query),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminRewardResults, { signal, query: { ...query, page_size: RESULTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/rewards/results/options: the campaigns taking results, with their rules. */
export function useResultOptions() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: resultKeys.options(clientId),
    queryFn: ({ signal }) => http.call(endpoints.adminRewardResultOptions, { signal }),
  });
}

/** POST /api/v1/admin/rewards/results: one result, posted once. */
export function usePostResult() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResultInput) => http.call(endpoints.adminRewardPostResult, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...resultKeys.all, 'list'] }),
  });
}

/** POST /api/v1/admin/rewards/results/import: the campaign's preview, or the import once confirmed. */
export function useImportResults(campaignId: number | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; confirm: boolean }) =>
      http.call(endpoints.adminRewardImportResults, { body: { ...body, campaign_id: campaignId ?? 0 } }),
    onSuccess: (result) => {
      if (result.imported > 0) void queryClient.invalidateQueries({ queryKey: [...resultKeys.all, 'list'] });
    },
  });
}
