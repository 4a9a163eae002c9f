import {
  type AdminLevelThresholds,
  type AdminPointRule,
  type AdminPointsCampaign,
  type AdminPointsTable,
  type CreatePointRuleRequest,
  endpoints,
  type SetLevelThresholdsRequest,
  type UpdatePointRuleRequest,
} from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { pointsKeys } from '../api.ts';

export type { AdminLevelThresholds, AdminPointRule, AdminPointsCampaign, AdminPointsTable };

/** Campaigns come a quarter at a time: one page holds years of them. */
export const CAMPAIGN_PAGE_SIZE = 100;

/** The points tables belong to the selected client: its id is part of every key. */
export const pointsAdminKeys = {
  all: ['pointsAdmin'] as const,
  client: (clientId: number | null) => [...pointsAdminKeys.all, clientId] as const,
  campaigns: (clientId: number | null) => [...pointsAdminKeys.client(clientId), 'campaigns'] as const,
  table: (clientId: number | null, campaignId: number) =>
    [...pointsAdminKeys.client(clientId), 'table', campaignId] as const,
};

function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** GET …/points-table/campaigns: the client's campaigns, running first, with whether each has begun and ended. */
export function usePointsCampaigns() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: pointsAdminKeys.campaigns(clientId),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminPointsCampaigns, {
        signal,
        query: { page_size: CAMPAIGN_PAGE_SIZE },
      }),
    staleTime: 0,
  });
}

/** GET …/points-table/campaigns/:id: the campaign's rules and thresholds (nothing to ask without a campaign). */
export function usePointsAdminTable(campaignId: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: pointsAdminKeys.table(clientId, campaignId ?? 0),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminPointsTable, { signal, params: { id: campaignId ?? 0 } }),
    enabled: campaignId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * After any change (or a refusal: the campaign may have begun meanwhile) the admin's views are refetched, and the
 * learners' points table too, should this user open it next.
 */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pointsAdminKeys.client(clientId) }),
      queryClient.invalidateQueries({ queryKey: [...pointsKeys.all, 'table'] }),
    ]);
}

/** POST …/campaigns/:id/rules. */
export function useCreatePointRule(campaignId: number) {
  const http = useHttp();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: CreatePointRuleRequest) =>
      http.call(endpoints.createPointRule, { params: { id: campaignId }, body }),
    onSettled: refresh,
  });
}

/** PATCH …/rules/:id: only what is sent changes. */
export function useUpdatePointRule() {
  const http = useHttp();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePointRuleRequest }) =>
      http.call(endpoints.updatePointRule, { params: { id }, body }),
    onSettled: refresh,
  });
}

/** DELETE …/rules/:id. */
export function useDeletePointRule() {
  const http = useHttp();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (rule: AdminPointRule) => http.call(endpoints.deletePointRule, { params: { id: rule.id } }),
    onSettled: refresh,
  });
}

/** PUT …/campaigns/:id/thresholds. */
export function useSetLevelThresholds(campaignId: number) {
  const http = useHttp();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: SetLevelThresholdsRequest) =>
      http.call(endpoints.setLevelThresholds, { params: { id: campaignId }, body }),
    onSettled: refresh,
  });
}
