import {
  type Encoding,
  FORM_APP_PATHS,
  FORM_BEARER_PATHS,
  MULTIPART_EXCLUDED_PATHS,
  PUBLIC_JSON_PATHS,
} from '@elevar/contract';

export interface AppCredentials {
  client_id: string;
  client_secret: string;
}

export type JsonBody = Record<string, unknown> | unknown[];
export type RequestBody = JsonBody | FormData | URLSearchParams;
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: RequestBody;
  query?: Record<string, QueryValue>;
  /** Forces an encoding (the contract's endpoint table); otherwise derived from the path and body. */
  encoding?: Encoding;
  /** Sent as `Idempotency-Key`: a retried write the server must apply once (a test's submission). */
  idempotencyKey?: string;
}

export interface SendContext {
  baseUrl: string;
  language: string;
  /** The access token held by the session, if any. */
  accessToken: string | null;
  /** The `access_token` query value of the current page, used when no token is held. */
  pageAccessToken: string | null;
  app: AppCredentials;
}

const matches = (list: readonly string[], path: string) => list.some((entry) => path.endsWith(entry));

/** SPEC §7 sending rules: which encoding and which credentials a call uses. */
export function encodingFor(path: string, body?: RequestBody): Encoding {
  const pathname = path.split('?')[0] ?? path;
  if (matches(FORM_APP_PATHS, pathname)) return 'form-app';
  if (matches(FORM_BEARER_PATHS, pathname)) return 'form-bearer';
  if (matches(PUBLIC_JSON_PATHS, pathname)) return 'json-public';
  if (body instanceof FormData && !matches(MULTIPART_EXCLUDED_PATHS, pathname)) return 'multipart-bearer';
  return 'json-bearer';
}

/** The Authorization value for a bearer call: held token, else the page's access_token, else app credentials. */
export function bearerAuthorization(ctx: SendContext): string {
  const token = ctx.accessToken ?? ctx.pageAccessToken;
  if (token) return `Bearer ${token}`;
  return `Basic ${btoa(`${ctx.app.client_id}:${ctx.app.client_secret}`)}`;
}

function toFields(body: RequestBody | undefined): [string, string][] {
  if (!body) return [];
  if (body instanceof URLSearchParams) return [...body.entries()];
  if (body instanceof FormData) {
    return [...body.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : []));
  }
  if (Array.isArray(body)) throw new TypeError('A form-encoded body must be an object');
  return Object.entries(body).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)] as [string, string]],
  );
}

function toJson(body: RequestBody | undefined): string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams)
    return JSON.stringify(Object.fromEntries(toFields(body)));
  return JSON.stringify(body);
}

/** Builds the exact Request SPEC §7 says a call is sent as. No timeout is set on purpose (SPEC §7). */
export function buildRequest(spec: RequestSpec, ctx: SendContext): Request {
  const url = new URL(spec.path, ctx.baseUrl);
  for (const [key, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const encoding = spec.encoding ?? encodingFor(url.pathname, spec.body);
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': ctx.language });
  if (spec.idempotencyKey) headers.set('Idempotency-Key', spec.idempotencyKey);
  let body: BodyInit | undefined;

  switch (encoding) {
    case 'form-app': {
      const form = new URLSearchParams(toFields(spec.body));
      form.set('client_id', ctx.app.client_id);
      form.set('client_secret', ctx.app.client_secret);
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = form.toString();
      break;
    }
    case 'form-bearer':
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      headers.set('Authorization', bearerAuthorization(ctx));
      body = new URLSearchParams(toFields(spec.body)).toString();
      break;
    case 'multipart-bearer':
      // fetch sets multipart/form-data with its boundary itself
      headers.set('Authorization', bearerAuthorization(ctx));
      body = spec.body instanceof FormData ? spec.body : formDataOf(spec.body);
      break;
    case 'json-public':
    case 'json-bearer':
      if (encoding === 'json-bearer') headers.set('Authorization', bearerAuthorization(ctx));
      body = toJson(spec.body);
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      break;
  }
  return new Request(url, { method: spec.method, headers, body: spec.method === 'GET' ? undefined : body });
}

function formDataOf(body: RequestBody | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of toFields(body)) form.append(key, value);
  return form;
}

/** True when the Request carries the session's own bearer token (only those may trigger a refresh). */
export function usesHeldToken(request: Request, accessToken: string | null): boolean {
  return accessToken !== null && request.headers.get('Authorization') === `Bearer ${accessToken}`;
}
