import type { LoginParams } from '@elevar/contract';
import { isLanguageCode } from '@elevar/domain';
import { switchLanguage } from '../i18n/index.ts';
import type { CoreServices } from './services.ts';

// What the open area decides before its first screen, shared by the router's guards and the login entry (which
// renders the login before the router is loaded).

export const LOGIN_PATH = '/';
export const MAINTENANCE_PATH = '/maintenance';
export const PORTFOLIO_PATH = '/portfolio';
/** The login without the portfolio detour, where the portfolio's "Sign in" goes (identity's route). */
export const SIGN_IN_PATH = '/login-redirect-v2';

/**
 * Until the visitor picks a language, the open pages speak the client's default (login_settings). Its texts not
 * loading (offline, refused) leaves the current language: the login still renders.
 */
export async function applyDefaultLanguage(
  services: CoreServices,
  params: LoginParams | null,
): Promise<void> {
  const fallback = params?.login_settings.default_language.code;
  if (services.store.getState().common.language !== null || !fallback || !isLanguageCode(fallback)) return;
  if (services.i18n.language !== fallback)
    await switchLanguage(services.i18n, fallback).catch(() => undefined);
}

/**
 * Where the login route sends a signed-out visit instead: under maintenance the maintenance page (staff use
 * /maintenance-login); with the portfolio setting on, a plain visit goes to the portfolio (SPEC §6) — not one sent
 * here to sign in first. Null: show the login.
 */
export function loginDetour(services: CoreServices, params: LoginParams | null): string | null {
  const settings = params?.login_settings;
  if (settings?.under_maintenance) return MAINTENANCE_PATH;
  if (settings?.portfolio_enabled && !services.store.getState().common.redirect) return PORTFOLIO_PATH;
  return null;
}
