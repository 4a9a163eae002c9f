import {
  type CreateFaqCategoryRequest,
  type CreateFaqEntryRequest,
  endpoints,
  type QueryOf,
  type ReorderFaqRequest,
  type UpdateFaqEntryRequest,
} from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export type FaqListQuery = QueryOf<typeof endpoints.faq>;
export type AdminFaqListQuery = QueryOf<typeof endpoints.adminFaq>;

export const faqKeys = {
  all: ['faq'] as const,
  list: (clientId: number | null, query: Partial<FaqListQuery>) =>
    [...faqKeys.all, 'list', clientId, query] as const,
  admin: (clientId: number | null, query: Partial<AdminFaqListQuery>) =>
    [...faqKeys.all, 'admin', clientId, query] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/faq: the client's published questions in the user's language, with its categories. */
export function useFaq(query: Partial<FaqListQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: faqKeys.list(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.faq, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/faq: every question of one language, for the editors. */
export function useAdminFaq(query: AdminFaqListQuery) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: faqKeys.admin(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.adminFaq, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** The editors' mutations; each reads every FAQ list again once done. */
export function useFaqEditing() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: faqKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateFaqEntryRequest) => http.call(endpoints.adminFaqCreate, { body }),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateFaqEntryRequest }) =>
        http.call(endpoints.adminFaqUpdate, { params: { id }, body }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => http.call(endpoints.adminFaqDelete, { params: { id } }),
      onSuccess: done,
    }),
    reorder: useMutation({
      mutationFn: (body: ReorderFaqRequest) => http.call(endpoints.adminFaqReorder, { body }),
      onSuccess: done,
    }),
    addCategory: useMutation({
      mutationFn: (body: CreateFaqCategoryRequest) => http.call(endpoints.adminFaqCategoryCreate, { body }),
      onSuccess: done,
    }),
  };
}
