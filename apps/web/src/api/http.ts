import {
  type BodyOf,
  type Endpoint,
  endpoints,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type TokenResponse,
} from '@elevar/contract';
import type { StoredTokens } from '../storage/slots.ts';
import { ApiError, apiErrorFrom, isRateLimit, retryAfterOf } from './errors.ts';
import {
  createRateLimitWaits,
  MAX_RATE_LIMIT_WAIT_SECONDS,
  type RateLimitWaitStore,
  type RateLimitWaits,
  sleep,
} from './rateLimit.ts';
import {
  type AppCredentials,
  buildRequest,
  type QueryValue,
  type RequestBody,
  type RequestSpec,
  type SendContext,
  usesHeldToken,
} from './sendingRules.ts';

/** Where the client reads and writes the session's tokens (the `common` storage slot in the app). */
export interface TokenStore {
  get(): StoredTokens | null;
  set(tokens: StoredTokens): void;
  /** Drops the tokens and the session they belong to. */
  clear(): void;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  app: AppCredentials;
  tokens: TokenStore;
  getLanguage(): string;
  getPageAccessToken(): string | null;
  /** Called once the session is gone (refresh failed, web-service token rejected…): go to login. */
  onSessionEnded(): void;
  /** Where waits for a 429's Retry-After are published (a fresh store when not given). */
  rateLimitWaits?: RateLimitWaitStore;
}

export interface RequestOptions {
  body?: RequestBody;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (the same on the call's retries). */
  idempotencyKey?: string;
}

export interface EndpointOptions extends RequestOptions {
  /** Values for `:name` segments of the endpoint path. */
  params?: Record<string, string | number>;
}

/** The body a call sends: what the entry's schema takes, or the form of a multipart upload. */
type BodyFor<E extends Endpoint> = E extends { encoding: 'multipart-bearer' } ? FormData : BodyOf<E>;

/**
 * The options of a call to one entry of the contract table, typed from it: `params` for its `:name` segments,
 * `query` and `body` as its schemas take them, each required when the entry requires it.
 */
export type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal;
  idempotencyKey?: string;
} & (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined
    ? { query?: undefined }
    : object extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }) &
  (BodyFor<E> extends undefined
    ? { body?: Record<string, never> }
    : undefined extends BodyFor<E>
      ? { body?: BodyFor<E> }
      : { body: BodyFor<E> });

/** The options argument: optional when the entry requires nothing. */
type CallArguments<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Answers are typed from the contract's entry (`call(endpoints.session)` is a `Promise<Session>`). They are not
 * parsed again here: the server serializes every answer through the same zod schema, and keeping zod out of the
 * entry chunk is what keeps the login inside its size budget.
 */
export interface HttpClient {
  request<T = unknown>(method: RequestSpec['method'], path: string, options?: RequestOptions): Promise<T>;
  /** Calls an endpoint of the contract table with its method, path and encoding; request and answer typed from it. */
  call<E extends Endpoint>(endpoint: E, ...options: CallArguments<E>): Promise<ResponseOf<E>>;
  /**
   * Calls an endpoint whose answer is a file (a CSV export): the same sending rules and 401 handling as `call`,
   * the body kept as a Blob with the file name of its Content-Disposition header (null when none is given).
   */
  download<E extends Endpoint>(endpoint: E, ...options: CallArguments<E>): Promise<DownloadedFile>;
  /**
   * A direct storage upload (SPEC §7, not a form upload): PUTs the bytes to a signed URL, the object store's or
   * (relative) the server's own, with no authorization and none of the app's headers; answers the ETag the store
   * gave. A refusal throws an ApiError with its status (and the server's envelope when it answered one).
   */
  sendDirect(url: string, body: Blob, signal?: AbortSignal): Promise<string>;
  /** Calls refused with 429 that are waiting out their Retry-After before their one retry (for the screens). */
  rateLimitWaits: RateLimitWaits;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename="…"`). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // malformed escape: fall back to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The one HTTP client (SPEC §4, §7): sending rules, Accept-Language, the error envelope, and 401 handling —
 * a single refresh in flight for any number of concurrent 401s, after which every waiting call is replayed
 * with the new token; a failed refresh, or a 401 with no refresh token or on a web-service session, ends
 * the session. A 429 whose Retry-After is at most MAX_RATE_LIMIT_WAIT_SECONDS is waited out (published in
 * `rateLimitWaits`, cancelled by the call's signal) and the request sent once more; a second 429, or a longer
 * wait, fails the call with the ApiError (status 429, retryAfter). There is deliberately no request timeout
 * (SPEC §7).
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  let refreshing: Promise<string> | null = null;
  const waits = deps.rateLimitWaits ?? createRateLimitWaits();

  /**
   * Sends; on a rate limit (429 `common.rate_limited`, or a 429 without the envelope, from a proxy) with a
   * Retry-After short enough, waits it out and sends once more. Safe for every method: a rate-limited request was
   * not processed. Other 429s are rules with their own screens (a code's resend cooldown) and are not repeated.
   */
  async function withRateLimitRetry(
    method: string,
    path: string,
    signal: AbortSignal | undefined,
    sendIt: () => Promise<Response>,
  ): Promise<Response> {
    const response = await sendIt();
    const seconds = response.status === 429 ? retryAfterOf(response) : null;
    if (seconds === null || seconds > MAX_RATE_LIMIT_WAIT_SECONDS) return response;
    if (!isRateLimit(await apiErrorFrom(response.clone()))) return response;
    const end = waits.begin(method, path, seconds);
    try {
      await sleep(seconds * 1000, signal);
    } finally {
      end();
    }
    return sendIt();
  }

  function context(accessToken: string | null): SendContext {
    return {
      baseUrl: deps.baseUrl,
      language: deps.getLanguage(),
      accessToken,
      pageAccessToken: deps.getPageAccessToken(),
      app: deps.app,
    };
  }

  function endSession() {
    const hadTokens = deps.tokens.get() !== null;
    deps.tokens.clear();
    if (hadTokens) deps.onSessionEnded();
  }

  async function refresh(refreshToken: string): Promise<string> {
    // A network failure rejects here without ending the session: being offline is not a rejected refresh, and
    // neither is a rate limit (429) still in force after its one retry.
    const response = await withRateLimitRetry('POST', endpoints.token.path, undefined, () =>
      deps.fetch(
        buildRequest(
          {
            method: 'POST',
            path: endpoints.token.path,
            encoding: 'form-app',
            body: { grant_type: 'refresh_token', refresh_token: refreshToken },
          },
          context(null),
        ),
      ),
    );
    if (response.status === 429) throw await apiErrorFrom(response);
    if (!response.ok) {
      const error = await apiErrorFrom(response);
      endSession();
      throw new ApiError(401, error.code, error.message, error.details);
    }
    const body = (await response.json().catch(() => null)) as Partial<TokenResponse> | null;
    if (typeof body?.access_token !== 'string' || !body.access_token) {
      endSession();
      throw new ApiError(401, 'auth.invalid_grant', '');
    }
    deps.tokens.set({
      access_token: body.access_token,
      refresh_token: body.refresh_token ?? null,
      kind: 'normal',
    });
    return body.access_token;
  }

  /** Starts a refresh, or joins the one already in flight. */
  function refreshOnce(refreshToken: string): Promise<string> {
    refreshing ??= refresh(refreshToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(
    spec: RequestSpec,
    signal: AbortSignal | undefined,
    replayed: boolean,
  ): Promise<Response> {
    const held = deps.tokens.get();
    const request = buildRequest(spec, context(held?.access_token ?? null));
    const response = await deps.fetch(signal ? new Request(request, { signal }) : request);
    if (response.status !== 401 || !held || !usesHeldToken(request, held.access_token)) return response;

    const current = deps.tokens.get();
    if (!current) return response;
    if (current.access_token !== held.access_token && !replayed) {
      // Another call refreshed while this one was on the wire: replay with the new token.
      return send(spec, signal, true);
    }
    if (replayed || current.kind === 'webservice' || !current.refresh_token) {
      endSession();
      return response;
    }
    await refreshOnce(current.refresh_token);
    return send(spec, signal, true);
  }

  async function respond(
    method: RequestSpec['method'],
    path: string,
    options: RequestOptions & { encoding?: RequestSpec['encoding'] },
  ): Promise<Response> {
    const spec: RequestSpec = {
      method,
      path,
      body: options.body,
      query: options.query,
      encoding: options.encoding,
      idempotencyKey: options.idempotencyKey,
    };
    const response = await withRateLimitRetry(method, path, options.signal, () =>
      send(spec, options.signal, false),
    );
    if (!response.ok) throw await apiErrorFrom(response);
    return response;
  }

  async function request<T>(
    method: RequestSpec['method'],
    path: string,
    options: RequestOptions & { encoding?: RequestSpec['encoding'] } = {},
  ): Promise<T> {
    const response = await respond(method, path, options);
    const text = response.status === 204 ? '' : await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request: <T>(method: RequestSpec['method'], path: string, options?: RequestOptions) =>
      request<T>(method, path, options),
    // typed by the HttpClient interface from the entry; at runtime the same for every endpoint
    call: ((endpoint: Endpoint, options: EndpointOptions = {}) =>
      request(endpoint.method, fillPath(endpoint.path, options.params), {
        ...options,
        encoding: endpoint.encoding,
      })) as HttpClient['call'],
    download: (async (endpoint: Endpoint, options: EndpointOptions = {}) => {
      const response = await respond(endpoint.method, fillPath(endpoint.path, options.params), {
        ...options,
        encoding: endpoint.encoding,
      });
      return {
        blob: await response.blob(),
        filename: filenameOf(response.headers.get('Content-Disposition')),
      };
    }) as HttpClient['download'],
    async sendDirect(url, body, signal) {
      const target = /^https?:\/\//i.test(url) ? url : `${deps.baseUrl}${url}`;
      const response = await deps.fetch(target, {
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/octet-stream' },
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) throw await apiErrorFrom(response);
      const etag = response.headers.get('ETag');
      // an object store that does not expose the header to the page (its CORS rule): the part cannot be named
      if (!etag) throw new ApiError(response.status, 'common.unexpected', '');
      return etag;
    },
    rateLimitWaits: waits,
  };
}
