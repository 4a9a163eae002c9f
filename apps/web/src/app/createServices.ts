import type { i18n as I18n } from 'i18next';
import type { DataRouter } from 'react-router';
import { isApiError } from '../api/errors.ts';
import { createHttpClient } from '../api/http.ts';
import { createQueryClient } from '../api/queryClient.ts';
import type { AppCredentials } from '../api/sendingRules.ts';
import { identityKeys } from '../features/identity/api.ts';
import { currentLanguage } from '../i18n/index.ts';
import type { AppStore } from '../storage/appStore.ts';
import { COUNTRY_COOKIE, type CookieJar } from '../storage/cookies.ts';
import { clearSession, rememberRedirect, tokenStoreOf } from '../storage/session.ts';
import { LOGIN_PATH } from './guards.ts';
import type { AppServices } from './services.ts';

export interface CreateServicesOptions {
  store: AppStore;
  i18n: I18n;
  fetch: typeof fetch;
  baseUrl: string;
  app: AppCredentials;
  cookies: CookieJar;
  getPageAccessToken(): string | null;
}

export interface ServicesHandle {
  services: AppServices;
  /** The router is created from the services, so it is attached afterwards (for sending users to login). */
  attachRouter(router: DataRouter): void;
}

/** Wires store, HTTP client, query cache and i18n together. Tests call this with a fake fetch. */
export function createServices(options: CreateServicesOptions): ServicesHandle {
  const { store, i18n } = options;
  let router: DataRouter | null = null;
  // A call refused for maintenance means the stored session still says otherwise: read it again, and the main
  // layout shows the maintenance page.
  const queryClient = createQueryClient((error) => {
    if (isApiError(error) && error.code === 'tenancy.under_maintenance')
      void queryClient.invalidateQueries({ queryKey: identityKeys.session() });
  });

  const http = createHttpClient({
    fetch: (input, init) => options.fetch(input, init),
    baseUrl: options.baseUrl,
    app: options.app,
    tokens: tokenStoreOf(store),
    getLanguage: () => currentLanguage(i18n),
    getPageAccessToken: options.getPageAccessToken,
    onSessionEnded: () => {
      // Remember where the user was so signing in again returns there (SPEC §4 redirect memory).
      const location = router ? (router.state.navigation.location ?? router.state.location) : null;
      const path = location ? location.pathname + location.search : null;
      clearSession(store);
      if (path && path !== LOGIN_PATH) rememberRedirect(store, { path, access_token: null });
      queryClient.clear();
      void router?.navigate(LOGIN_PATH, { replace: true });
    },
  });

  // The plain `country` cookie (SPEC §7) follows the session's country.
  let lastCountry: string | null = null;
  store.subscribe(() => {
    const code = store.getState().common.session?.country?.code ?? null;
    if (code && code !== lastCountry) options.cookies.set(COUNTRY_COOKIE, code, { maxAgeDays: 365 });
    lastCountry = code;
  });

  return {
    services: { store, http, queryClient, i18n },
    attachRouter: (created) => {
      router = created;
    },
  };
}
