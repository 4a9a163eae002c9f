import { type ClientPageSlug, endpoints, type Institutional } from '@elevar/contract';
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

/** The client pages (docs/content.md "Pages") that stand for the institutional pages in the main area. */
const CLIENT_COPY: Partial<Record<InstitutionalSlug, ClientPageSlug>> = {
  about: 'about',
  'terms-and-conditions': 'terms-and-conditions',
  'privacy-policy': 'privacy-policy',
  cookies_policy: 'cookies',
};

/**
 * GET /api/v1/pages/:slug for an institutional page in the main area: the selected client's own version, written by
 * its editors; null when it wrote none (404) or cannot be read, and the platform's text is shown instead.
 */
export function useClientCopy(slug: InstitutionalSlug) {
  const http = useHttp();
  const clientId = useAppState((state) => state.common.session?.id_user_client_selected ?? null);
  const page = CLIENT_COPY[slug];
  return useQuery({
    queryKey: ['institutional-client-copy', clientId, slug] as const,
    queryFn: async ({ signal }) => {
      if (!page || clientId === null) return null;
      try {
        return await http.call(endpoints.clientPage, { signal, params: { slug: page } });
      } catch {
        return null;
      }
    },
    retry: false,
  });
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
