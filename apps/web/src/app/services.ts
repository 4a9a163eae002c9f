import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { HttpClient } from '../api/http.ts';
import type { AppStore } from '../storage/appStore.ts';

/** What the login entry needs (no router, no query cache): the store, the HTTP client and i18n. */
export interface CoreServices {
  store: AppStore;
  http: HttpClient;
  i18n: I18n;
}

/** What the router's loaders and the providers share; tests build it with a fake fetch and memory storage. */
export interface AppServices extends CoreServices {
  queryClient: QueryClient;
}
