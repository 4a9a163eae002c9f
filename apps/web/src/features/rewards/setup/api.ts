import { endpoints, type SetupCampaignInput } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export const SETUP_PAGE_SIZE = 20;

/** The participants' list query, as the screen sends it. */
export interface ParticipantQuery {
  page: number;
  page_size: number;
  search?: string;
  blocked?: 'true' | 'false';
}

export const setupKeys = {
  all: ['rewards-setup'] as const,
  list: (clientId: number | null, page: number) => [...setupKeys.all, 'list', clientId, page] as const,
  campaign: (clientId: number | null, id: number) => [...setupKeys.all, 'campaign', clientId, id] as const,
  options: (clientId: number | null) => [...setupKeys.all, 'options', clientId] as const,
  participants: (clientId: number | null, query: ParticipantQuery) =>
    [...setupKeys.all, 'participants', clientId, query] as const,
};

/** The selected client: the queries' keys name it. */
export const useClientId = () =>
  useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/admin/rewards/campaigns: a page of the client's reward campaigns, newest first. */
export function useSetupCampaigns(page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: setupKeys.list(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminRewardsCampaigns, { signal, query: { page, page_size: SETUP_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/rewards/setup-options: the client's countries, chains, stores and agencies. */
export function useSetupOptions() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: setupKeys.options(clientId),
    queryFn: ({ signal }) => http.call(endpoints.adminRewardsSetupOptions, { signal }),
  });
}

/** GET /api/v1/admin/rewards/campaigns/:id (not asked for a new campaign). */
export function useSetupCampaign(id: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: setupKeys.campaign(clientId, id ?? 0),
    queryFn: ({ signal }) => http.call(endpoints.adminRewardsCampaign, { signal, params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** POST a new campaign, or PUT an existing one's set-up. */
export function useSaveCampaign(id: number | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupCampaignInput) =>
      id === null
        ? http.call(endpoints.adminRewardsCreateCampaign, { body })
        : http.call(endpoints.adminRewardsUpdateCampaign, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}

/** POST /api/v1/admin/rewards/stores/import: the preview, or the import once confirmed. */
export function useImportStores() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; confirm: boolean }) =>
      http.call(endpoints.adminRewardsImportStores, { body }),
    onSuccess: (result) => {
      if (result.imported > 0) void queryClient.invalidateQueries({ queryKey: setupKeys.all });
    },
  });
}

/** GET /api/v1/admin/rewards/participants: a page of the programme's participants. */
export function useParticipants(query: ParticipantQuery) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: setupKeys.participants(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.adminRewardsParticipants, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** POST …/participants/:id/block or …/unblock. */
export function useParticipantBlock() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      http.call(blocked ? endpoints.adminRewardsBlockParticipant : endpoints.adminRewardsUnblockParticipant, {
        params: { id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...setupKeys.all, 'participants'] }),
  });
}
