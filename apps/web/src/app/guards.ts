import type { Session } from '@elevar/contract';
import type { ModuleName } from '@elevar/domain';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { isApiError } from '../api/errors.ts';
import { sessionQuery } from '../features/identity/api.ts';
import { clientPickerPath, homeRouteOf, mayUse, needsClientPick } from '../features/identity/session.ts';
import { loadLoginParams } from '../features/tenancy/loginParams.ts';
import { rememberRedirect } from '../storage/session.ts';
import { applyDefaultLanguage, LOGIN_PATH, loginDetour } from './openArea.ts';
import type { AppServices } from './services.ts';

/** The stored session, fetched first when only tokens are held. Null when signed out or the session ended. */
async function ensureSession(services: AppServices): Promise<Session | null> {
  const { common } = services.store.getState();
  if (!common.tokens) return null;
  if (common.session) return common.session;
  try {
    return await services.queryClient.fetchQuery(sessionQuery(services.http, services.store));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

function signedInTarget(session: Session): string {
  return needsClientPick(session) ? clientPickerPath(null) : homeRouteOf(session);
}

/** Sends a signed-out visit to login, remembering the path and any access_token (SPEC §4 redirect memory). */
function toLogin(services: AppServices, url: URL): Response {
  const path = url.pathname + url.search;
  rememberRedirect(services.store, { path, access_token: url.searchParams.get('access_token') });
  return redirect(LOGIN_PATH);
}

/** The password change screen (profile), where a user who must change their password is kept until they do. */
export const PASSWORD_CHANGE_PATH = '/profile/password';

/**
 * Main area and player (SPEC §6): signed in, and with a client selected when the user has several. A user who
 * must change their password goes to that screen first: the server refuses everything else until then.
 */
export function mainGuard(services: AppServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const session = await ensureSession(services);
    if (!session) throw toLogin(services, url);
    if (session.must_change_password) {
      if (url.pathname !== PASSWORD_CHANGE_PATH) throw redirect(PASSWORD_CHANGE_PATH);
      return null;
    }
    if (needsClientPick(session)) throw redirect(clientPickerPath(url.pathname + url.search));
    return null;
  };
}

/** The client picker (also reachable to switch clients) needs a session whose password needs no change. */
export function clientPickerGuard(services: AppServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await ensureSession(services);
    if (!session) throw toLogin(services, new URL(request.url));
    if (session.must_change_password) throw redirect(PASSWORD_CHANGE_PATH);
    return null;
  };
}

/**
 * Open and portfolio pages (SPEC §2): signed-in visitors go to their client's home route. Loads the client's
 * login parameters (theme, default language).
 */
export function openGuard(services: AppServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await ensureSession(services);
    if (session) throw redirect(signedInTarget(session));
    const params = await loadLoginParams(services, new URL(request.url));
    await applyDefaultLanguage(services, params);
    return null;
  };
}

/** The login route `/`: the maintenance page or the portfolio instead, when the client's settings say so. */
export function loginGuard(services: AppServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    // Signed-in visitors are sent on by the open layout's guard.
    if (services.store.getState().common.tokens) return null;
    const detour = loginDetour(services, await loadLoginParams(services, new URL(request.url)));
    if (detour) throw redirect(detour);
    return null;
  };
}

/** The maintenance page only shows while the platform is under maintenance. */
export function maintenanceGuard(services: AppServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (services.store.getState().common.tokens) return null;
    const params = await loadLoginParams(services, new URL(request.url));
    if (params && !params.login_settings.under_maintenance) throw redirect(LOGIN_PATH);
    return null;
  };
}

/** Unknown paths: no redirect, but a held session is loaded so the page can show inside the main layout. */
export function notFoundLoader(services: AppServices) {
  return async () => {
    await ensureSession(services).catch(() => null);
    return null;
  };
}

/**
 * A module's screen (SPEC §6): not found, inside the main layout, for a user the domain's module predicate keeps
 * out (the client has not switched it on, or it is not for their role or country group), as the server answers.
 * Runs beside the layout's guard, so it reads the session itself.
 */
export function moduleGuard(services: AppServices, module: ModuleName) {
  return async () => {
    const session = await ensureSession(services);
    if (session && !mayUse(session, module)) throw data(null, { status: 404 });
    return null;
  };
}
