import type { Endpoint } from '../endpoints.ts';

/** Single sign-on start: opened by the browser (a plain link), not fetched; 302 to the client's OpenID provider. */
export const SSO_START_PATH = '/api/v1/sso/start';
/** Where the OpenID provider sends the browser back; 302 to /sso-complete?code= (or to /?sso_error=). */
export const SSO_CALLBACK_PATH = '/api/v1/sso/callback';

/** Sign-in, tokens, the session, accounts without a session, link and single sign-on logins, and the staff's account review and outbox. */
export const identityEndpoints = {
  token: { method: 'POST', path: '/o/token/', encoding: 'form-app' },
  revokeToken: { method: 'POST', path: '/o/revoke_token/', encoding: 'form-app' },
  reloadUserTokens: { method: 'POST', path: '/accounts/reload_user_tokens/', encoding: 'json-bearer' },
  session: { method: 'GET', path: '/api/v1/session', encoding: 'json-bearer' },
  selectClient: { method: 'POST', path: '/api/v1/session/client', encoding: 'json-bearer' },
  selectLanguage: { method: 'POST', path: '/api/v1/session/language', encoding: 'json-bearer' },
  selectCountry: { method: 'POST', path: '/api/v1/session/country', encoding: 'json-bearer' },
  acceptCookiePolicy: { method: 'POST', path: '/api/v1/session/cookie-policy', encoding: 'json-bearer' },
  logout: { method: 'POST', path: '/api/v1/session/logout', encoding: 'json-bearer' },
  acceptTerms: { method: 'POST', path: '/api/v1/session/terms', encoding: 'json-bearer' },
  // Accounts without a session (SPEC §7 names the recovery paths).
  register: { method: 'POST', path: '/api/v1/accounts/register', encoding: 'json-public' },
  firstAccess: { method: 'POST', path: '/api/v1/accounts/first-access', encoding: 'json-public' },
  recoverByEmail: { method: 'POST', path: '/etraining_login/api_recover_password/', encoding: 'json-public' },
  passwordLink: { method: 'GET', path: '/api/v1/accounts/password-link', encoding: 'json-public' },
  setPassword: { method: 'POST', path: '/api/v1/accounts/set-password', encoding: 'json-public' },
  phoneByDocument: { method: 'POST', path: '/get_phone_number_with_document/', encoding: 'json-public' },
  sendRecoveryCode: { method: 'POST', path: '/send_recover_password_code/', encoding: 'json-public' },
  validateRecoveryCode: { method: 'POST', path: '/validate_recover_password_code/', encoding: 'json-public' },
  // Link and single sign-on logins.
  webserviceLogin: { method: 'POST', path: '/api/v1/webservice-login', encoding: 'json-public' },
  alternativeLogin: { method: 'POST', path: '/etraining_login/alternative_login/', encoding: 'form-app' },
  // opened by the browser (a link, the provider's redirect), not fetched: each answers 302
  ssoStart: { method: 'GET', path: SSO_START_PATH, encoding: 'json-public' },
  ssoCallback: { method: 'GET', path: SSO_CALLBACK_PATH, encoding: 'json-public' },
  ssoExchange: { method: 'POST', path: '/api/v1/sso/exchange', encoding: 'form-app' },
  // Staff.
  accountsForReview: { method: 'GET', path: '/api/v1/admin/accounts', encoding: 'json-bearer' },
  approveAccount: { method: 'POST', path: '/api/v1/admin/accounts/:id/approve', encoding: 'json-bearer' },
  rejectAccount: { method: 'POST', path: '/api/v1/admin/accounts/:id/reject', encoding: 'json-bearer' },
  outbox: { method: 'GET', path: '/api/v1/admin/outbox', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
