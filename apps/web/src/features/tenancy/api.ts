import {
  endpoints,
  type Institutional,
  type LoginParams,
  type Session,
  type SiteLists,
} from '@elevar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import type { HttpClient } from '../../api/http.ts';
import type { AppStore } from '../../storage/appStore.ts';
import { useAppState, useAppStore } from '../../storage/StoreContext.tsx';
import { storeSession } from '../../storage/session.ts';
import type { CookiePolicyRecord } from '../../storage/slots.ts';
import { identityKeys } from '../identity/api.ts';

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
  loginParams: (slug: string | null) => [...tenancyKeys.all, 'login-params', slug ?? ''] as const,
  siteLists: () => [...tenancyKeys.all, 'site-lists'] as const,
  institutional: (slug: InstitutionalSlug) => [...tenancyKeys.all, 'institutional', slug] as const,
};

/** GET /api/v1/login-params[?client=slug]; the answer is kept in the `params` slot for the next visit. */
export function loginParamsQuery(http: HttpClient, store: AppStore, slug: string | null) {
  return queryOptions({
    queryKey: tenancyKeys.loginParams(slug),
    queryFn: async ({ signal }) => {
      const params = await http.call<LoginParams>(endpoints.loginParams, {
        query: { client: slug ?? undefined },
        signal,
      });
      store.set('params', { client_slug: slug, login_params: params });
      return params;
    },
    staleTime: 5 * 60_000,
  });
}

/** The login parameters of the client chosen by `?client=` (or the platform's), stored copy first. */
export function useLoginParams() {
  const http = useHttp();
  const store = useAppStore();
  const params = useAppState((state) => state.params);
  return useQuery({
    ...loginParamsQuery(http, store, params.client_slug),
    placeholderData: params.login_params ?? undefined,
  });
}

export function institutionalQuery(http: HttpClient, slug: InstitutionalSlug) {
  return queryOptions({
    queryKey: tenancyKeys.institutional(slug),
    queryFn: ({ signal }) => http.call<Institutional>(endpoints.institutional, { params: { slug }, signal }),
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
      const lists = await http.call<SiteLists>(endpoints.siteLists, { signal });
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
    mutationFn: (clientId: number) =>
      http.call<Session>(endpoints.selectClient, { body: { client_id: clientId } }),
    onSuccess: async (session) => {
      storeSession(store, session);
      queryClient.setQueryData(identityKeys.session(), session);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
    },
  });
}

export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
}

/**
 * Records the cookie choice. Always kept locally (the `cookiePolicy` slot); signed in it is also sent to the
 * server (POST /api/v1/session/cookie-policy) and the returned Session stored.
 */
export function useSaveCookieChoice() {
  const http = useHttp();
  const store = useAppStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ choice, version }: { choice: CookieChoice; version: number }) => {
      const record: CookiePolicyRecord = { version, ...choice, accepted_at: new Date().toISOString() };
      store.set('cookiePolicy', record);
      if (!store.getState().common.tokens) return null;
      const session = await http.call<Session>(endpoints.acceptCookiePolicy, {
        body: { version, ...choice },
      });
      storeSession(store, session);
      queryClient.setQueryData(identityKeys.session(), session);
      return session;
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => http.call<Session>(endpoints.acceptTerms, { body: { version } }),
    onSuccess: (session) => {
      storeSession(store, session);
      queryClient.setQueryData(identityKeys.session(), session);
    },
  });
}
