import { endpoints, type Session, type TokenResponse } from '@elevar/contract';
import { type LanguageCode, languageByCode } from '@elevar/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useHttp } from '../../api/HttpContext.tsx';
import type { HttpClient } from '../../api/http.ts';
import { switchLanguage } from '../../i18n/index.ts';
import type { AppStore } from '../../storage/appStore.ts';
import { useAppState, useAppStore } from '../../storage/StoreContext.tsx';
import { clearSession, rememberRedirect, storeSession, storeTokens } from '../../storage/session.ts';
import { clientPickerPath, homeRouteOf, needsClientPick, safeNextPath } from './session.ts';

export const identityKeys = {
  all: ['identity'] as const,
  session: () => [...identityKeys.all, 'session'] as const,
};

/** GET /api/v1/session; the answer is stored (SPEC §7 common state) before it is returned. */
export function sessionQuery(http: HttpClient, store: AppStore) {
  return queryOptions({
    queryKey: identityKeys.session(),
    queryFn: async ({ signal }) => {
      const session = await http.call<Session>(endpoints.session, { signal });
      storeSession(store, session);
      return session;
    },
    staleTime: 5 * 60_000,
  });
}

/** The stored session, or null when signed out. */
export function useSession(): Session | null {
  return useAppState((state) => state.common.session);
}

/** For components rendered only inside a layout that has checked the session is there. */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('This screen needs a signed-in session');
  return session;
}

/** Keeps the stored session fresh while the main area is open. */
export function useSessionRevalidation(): void {
  const http = useHttp();
  const store = useAppStore();
  const signedIn = useAppState((state) => state.common.tokens !== null);
  useQuery({ ...sessionQuery(http, store), refetchOnWindowFocus: true, enabled: signedIn });
}

export interface LoginInput {
  username: string;
  password: string;
}

/** Where to go after signing in: the remembered page, the client picker, or the client's home route. */
export function postLoginPath(session: Session, remembered: string | null): string {
  const next = safeNextPath(remembered);
  if (needsClientPick(session)) return clientPickerPath(next);
  return next ?? homeRouteOf(session);
}

/** Password sign-in: POST /o/token/ (form, app credentials), then GET the session, then go on. */
export function useLogin() {
  const http = useHttp();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useTranslation();

  return useMutation({
    mutationFn: async ({ username, password }: LoginInput) => {
      const tokens = await http.call<TokenResponse>(endpoints.token, {
        body: { grant_type: 'password', username: username.trim(), password },
      });
      storeTokens(store, {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        kind: 'normal',
      });
      try {
        return await queryClient.fetchQuery({ ...sessionQuery(http, store), staleTime: 0 });
      } catch (error) {
        clearSession(store);
        throw error;
      }
    },
    onSuccess: async (session) => {
      const code = languageByCode(session.language.code)?.code;
      if (code) await switchLanguage(i18n, code);
      const remembered = store.getState().common.redirect?.path ?? null;
      rememberRedirect(store, null);
      await navigate(postLoginPath(session, remembered), { replace: true });
    },
    onError: async (error) => {
      // A blocked account gets the blocked-user page (SPEC §2, §8) rather than a one-line error.
      if (isApiError(error) && BLOCKED_CODES.includes(error.code)) await navigate('/blocked');
    },
  });
}

const BLOCKED_CODES: readonly string[] = ['auth.user_blocked', 'auth.user_blocked_rules'];

/** Sign-out: tell the server (POST /api/v1/session/logout), then clear local state whatever it answered. */
export function useLogout() {
  const http = useHttp();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await http.call(endpoints.logout);
      } catch {
        // the local sign-out happens anyway
      }
    },
    onSettled: async () => {
      clearSession(store);
      rememberRedirect(store, null);
      queryClient.clear();
      await navigate('/', { replace: true });
    },
  });
}

/**
 * Changes the interface language. Signed in, the server records it (POST /api/v1/session/language) and the
 * returned Session decides; signed out, the choice is only stored locally.
 */
export function useChangeLanguage() {
  const http = useHttp();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async (code: LanguageCode) => {
      const language = languageByCode(code);
      if (!language) return;
      if (store.getState().common.tokens) {
        const session = await http.call<Session>(endpoints.selectLanguage, {
          body: { language_id: language.id },
        });
        storeSession(store, session);
        queryClient.setQueryData(identityKeys.session(), session);
        const applied = languageByCode(session.language.code)?.code ?? code;
        await switchLanguage(i18n, applied);
      } else {
        store.update('common', (common) => ({ ...common, language: code }));
        await switchLanguage(i18n, code);
      }
      await invalidateLocalizedData(queryClient);
    },
  });
}

/** Server texts (menus, institutional pages) come in the request's language: refetch them. */
async function invalidateLocalizedData(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
}
