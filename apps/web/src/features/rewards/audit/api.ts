import { type AuditDecisionRequest, type AuditPhoto, type AuditSale, endpoints } from '@elevar/contract';
import type { FraudSignal, SaleStatus } from '@elevar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export type { AuditPhoto, AuditSale };
export type AuditKind = 'sales' | 'photos';

export const PAGE_SIZE = 20;

export interface AuditQuery {
  status: SaleStatus;
  campaignId: number | null;
  countryId: number | null;
  storeId: number | null;
  signal: FraudSignal | null;
  /** One item, whatever its status (the level-change evidence links here). */
  id: number | null;
  page: number;
}

/** The audit queue belongs to the selected client: its id is part of every key. */
export const auditKeys = {
  all: ['rewardsAudit'] as const,
  client: (clientId: number | null) => [...auditKeys.all, clientId] as const,
  list: (clientId: number | null, kind: AuditKind, query: AuditQuery) =>
    [...auditKeys.client(clientId), kind, query] as const,
};

function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

const queryOf = (query: AuditQuery) => ({
  status: query.status,
  campaign_id: query.campaignId ?? undefined,
  country_id: query.countryId ?? undefined,
  store_id: query.storeId ?? undefined,
  signal: query.signal ?? undefined,
  id: query.id ?? undefined,
  page: query.page,
  page_size: PAGE_SIZE,
});

/** GET /api/v1/admin/rewards/audit/sales: the client's sales by the filters, most suspicious first. */
export function useAuditSales(query: AuditQuery, enabled: boolean) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: auditKeys.list(clientId, 'sales', query),
    queryFn: ({ signal }) => http.call(endpoints.adminRewardsAuditSales, { signal, query: queryOf(query) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** GET /api/v1/admin/rewards/audit/photos: the client's store photos by the filters, most suspicious first. */
export function useAuditPhotos(query: AuditQuery, enabled: boolean) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: auditKeys.list(clientId, 'photos', query),
    queryFn: ({ signal }) => http.call(endpoints.adminRewardsAuditPhotos, { signal, query: queryOf(query) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/**
 * POST …/audit/{sales,photos}/decisions: approve, or reprove with the reason, one item or many; the queue is
 * refetched whatever the answer (each item's outcome says what happened to it).
 */
export function useDecideAudit(kind: AuditKind) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: (body: AuditDecisionRequest) =>
      http.call(kind === 'sales' ? endpoints.adminRewardsDecideSales : endpoints.adminRewardsDecidePhotos, {
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKeys.client(clientId) }),
  });
}
