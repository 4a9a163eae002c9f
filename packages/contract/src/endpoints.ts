/**
 * The endpoint table: every path the web app calls, with its method and how SPEC §7 says it is sent.
 * `encoding` drives the web client (form with app credentials, JSON without auth, JSON with bearer, multipart).
 */
export type Encoding = 'form-app' | 'form-bearer' | 'json-public' | 'json-bearer' | 'multipart-bearer';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  encoding: Encoding;
}

export const endpoints = {
  token: { method: 'POST', path: '/o/token/', encoding: 'form-app' },
  revokeToken: { method: 'POST', path: '/o/revoke_token/', encoding: 'form-app' },
  reloadUserTokens: { method: 'POST', path: '/accounts/reload_user_tokens/', encoding: 'json-bearer' },
  loginParams: { method: 'GET', path: '/api/v1/login-params', encoding: 'json-public' },
  session: { method: 'GET', path: '/api/v1/session', encoding: 'json-bearer' },
  selectClient: { method: 'POST', path: '/api/v1/session/client', encoding: 'json-bearer' },
  selectLanguage: { method: 'POST', path: '/api/v1/session/language', encoding: 'json-bearer' },
  selectCountry: { method: 'POST', path: '/api/v1/session/country', encoding: 'json-bearer' },
  acceptCookiePolicy: { method: 'POST', path: '/api/v1/session/cookie-policy', encoding: 'json-bearer' },
  logout: { method: 'POST', path: '/api/v1/session/logout', encoding: 'json-bearer' },
  siteLists: { method: 'GET', path: '/api/v1/site-lists', encoding: 'json-bearer' },
  institutional: { method: 'GET', path: '/api/v1/institutional/:slug', encoding: 'json-public' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Paths SPEC §7 sends as JSON without authorization, whatever the session holds. */
export const PUBLIC_JSON_PATHS = [
  '/etraining_login/api_recover_password/',
  'get_phone_number_with_document/',
  'send_recover_password_code/',
  'validate_recover_password_code/',
] as const;

/** Paths SPEC §7 sends form-encoded with the app credentials. */
export const FORM_APP_PATHS = ['/o/token/', '/etraining_login/alternative_login/'] as const;

/** Paths SPEC §7 sends form-encoded with the bearer token. */
export const FORM_BEARER_PATHS = ['/get_trail_user_result_certificate/'] as const;

/** Uploads that are excluded from the multipart rule (sent as JSON or straight to storage). */
export const MULTIPART_EXCLUDED_PATHS = ['/api/files/complete/'] as const;
