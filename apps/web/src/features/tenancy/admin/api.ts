import { endpoints } from '@elevar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { identityKeys } from '../../identity/index.ts';

const maintenanceKey = (clientId: number | null) => ['maintenance', clientId] as const;

function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** GET /api/v1/admin/maintenance: the selected client's switch. */
export function useMaintenance() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: maintenanceKey(clientId),
    queryFn: ({ signal }) => http.call(endpoints.maintenance, { signal }),
    staleTime: 0,
  });
}

/** PUT /api/v1/admin/maintenance; the session follows (staff see the maintenance reminder). */
export function useSetMaintenance() {
  const http = useHttp();
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => http.call(endpoints.setMaintenance, { body: { under_maintenance: on } }),
    onSuccess: (answer) => queryClient.setQueryData(maintenanceKey(clientId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.session() }),
  });
}
