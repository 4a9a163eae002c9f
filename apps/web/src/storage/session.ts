import type { Session } from '@elevar/contract';
import { isLanguageCode } from '@elevar/domain';
import type { TokenStore } from '../api/http.ts';
import type { AppStore } from './appStore.ts';
import type { RedirectMemory, StoredTokens } from './slots.ts';

/**
 * Stores the Session the server answered with; its language becomes the stored language, and a session the
 * server marks as opened by a web-service link keeps its tokens out of the refresh flow (SPEC §6).
 */
export function storeSession(store: AppStore, session: Session): void {
  // An answer that arrives after signing out (a revalidation in flight) must not bring the session back.
  if (!store.getState().common.tokens) return;
  store.update('common', (common) => ({
    ...common,
    session,
    tokens: common.tokens && session.is_webservice ? { ...common.tokens, kind: 'webservice' } : common.tokens,
    language: isLanguageCode(session.language.code) ? session.language.code : common.language,
  }));
}

export function storeTokens(store: AppStore, tokens: StoredTokens): void {
  store.update('common', (common) => ({ ...common, tokens }));
}

/** Signs out locally: tokens and session go, the chosen language stays. */
export function clearSession(store: AppStore): void {
  store.update('common', (common) => ({ ...common, tokens: null, session: null }));
}

export function rememberRedirect(store: AppStore, redirect: RedirectMemory | null): void {
  store.update('common', (common) => ({ ...common, redirect }));
}

/** The HTTP client's view of the stored tokens. Clearing them also drops the session they belonged to. */
export function tokenStoreOf(store: AppStore): TokenStore {
  return {
    get: () => store.getState().common.tokens,
    set: (tokens) => storeTokens(store, tokens),
    clear: () => clearSession(store),
  };
}
