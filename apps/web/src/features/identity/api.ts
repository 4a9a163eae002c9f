import { endpoints, type Session } from '@elevar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useHttp } from '../../api/HttpContext.tsx';
import type { HttpClient } from '../../api/http.ts';
import type { AppStore } from '../../storage/appStore.ts';
import { useAppState, useAppStore } from '../../storage/StoreContext.tsx';
import { clearSession, rememberRedirect, storeSession } from '../../storage/session.ts';

export const identityKeys = {
  all: ['identity'] as const,
  session: () => [...identityKeys.all, 'session'] as const,
};

/** GET /api/v1/session; the answer is stored (SPEC §7 common state) before it is returned. */
export function sessionQuery(http: HttpClient, store: AppStore) {
  return queryOptions({
    queryKey: identityKeys.session(),
    queryFn: async ({ signal }) => {
      const session = await http.call(endpoints.session, { signal });
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
