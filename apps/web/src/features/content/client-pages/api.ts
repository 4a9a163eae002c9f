import { type ClientPageSlug, endpoints, type SaveClientPageRequest } from '@elevar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export const pageKeys = {
  all: ['client-pages'] as const,
  page: (clientId: number | null, slug: ClientPageSlug) => [...pageKeys.all, 'page', clientId, slug] as const,
  admin: (clientId: number | null) => [...pageKeys.all, 'admin', clientId] as const,
  adminPage: (clientId: number | null, slug: ClientPageSlug) =>
    [...pageKeys.all, 'admin-page', clientId, slug] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/pages/:slug: the client's page in the user's language (404 when nobody wrote it). */
export function useClientPage(slug: ClientPageSlug) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: pageKeys.page(clientId, slug),
    queryFn: ({ signal }) => http.call(endpoints.clientPage, { signal, params: { slug } }),
  });
}

/** GET /api/v1/admin/pages: the pages the client's editors write. */
export function useAdminPages() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: pageKeys.admin(clientId),
    queryFn: ({ signal }) => http.call(endpoints.adminClientPages, { signal }),
  });
}

/** GET /api/v1/admin/pages/:slug: a page's versions for editing. */
export function useAdminPage(slug: ClientPageSlug, enabled = true) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: pageKeys.adminPage(clientId, slug),
    queryFn: ({ signal }) => http.call(endpoints.adminClientPage, { signal, params: { slug } }),
    enabled,
  });
}

/** PUT /api/v1/admin/pages/:slug; every page read again once it is saved. */
export function useSavePage(slug: ClientPageSlug) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveClientPageRequest) =>
      http.call(endpoints.adminSaveClientPage, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.all }),
  });
}

/** POST /api/v1/admin/pages/:slug/publish or /unpublish; every page read again once done. */
export function usePublishPage(slug: ClientPageSlug) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      http.call(published ? endpoints.adminPublishClientPage : endpoints.adminUnpublishClientPage, {
        params: { slug },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.all }),
  });
}
