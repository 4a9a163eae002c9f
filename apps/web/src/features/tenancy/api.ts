import { endpoints, type Institutional } from '@elevar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import type { HttpClient } from '../../api/http.ts';
import { useAppState, useAppStore } from '../../storage/StoreContext.tsx';
import { storeSession } from '../../storage/session.ts';

export type InstitutionalSlug = Institutional['slug'];

export const INSTITUTIONAL_SLUGS = [
  'about',
  'cookies_policy',
  'support',
  'privacy-policy',
  'terms-and-conditions',
] as const satisfies readonly InstitutionalSlug[];

export function isInstitutionalSlug(value: string | undefined): value is InstitutionalSlug {
  return (INSTITUTIONAL_SLUGS as readonly string[]).includes(value ?? '');
}

export const tenancyKeys = {
  all: ['tenancy'] as const,
  siteLists: () => [...tenancyKeys.all, 'site-lists'] as const,
  institutional: (slug: InstitutionalSlug) => [...tenancyKeys.all, 'institutional', slug] as const,
};

export function institutionalQuery(http: HttpClient, slug: InstitutionalSlug) {
  return queryOptions({
    queryKey: tenancyKeys.institutional(slug),
    queryFn: ({ signal }) => http.call(endpoints.institutional, { params: { slug }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/v1/institutional/:slug (public): title and plain-text body in the current language. */
export function useInstitutional(slug: InstitutionalSlug) {
  const http = useHttp();
  return useQuery(institutionalQuery(http, slug));
}

/** GET /api/v1/site-lists, kept in the `siteLists` slot. */
export function useSiteLists() {
  const http = useHttp();
  const store = useAppStore();
  const stored = useAppState((state) => state.siteLists);
  return useQuery({
    queryKey: tenancyKeys.siteLists(),
    queryFn: async ({ signal }) => {
      const lists = await http.call(endpoints.siteLists, { signal });
      store.set('siteLists', lists);
      return lists;
    },
    placeholderData: stored ?? undefined,
    staleTime: 30 * 60_000,
  });
}

/** POST /api/v1/session/client: switches the selected client; everything client-scoped is refetched. */
export function useSelectClient() {
  const http = useHttp();
  const store = useAppStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) => http.call(endpoints.selectClient, { body: { client_id: clientId } }),
    onSuccess: async (session) => {
      storeSession(store, session);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
    },
  });
}

/**
 * Accepts the terms page in the version the user was shown (POST /api/v1/session/terms); the returned Session,
 * now with `accepted_terms`, replaces the stored one.
 */
export function useAcceptTerms() {
  const http = useHttp();
  const store = useAppStore();
  return useMutation({
    mutationFn: (version: number) => http.call(endpoints.acceptTerms, { body: { version } }),
    onSuccess: (session) => storeSession(store, session),
  });
}
