import { type LoaderFunctionArgs, replace } from 'react-router';

/** Where partner links are signed in (SPEC §2): the token may come in the path or as `?token=`/`?access_token=`. */
export const WEBSERVICE_LOGIN_PATH = '/webservice-login';

/**
 * Partner redirects (`login-redirect-v2`, `intel-login-redirect`) that carry a `?token=` are link logins: on to
 * the web-service login with the same query (module, id). Without a token, `stay` keeps the screen and `login`
 * goes to the login page.
 */
export function partnerRedirectLoader(withoutToken: 'stay' | 'login') {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (url.searchParams.get('token')) throw replace(`${WEBSERVICE_LOGIN_PATH}${url.search}`);
    if (withoutToken === 'login') throw replace(`/${url.search}`);
    return null;
  };
}
