import { endpoints, type ResponseOf } from '@elevar/contract';
import type { UserStatus } from '@elevar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';

export type ReviewAccount = ResponseOf<typeof endpoints.approveAccount>;
export type OutboxEntry = ResponseOf<typeof endpoints.outbox>['results'][number];
export type OutboxChannel = OutboxEntry['channel'];

export const PAGE_SIZE = 20;

export interface AccountsQuery {
  status: UserStatus;
  search: string;
  page: number;
}

export interface OutboxQuery {
  channel: OutboxChannel | null;
  recipient: string;
  page: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
  accountList: (query: AccountsQuery) => [...adminKeys.accounts(), query] as const,
  outbox: (query: OutboxQuery) => [...adminKeys.all, 'outbox', query] as const,
};

/** GET /api/v1/admin/accounts: accounts by status (awaiting approval by default), searched and paged. */
export function useAccountsForReview(query: AccountsQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: adminKeys.accountList(query),
    queryFn: ({ signal }) =>
      http.call(endpoints.accountsForReview, {
        signal,
        query: {
          status: query.status,
          search: query.search || undefined,
          page: query.page,
          page_size: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST …/accounts/:id/approve; the list is refetched whatever the answer (409: someone else reviewed it). */
export function useApproveAccount() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: ReviewAccount) =>
      http.call(endpoints.approveAccount, { params: { id: account.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts() }),
  });
}

/** POST …/accounts/:id/reject with an optional reason (the user is told by e-mail). */
export function useRejectAccount() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, reason }: { account: ReviewAccount; reason: string }) =>
      http.call(endpoints.rejectAccount, {
        params: { id: account.id },
        body: reason ? { reason } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts() }),
  });
}

/** GET /api/v1/admin/outbox: stored e-mails and SMS/WhatsApp messages, newest first. */
export function useOutbox(query: OutboxQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: adminKeys.outbox(query),
    queryFn: ({ signal }) =>
      http.call(endpoints.outbox, {
        signal,
        query: {
          channel: query.channel ?? undefined,
          recipient: query.recipient || undefined,
          page: query.page,
          page_size: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
