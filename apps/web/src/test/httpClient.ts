import { type Mock, vi } from 'vitest';
import { createHttpClient, type TokenStore } from '../api/http.ts';
import type { StoredTokens } from '../storage/slots.ts';
import { apiError, fakeFetch, json } from './fakeServer.ts';

/** An HTTP client on the fake server, with tokens in memory: what the client's own tests drive. */

export const APP = { client_id: 'elevar-web', client_secret: 'elevar-web-demo' };

export function memoryTokens(initial: StoredTokens | null): TokenStore & { value: StoredTokens | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (tokens: StoredTokens) => {
      store.value = tokens;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

export function setup(
  tokens: StoredTokens | null,
  options: { pageToken?: string | null; language?: string } = {},
) {
  const server = fakeFetch();
  const tokenStore = memoryTokens(tokens);
  const onSessionEnded: Mock<() => void> = vi.fn();
  const http = createHttpClient({
    fetch: server.fetch,
    baseUrl: 'http://app.test',
    app: APP,
    tokens: tokenStore,
    getLanguage: () => options.language ?? 'pt-BR',
    getPageAccessToken: () => options.pageToken ?? null,
    onSessionEnded,
  });
  return { server, tokens: tokenStore, onSessionEnded, http };
}

export const normal = (access: string, refresh: string | null = 'refresh-1'): StoredTokens => ({
  access_token: access,
  refresh_token: refresh,
  kind: 'normal',
});

/** Answers 200 only to the given bearer token, 401 otherwise. */
export function protectedHandler(validToken: () => string, body: unknown = { ok: true }) {
  return (request: Request) =>
    request.headers.get('Authorization') === `Bearer ${validToken()}`
      ? json(body)
      : apiError(401, 'auth.unauthenticated', 'Sua sessão expirou.');
}
