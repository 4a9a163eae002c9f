import { endpoints, type SetupListItemUpdate, type TranslatedText } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../../api/HttpContext.tsx';
import { SETUP_PAGE_SIZE, setupKeys, useClientId } from '../api.ts';

/** Retail chains, companies/agencies and brands (issue 13, operator screens). */

export type ListKind = 'chain' | 'agency' | 'brand';

const listKeys = {
  chains: (clientId: number | null, page: number) => [...setupKeys.all, 'chains', clientId, page] as const,
  agencies: (clientId: number | null, page: number) =>
    [...setupKeys.all, 'agencies', clientId, page] as const,
};

/** GET /api/v1/admin/rewards/chains */
export function useChains(page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: listKeys.chains(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminRewardsChains, { signal, query: { page, page_size: SETUP_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/rewards/agencies: each with its brands. */
export function useAgencies(page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: listKeys.agencies(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminRewardsAgencies, { signal, query: { page, page_size: SETUP_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** What a change does: a new one (a brand of `agencyId`), an update of `id`, or a deletion of `id`. */
export type ListChange =
  | { action: 'create'; kind: ListKind; agencyId?: number; names: TranslatedText }
  | { action: 'update'; kind: ListKind; id: number; body: SetupListItemUpdate }
  | { action: 'delete'; kind: ListKind; id: number };

/** Creates, updates or deletes a chain, agency or brand; the set-up's lists and options are read again. */
export function useListChange() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ListChange): Promise<unknown> => {
      if (change.action === 'create') {
        const body = { names: change.names };
        if (change.kind === 'chain') return http.call(endpoints.adminRewardsCreateChain, { body });
        if (change.kind === 'agency') return http.call(endpoints.adminRewardsCreateAgency, { body });
        return http.call(endpoints.adminRewardsCreateBrand, { params: { id: change.agencyId ?? 0 }, body });
      }
      const params = { id: change.id };
      if (change.action === 'update') {
        const body = change.body;
        if (change.kind === 'chain') return http.call(endpoints.adminRewardsUpdateChain, { params, body });
        if (change.kind === 'agency') return http.call(endpoints.adminRewardsUpdateAgency, { params, body });
        return http.call(endpoints.adminRewardsUpdateBrand, { params, body });
      }
      if (change.kind === 'chain') return http.call(endpoints.adminRewardsDeleteChain, { params });
      if (change.kind === 'agency') return http.call(endpoints.adminRewardsDeleteAgency, { params });
      return http.call(endpoints.adminRewardsDeleteBrand, { params });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
