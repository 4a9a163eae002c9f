import { type CampaignRegistrationRequest, endpoints } from '@elevar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAppState } from '../../storage/StoreContext.tsx';
import { identityKeys } from '../identity/index.ts';

export const rewardsKeys = {
  all: ['rewards'] as const,
  campaigns: (clientId: number | null) => [...rewardsKeys.all, 'campaigns', clientId] as const,
  campaign: (clientId: number | null, id: number) => [...rewardsKeys.all, 'campaign', clientId, id] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/rewards/campaigns: the active and previous campaigns of the selected client in the user's country. */
export function useRewardsCampaigns() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.campaigns(clientId),
    queryFn: ({ signal }) => http.call(endpoints.rewardsCampaigns, { signal }),
  });
}

/** GET /api/v1/rewards/campaigns/:id: a campaign, the user's registration and what registration offers. */
export function useRewardsCampaign(id: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.campaign(clientId, id ?? 0),
    queryFn: ({ signal }) => http.call(endpoints.rewardsCampaign, { signal, params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** POST /api/v1/rewards/campaigns/:id/registration; the campaigns and the session (its campaign) are read again. */
export function useRegisterForCampaign() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CampaignRegistrationRequest }) =>
      http.call(endpoints.rewardsRegister, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
        queryClient.invalidateQueries({ queryKey: identityKeys.session() }),
      ]);
    },
  });
}
