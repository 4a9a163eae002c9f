import { endpoints, type Session } from '@elevar/contract';
import { languageByCode } from '@elevar/domain';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { isApiError, isRateLimit } from '../../../api/errors.ts';
import type { AppServices } from '../../../app/services.ts';
import { switchLanguage } from '../../../i18n/index.ts';
import { clearSession, rememberRedirect, storeTokens } from '../../../storage/session.ts';
import type { StoredTokens } from '../../../storage/slots.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { sessionQuery } from '../api.ts';
import { homeRouteOf, safeNextPath } from '../session.ts';
import { postLoginPath } from '../signIn.ts';

/** Why a link could not sign the user in: the server's message (already in the user's language), if any. */
export interface LinkFailure {
  message: string | null;
}

function failure(services: AppServices, error: unknown): LinkFailure {
  if (isRateLimit(error)) return { message: errorMessage(error, services.i18n.t) };
  if (isApiError(error)) return { message: error.message || null };
  if (error instanceof TypeError) return { message: services.i18n.t('errors.network') };
  return { message: null };
}

/** Keeps the new tokens, loads the session they open and speaks its language; on failure nothing is kept. */
async function openSession(services: AppServices, tokens: StoredTokens): Promise<Session> {
  storeTokens(services.store, tokens);
  try {
    const session = await services.queryClient.fetchQuery({
      ...sessionQuery(services.http, services.store),
      staleTime: 0,
    });
    const code = languageByCode(session.language.code)?.code;
    if (code) await switchLanguage(services.i18n, code);
    return session;
  } catch (error) {
    clearSession(services.store);
    throw error;
  }
}

/** A signed-in visit is sent home by the open area's guard: the link is then left unused. */
const signedIn = (services: AppServices) => services.store.getState().common.tokens !== null;

/**
 * `webservice-login/:token` and `webservice-login?token=` (or `?access_token=`), with `?module=&id=`: the
 * partner's token opens a web-service session (no refresh token, SPEC §4), then the screen the server chose —
 * the module when the client has it, else the home route (SPEC §6).
 */
export function webserviceLoginLoader(services: AppServices) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<LinkFailure | null> => {
    if (signedIn(services)) return null;
    const url = new URL(request.url);
    const token = params.token || url.searchParams.get('token') || url.searchParams.get('access_token');
    if (!token) return { message: null };
    let target: string;
    try {
      const module = url.searchParams.get('module');
      const id = url.searchParams.get('id');
      const grant = await services.http.call(endpoints.webserviceLogin, {
        body: { token, ...(module ? { module } : {}), ...(id ? { id } : {}) },
      });
      const session = await openSession(services, {
        access_token: grant.access_token,
        refresh_token: null,
        kind: 'webservice',
      });
      target = safeNextPath(grant.redirect_to) ?? homeRouteOf(session);
    } catch (error) {
      return failure(services, error);
    }
    throw replace(target);
  };
}

/**
 * `sso-complete?code=`: the one-time code from the single sign-on callback becomes a normal session, then the
 * page the user was going to (sent with the start, or remembered here) or the client's home.
 */
export function ssoCompleteLoader(services: AppServices) {
  return async ({ request }: LoaderFunctionArgs): Promise<LinkFailure | null> => {
    if (signedIn(services)) return null;
    const code = new URL(request.url).searchParams.get('code');
    if (!code) return { message: null };
    let target: string;
    try {
      const answer = await services.http.call(endpoints.ssoExchange, { body: { code } });
      const session = await openSession(services, {
        access_token: answer.access_token,
        refresh_token: answer.refresh_token,
        kind: 'normal',
      });
      const remembered = services.store.getState().common.redirect?.path ?? null;
      rememberRedirect(services.store, null);
      target = postLoginPath(session, answer.next_path ?? remembered);
    } catch (error) {
      return failure(services, error);
    }
    throw replace(target);
  };
}
