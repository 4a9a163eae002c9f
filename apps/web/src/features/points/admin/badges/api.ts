import {
  type AdminBadge,
  type CreateBadgeRequest,
  endpoints,
  type UpdateBadgeRequest,
} from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../../api/HttpContext.tsx';
import { useAppState } from '../../../../storage/StoreContext.tsx';

export type { AdminBadge, CreateBadgeRequest, UpdateBadgeRequest };

export const PAGE_SIZE = 20;

/** Badges belong to the selected client: its id is part of every key. */
export const adminBadgeKeys = {
  all: ['adminBadges'] as const,
  client: (clientId: number | null) => [...adminBadgeKeys.all, clientId] as const,
  list: (clientId: number | null, page: number) =>
    [...adminBadgeKeys.client(clientId), 'list', page] as const,
};

function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** GET /api/v1/admin/badges: the selected client's badges by position, with how many users earned each. */
export function useAdminBadges(page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: adminBadgeKeys.list(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.adminBadges, { signal, query: { page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After any change the lists are fetched again, whatever the answer (someone else may have changed them). */
function useBadgeMutation<V>(call: (variables: V) => Promise<AdminBadge>) {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBadgeKeys.client(clientId) }),
  });
}

/** POST /api/v1/admin/badges. */
export function useCreateBadge() {
  const http = useHttp();
  return useBadgeMutation((body: CreateBadgeRequest) => http.call(endpoints.createBadge, { body }));
}

/** PATCH /api/v1/admin/badges/:id. */
export function useUpdateBadge() {
  const http = useHttp();
  return useBadgeMutation(({ id, body }: { id: number; body: UpdateBadgeRequest }) =>
    http.call(endpoints.updateBadge, { params: { id }, body }),
  );
}

/** POST /api/v1/admin/badges/:id/activate or …/deactivate. */
export function useSetBadgeActive() {
  const http = useHttp();
  return useBadgeMutation(({ id, active }: { id: number; active: boolean }) =>
    http.call(active ? endpoints.activateBadge : endpoints.deactivateBadge, { params: { id } }),
  );
}
