import { endpoints, type Session } from '@elevar/contract';
import { languageByCode } from '@elevar/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.ts';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAction } from '../../api/useAction.ts';
import { useAppNavigation } from '../../app/navigation.tsx';
import { switchLanguage } from '../../i18n/index.ts';
import { useAppStore } from '../../storage/StoreContext.tsx';
import { clearSession, rememberRedirect, storeSession, storeTokens } from '../../storage/session.ts';
import { clientPickerPath, homeRouteOf, needsClientPick, safeNextPath } from './session.ts';

// The login screen's actions: the login entry renders them before the router and the query library are loaded.

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

const BLOCKED_CODES: readonly string[] = ['auth.user_blocked', 'auth.user_blocked_rules'];

/** Password sign-in: POST /o/token/ (form, app credentials), then GET the session, then go on. */
export function useLogin() {
  const http = useHttp();
  const store = useAppStore();
  const { navigate } = useAppNavigation();
  const { i18n } = useTranslation();

  return useAction(async ({ username, password }: LoginInput) => {
    let session: Session;
    try {
      const tokens = await http.call(endpoints.token, {
        body: { grant_type: 'password', username: username.trim(), password },
      });
      storeTokens(store, {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        kind: 'normal',
      });
      try {
        session = await http.call(endpoints.session);
      } catch (error) {
        clearSession(store);
        throw error;
      }
    } catch (error) {
      // A blocked account gets the blocked-user page (SPEC §2, §8) rather than a one-line error.
      if (isApiError(error) && BLOCKED_CODES.includes(error.code)) await navigate('/blocked');
      throw error;
    }
    storeSession(store, session);
    const code = languageByCode(session.language.code)?.code;
    if (code) await switchLanguage(i18n, code);
    const remembered = store.getState().common.redirect?.path ?? null;
    rememberRedirect(store, null);
    await navigate(postLoginPath(session, remembered), { replace: true });
  });
}
