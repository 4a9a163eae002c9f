import type { DataRouter } from 'react-router';
import { isApiError } from '../api/errors.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { identityKeys } from '../features/identity/api.ts';
import { rememberRedirect } from '../storage/session.ts';
import { type CoreServicesHandle, type CreateServicesOptions, createCoreServices } from './coreServices.ts';
import { LOGIN_PATH } from './openArea.ts';
import type { AppServices } from './services.ts';

export type { CreateServicesOptions } from './coreServices.ts';

export interface ServicesHandle {
  services: AppServices;
  /** The router is created from the services, so it is attached afterwards (for sending users to login). */
  attachRouter(router: DataRouter): void;
}

/** Wires store, HTTP client, query cache and i18n together. Tests call this with a fake fetch. */
export function createServices(options: CreateServicesOptions): ServicesHandle {
  return addQueryCache(createCoreServices(options));
}

/**
 * The app's services over the login entry's: adds the query cache, which follows the stored session and the
 * language, and sends the user to the login when the session ends.
 */
export function addQueryCache(core: CoreServicesHandle): ServicesHandle {
  const { store, i18n } = core.services;
  let router: DataRouter | null = null;
  // A call refused for maintenance means the stored session still says otherwise: read it again, and the main
  // layout shows the maintenance page.
  const queryClient = createQueryClient((error) => {
    if (isApiError(error) && error.code === 'tenancy.under_maintenance')
      void queryClient.invalidateQueries({ queryKey: identityKeys.session() });
  });

  core.onSessionEnded(() => {
    // Remember where the user was so signing in again returns there (SPEC §4 redirect memory).
    const location = router ? (router.state.navigation.location ?? router.state.location) : null;
    const path = location ? location.pathname + location.search : null;
    if (path && path !== LOGIN_PATH) rememberRedirect(store, { path, access_token: null });
    queryClient.clear();
    void router?.navigate(LOGIN_PATH, { replace: true });
  });

  // Every session the server answers is stored (storage/session.ts); the cache holds the same one, as fresh.
  let lastSession = store.getState().common.session;
  store.subscribe(() => {
    const { session } = store.getState().common;
    if (session !== lastSession && session !== null)
      queryClient.setQueryData(identityKeys.session(), session);
    lastSession = session;
  });
  // Server texts (menus, institutional pages) come in the request's language: fetch them again.
  i18n.on('languageChanged', () => {
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
  });

  return {
    services: { ...core.services, queryClient },
    attachRouter: (created) => {
      router = created;
    },
  };
}
