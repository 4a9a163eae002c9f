import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { HttpClient } from '../api/http.ts';
import type { AppStore } from '../storage/appStore.ts';

/** What the router's loaders and the providers share; tests build it with a fake fetch and memory storage. */
export interface AppServices {
  store: AppStore;
  http: HttpClient;
  queryClient: QueryClient;
  i18n: I18n;
}
