import { type CreateSupportTicketRequest, endpoints, type QueryOf } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export type SupportListQuery = QueryOf<typeof endpoints.supportTickets>;

export const supportKeys = {
  all: ['support'] as const,
  mine: (clientId: number | null, query: Partial<SupportListQuery>) =>
    [...supportKeys.all, 'mine', clientId, query] as const,
  queue: (clientId: number | null, query: Partial<SupportListQuery>) =>
    [...supportKeys.all, 'queue', clientId, query] as const,
  ticket: (clientId: number | null, id: number) => [...supportKeys.all, 'ticket', clientId, id] as const,
};

/** The team's answer arrives as a `support_reply` notification: the live socket then reads these again. */
const refreshOnReply = { refreshOn: ['support_reply'] };

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/support/tickets: the user's own tickets in the client they act in. */
export function useMyTickets(query: Partial<SupportListQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: supportKeys.mine(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.supportTickets, { signal, query }),
    meta: refreshOnReply,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/support/tickets: the support queue. */
export function useSupportQueue(query: Partial<SupportListQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: supportKeys.queue(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.adminSupportTickets, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/support/tickets/:id: a ticket and its thread. */
export function useTicket(id: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: supportKeys.ticket(clientId, id),
    queryFn: ({ signal }) => http.call(endpoints.supportTicket, { signal, params: { id } }),
    meta: refreshOnReply,
  });
}

/** Sending the form, answering and closing; each reads the lists again once done. */
export function useSupportActions() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: supportKeys.all });
  return {
    send: useMutation({
      mutationFn: (body: CreateSupportTicketRequest) => http.call(endpoints.supportTicketCreate, { body }),
      onSuccess: done,
    }),
    reply: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        http.call(endpoints.supportTicketReply, { params: { id }, body: { body } }),
      onSuccess: done,
    }),
    close: useMutation({
      mutationFn: (id: number) => http.call(endpoints.supportTicketClose, { params: { id } }),
      onSuccess: done,
    }),
  };
}
