import { endpoints } from '@elevar/contract';
import type { TransferStatus } from '@elevar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

const transferKeys = {
  all: ['points-transfer'] as const,
  form: (clientId: number | null) => [...transferKeys.all, clientId] as const,
  staff: (clientId: number | null, status: TransferStatus, page: number) =>
    [...transferKeys.all, 'staff', clientId, status, page] as const,
};

export const STAFF_TRANSFERS_PAGE_SIZE = 20;

/** GET /api/v1/admin/rewards/transfers: the client's transfers of a status, oldest first, with their age. */
export function useStaffTransfers(status: TransferStatus, page: number) {
  const http = useHttp();
  const clientId = useAppState((state) => state.common.session?.id_user_client_selected ?? null);
  return useQuery({
    queryKey: transferKeys.staff(clientId, status, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsStaffTransfers, {
        signal,
        query: { status, page, page_size: STAFF_TRANSFERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/rewards/transfers: the points a transfer would send, the user's document and their transfers. */
export function useTransferForm() {
  const http = useHttp();
  const clientId = useAppState((state) => state.common.session?.id_user_client_selected ?? null);
  return useQuery({
    queryKey: transferKeys.form(clientId),
    queryFn: ({ signal }) => http.call(endpoints.rewardsTransferForm, { signal }),
  });
}

/** A fresh Idempotency-Key for the next transfer (random bytes: `randomUUID` needs a secure context). */
export const transferKey = () =>
  `transfer-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** POST /api/v1/rewards/transfers with the confirmation's Idempotency-Key; the form and the points are read again. */
export function useSendPoints() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, idempotencyKey }: { document: string; idempotencyKey: string }) =>
      http.call(endpoints.rewardsTransfer, { body: { document }, idempotencyKey }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transferKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
        queryClient.invalidateQueries({ queryKey: ['reward-store'] }),
      ]);
    },
  });
}
