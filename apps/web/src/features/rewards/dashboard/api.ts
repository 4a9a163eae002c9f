import { endpoints } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { saveFile } from '../../../api/saveFile.ts';
import { useAppState } from '../../../storage/StoreContext.tsx';

export const dashboardKeys = {
  all: ['rewards-dashboard'] as const,
  campaign: (clientId: number | null, id: number, countryId: number | null) =>
    [...dashboardKeys.all, clientId, id, countryId] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);
const queryOf = (countryId: number | null) => (countryId === null ? {} : { country_id: countryId });

/** GET /api/v1/admin/rewards/campaigns/:id/dashboard: the campaign's figures, of one country when asked. */
export function useDashboard(id: number, countryId: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: dashboardKeys.campaign(clientId, id, countryId),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminRewardsDashboard, { signal, params: { id }, query: queryOf(countryId) }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/dashboard.csv with the country on screen, saved as the server names the file. */
export function useDashboardCsv(id: number, countryId: number | null) {
  const http = useHttp();
  return useMutation({
    mutationFn: async () => {
      const file = await http.download(endpoints.adminRewardsDashboardCsv, {
        params: { id },
        query: queryOf(countryId),
      });
      saveFile(file, 'dashboard.csv');
      return file;
    },
  });
}
