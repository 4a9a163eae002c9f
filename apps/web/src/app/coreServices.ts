import type { i18n as I18n } from 'i18next';
import { createHttpClient } from '../api/http.ts';
import type { AppCredentials } from '../api/sendingRules.ts';
import { currentLanguage } from '../i18n/index.ts';
import type { AppStore } from '../storage/appStore.ts';
import { COUNTRY_COOKIE, type CookieJar } from '../storage/cookies.ts';
import { clearSession, tokenStoreOf } from '../storage/session.ts';
import type { CoreServices } from './services.ts';

export interface CreateServicesOptions {
  store: AppStore;
  i18n: I18n;
  fetch: typeof fetch;
  baseUrl: string;
  app: AppCredentials;
  cookies: CookieJar;
  getPageAccessToken(): string | null;
}

export interface CoreServicesHandle {
  services: CoreServices;
  /**
   * What a refused refresh (the session ended on the server) does besides clearing the stored session: the app
   * sends the user to the login; the login entry has nothing more to do.
   */
  onSessionEnded(handler: () => void): void;
}

/** Wires store, HTTP client and i18n together: all the login entry needs. */
export function createCoreServices(options: CreateServicesOptions): CoreServicesHandle {
  const { store, i18n } = options;
  let sessionEnded = () => {};
  const http = createHttpClient({
    fetch: (input, init) => options.fetch(input, init),
    baseUrl: options.baseUrl,
    app: options.app,
    tokens: tokenStoreOf(store),
    getLanguage: () => currentLanguage(i18n),
    getPageAccessToken: options.getPageAccessToken,
    onSessionEnded: () => {
      clearSession(store);
      sessionEnded();
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
    services: { store, http, i18n },
    onSessionEnded: (handler) => {
      sessionEnded = handler;
    },
  };
}
