import { endpoints, type LoginParams } from '@elevar/contract';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../api/HttpContext.tsx';
import type { HttpClient } from '../../api/http.ts';
import type { AppStore } from '../../storage/appStore.ts';
import { useAppState, useAppStore } from '../../storage/StoreContext.tsx';

/** How long fetched login parameters count as fresh (they change when an operator edits the login settings). */
const FRESH_MS = 5 * 60_000;

interface Fetched {
  key: string;
  at: number;
  promise: Promise<LoginParams>;
}

// per store (the app has one; each test its own): the last fetch, or the one in flight
const lastFetch = new WeakMap<AppStore, Fetched>();

export interface LoginParamsSource {
  http: HttpClient;
  store: AppStore;
  i18n: I18n;
}

/**
 * GET /api/v1/login-params[?client=slug] for the stored client slug, in the current language (its texts are
 * localized), kept in the `params` slot for the next visit. A fetch for the same slug and language in the last five
 * minutes (or in flight) is reused. The login parameters live in the store rather than the query cache because the
 * login entry, which renders before the query library is loaded, reads them too.
 */
export function ensureLoginParams({ http, store, i18n }: LoginParamsSource): Promise<LoginParams> {
  const slug = store.getState().params.client_slug;
  const key = `${slug ?? ''}|${i18n.language}`;
  const last = lastFetch.get(store);
  if (last && last.key === key && Date.now() - last.at < FRESH_MS) return last.promise;
  const promise = http
    .call(endpoints.loginParams, { query: { client: slug ?? undefined } })
    .then((params) => {
      // a newer fetch (another slug or language) has the last word
      if (lastFetch.get(store)?.promise === promise)
        store.set('params', { client_slug: slug, login_params: params });
      return params;
    });
  lastFetch.set(store, { key, at: Date.now(), promise });
  promise.catch(() => {
    if (lastFetch.get(store)?.promise === promise) lastFetch.delete(store);
  });
  return promise;
}

/**
 * The open pages' login parameters for the URL (`?client=` picks the client's site); on failure the stored copy
 * (or none), so the login still renders.
 */
export async function loadLoginParams(source: LoginParamsSource, url: URL): Promise<LoginParams | null> {
  const { store } = source;
  const requested = url.searchParams.get('client');
  if (requested !== null && requested !== store.getState().params.client_slug) {
    store.set('params', { client_slug: requested || null, login_params: null });
  }
  try {
    return await ensureLoginParams(source);
  } catch {
    return store.getState().params.login_params;
  }
}

export interface LoginParamsState {
  data: LoginParams | undefined;
  /** The last fetch failed and there is no stored copy to show. */
  isError: boolean;
  error: unknown;
  refetch(): void;
}

/**
 * The login parameters of the client chosen by `?client=` (or the platform's): the stored copy, fetched again when
 * stale or when the language changes.
 */
export function useLoginParams(): LoginParamsState {
  const http = useHttp();
  const store = useAppStore();
  const { i18n } = useTranslation();
  const slug = useAppState((state) => state.params.client_slug);
  const data = useAppState((state) => state.params.login_params) ?? undefined;
  const language = i18n.language;
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: ensureLoginParams reads the slug and language itself; a retry is a new attempt
  useEffect(() => {
    let current = true;
    setError(null);
    ensureLoginParams({ http, store, i18n }).catch((failure: unknown) => {
      if (current) setError(failure);
    });
    return () => {
      current = false;
    };
  }, [http, store, i18n, slug, language, attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, isError: data === undefined && error !== null, error, refetch };
}
