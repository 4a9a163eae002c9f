import { endpoints } from '@elevar/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredTokens } from '../storage/slots.ts';
import { apiError, fakeFetch, json, rateLimited } from '../test/fakeServer.ts';
import { isApiError } from './errors.ts';
import { createHttpClient, filenameOf, type TokenStore } from './http.ts';

const APP = { client_id: 'elevar-web', client_secret: 'elevar-web-demo' };

function memoryTokens(initial: StoredTokens | null): TokenStore & { value: StoredTokens | null } {
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

function setup(tokens: StoredTokens | null, options: { pageToken?: string | null; language?: string } = {}) {
  const server = fakeFetch();
  const tokenStore = memoryTokens(tokens);
  const onSessionEnded = vi.fn();
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

const normal = (access: string, refresh: string | null = 'refresh-1'): StoredTokens => ({
  access_token: access,
  refresh_token: refresh,
  kind: 'normal',
});

/** Answers 200 only to the given bearer token, 401 otherwise. */
function protectedHandler(validToken: () => string, body: unknown = { ok: true }) {
  return (request: Request) =>
    request.headers.get('Authorization') === `Bearer ${validToken()}`
      ? json(body)
      : apiError(401, 'auth.unauthenticated', 'Sua sessão expirou.');
}

describe('sending rules (SPEC §7)', () => {
  it('sends /o/token/ form-encoded with the app credentials and no Authorization', async () => {
    const { server, http } = setup(normal('held'));
    server.on('POST /o/token/', () => json({ access_token: 'a' }));
    await http.call(endpoints.token, {
      body: { grant_type: 'password', username: 'learner', password: 'pw' },
    });
    const [request] = server.to('POST', '/o/token/');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('Authorization')).toBeNull();
    const form = new URLSearchParams(await request?.text());
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'learner',
      password: 'pw',
      client_id: 'elevar-web',
      client_secret: 'elevar-web-demo',
    });
  });

  it('sends /etraining_login/alternative_login/ form-encoded with app credentials', async () => {
    const { server, http } = setup(normal('held'));
    server.on('POST /etraining_login/alternative_login/', () => json({ ok: true }));
    await http.request('POST', '/etraining_login/alternative_login/', { body: { token: 'sso' } });
    const [request] = server.to('POST', '/etraining_login/alternative_login/');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(await request?.text()))).toEqual({
      token: 'sso',
      client_id: 'elevar-web',
      client_secret: 'elevar-web-demo',
    });
  });

  it('sends /get_trail_user_result_certificate/ form-encoded with the bearer token', async () => {
    const { server, http } = setup(normal('held'));
    server.on('POST /get_trail_user_result_certificate/', () => json({ ok: true }));
    await http.request('POST', '/get_trail_user_result_certificate/', { body: { id_trail: 7 } });
    const [request] = server.to('POST', '/get_trail_user_result_certificate/');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('Authorization')).toBe('Bearer held');
    expect(await request?.text()).toBe('id_trail=7');
  });

  it.each([
    '/etraining_login/api_recover_password/',
    '/etraining_login/get_phone_number_with_document/',
    '/etraining_login/send_recover_password_code/',
    '/etraining_login/validate_recover_password_code/',
  ])('sends the recovery call %s as JSON without Authorization', async (path) => {
    const { server, http } = setup(normal('held'));
    server.on(`POST ${path}`, () => json({ ok: true }));
    await http.request('POST', path, { body: { document: '123' } });
    const [request] = server.to('POST', path);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(await request?.json()).toEqual({ document: '123' });
  });

  it('sends /accounts/reload_user_tokens/ as JSON with the bearer token', async () => {
    const { server, http } = setup(normal('held'));
    server.on('POST /accounts/reload_user_tokens/', () => json({ user_firebase_token: 'f' }));
    await http.call(endpoints.reloadUserTokens, { body: {} });
    const [request] = server.to('POST', '/accounts/reload_user_tokens/');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer held');
  });

  it('sends FormData bodies as multipart with the bearer token', async () => {
    const { server, http } = setup(normal('held'));
    server.on('POST /api/v1/photos', () => json({ ok: true }));
    const form = new FormData();
    form.append('photo_type', 'display');
    form.append('photo', new Blob(['binary'], { type: 'image/png' }), 'shelf.png');
    await http.request('POST', '/api/v1/photos', { body: form });
    const [request] = server.to('POST', '/api/v1/photos');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('Authorization')).toBe('Bearer held');
    const received = await request?.formData();
    expect(received?.get('photo_type')).toBe('display');
    expect(received?.get('photo')).toBeInstanceOf(Blob);
  });

  it('sends /api/files/complete/ as JSON with bearer even when given FormData', async () => {
    const { server, http } = setup(normal('held'));
    server.on('POST /api/files/complete/', () => json({ ok: true }));
    const form = new FormData();
    form.append('upload_id', 'u1');
    await http.request('POST', '/api/files/complete/', { body: form });
    const [request] = server.to('POST', '/api/files/complete/');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer held');
    expect(await request?.json()).toEqual({ upload_id: 'u1' });
  });

  it('sends everything else as JSON with the bearer token', async () => {
    const { server, http } = setup(normal('held'));
    server.on('POST /api/v1/session/client', () => json({}));
    await http.call(endpoints.selectClient, { body: { client_id: 3 } });
    const [request] = server.to('POST', '/api/v1/session/client');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer held');
    expect(await request?.json()).toEqual({ client_id: 3 });
  });

  it('without a held token uses the page access_token, else the app credentials', async () => {
    const withPageToken = setup(null, { pageToken: 'from-query' });
    withPageToken.server.on('GET /api/v1/site-lists', () => json({}));
    await withPageToken.http.call(endpoints.siteLists);
    expect(withPageToken.server.to('GET', '/api/v1/site-lists')[0]?.headers.get('Authorization')).toBe(
      'Bearer from-query',
    );

    const anonymous = setup(null);
    anonymous.server.on('GET /api/v1/site-lists', () => json({}));
    await anonymous.http.call(endpoints.siteLists);
    expect(anonymous.server.to('GET', '/api/v1/site-lists')[0]?.headers.get('Authorization')).toBe(
      `Basic ${btoa('elevar-web:elevar-web-demo')}`,
    );
  });

  it('sends Accept-Language with the current language on every request, and no body on GET', async () => {
    const { server, http } = setup(null, { language: 'es-ES' });
    server.on('GET /api/v1/login-params', () => json({}));
    await http.call(endpoints.loginParams, { query: { client: 'academy' } });
    const [request] = server.to('GET', '/api/v1/login-params');
    expect(request?.headers.get('Accept-Language')).toBe('es-ES');
    expect(new URL(request?.url ?? '').searchParams.get('client')).toBe('academy');
    expect(request?.body).toBeNull();
  });

  it('surfaces the server error envelope message', async () => {
    const { server, http } = setup(null);
    server.on('POST /o/token/', () => apiError(400, 'auth.invalid_credentials', 'Erro ao fazer login.'));
    const error = await http
      .call(endpoints.token, { body: { grant_type: 'password' } })
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code, error.message]).toEqual([
      400,
      'auth.invalid_credentials',
      'Erro ao fazer login.',
    ]);
  });
});

describe('401 handling (SPEC §4)', () => {
  it('makes exactly one refresh for many concurrent 401s and replays every call with the new token', async () => {
    const { server, http, tokens } = setup(normal('old', 'refresh-1'));
    let valid = 'new';
    server.on(
      'GET /api/v1/session',
      protectedHandler(() => valid, { user: 'me' }),
    );
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    server.on('POST /o/token/', async (request) => {
      await refreshGate;
      const form = new URLSearchParams(await request.text());
      expect(form.get('grant_type')).toBe('refresh_token');
      expect(form.get('refresh_token')).toBe('refresh-1');
      expect(form.get('client_id')).toBe('elevar-web');
      return json({ access_token: 'new', refresh_token: 'refresh-2', token_type: 'Bearer' });
    });

    const calls = Array.from({ length: 5 }, () => http.call(endpoints.session));
    await vi.waitFor(() => expect(server.to('GET', '/api/v1/session')).toHaveLength(5));
    releaseRefresh();
    const results = await Promise.all(calls);

    expect(results).toEqual(Array(5).fill({ user: 'me' }));
    expect(server.to('POST', '/o/token/')).toHaveLength(1);
    const replays = server.to('GET', '/api/v1/session').slice(5);
    expect(replays.map((r) => r.headers.get('Authorization'))).toEqual(Array(5).fill('Bearer new'));
    expect(tokens.value).toEqual({ access_token: 'new', refresh_token: 'refresh-2', kind: 'normal' });
    valid = 'other';
  });

  it('a 401 arriving after the refresh finished is replayed without a second refresh', async () => {
    const { server, http } = setup(normal('old'));
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    server.on(
      'GET /api/v1/session',
      protectedHandler(() => 'new'),
    );
    server.on('GET /api/v1/site-lists', async (request) => {
      if (request.headers.get('Authorization') === 'Bearer old') {
        await slowGate;
        return apiError(401, 'auth.unauthenticated', '');
      }
      return json({ lists: true });
    });
    server.on('POST /o/token/', () => json({ access_token: 'new', refresh_token: 'r2' }));

    const slow = http.call(endpoints.siteLists);
    await http.call(endpoints.session);
    releaseSlow();
    await expect(slow).resolves.toEqual({ lists: true });
    expect(server.to('POST', '/o/token/')).toHaveLength(1);
  });

  it('a failed refresh clears the tokens, rejects the waiting calls and sends the user to login', async () => {
    const { server, http, tokens, onSessionEnded } = setup(normal('old'));
    server.on(
      'GET /api/v1/session',
      protectedHandler(() => 'new'),
    );
    server.on('POST /o/token/', () => apiError(400, 'auth.invalid_grant', 'Sua sessão expirou.'));

    const results = await Promise.allSettled([http.call(endpoints.session), http.call(endpoints.session)]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(server.to('POST', '/o/token/')).toHaveLength(1);
    expect(tokens.value).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a web-service session never refreshes: the session is cleared and login shown', async () => {
    const { server, http, tokens, onSessionEnded } = setup({
      access_token: 'ws',
      refresh_token: 'would-be-refresh',
      kind: 'webservice',
    });
    server.on('GET /api/v1/session', () => apiError(401, 'auth.unauthenticated', ''));
    await expect(http.call(endpoints.session)).rejects.toMatchObject({ status: 401 });
    expect(server.to('POST', '/o/token/')).toHaveLength(0);
    expect(tokens.value).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a 401 without a refresh token clears the session and shows login', async () => {
    const { server, http, tokens, onSessionEnded } = setup(normal('old', null));
    server.on('GET /api/v1/session', () => apiError(401, 'auth.unauthenticated', ''));
    await expect(http.call(endpoints.session)).rejects.toMatchObject({ status: 401 });
    expect(server.to('POST', '/o/token/')).toHaveLength(0);
    expect(tokens.value).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('a replay that is refused again ends the session instead of looping', async () => {
    const { server, http, tokens, onSessionEnded } = setup(normal('old'));
    server.on('GET /api/v1/session', () => apiError(401, 'auth.unauthenticated', ''));
    server.on('POST /o/token/', () => json({ access_token: 'new', refresh_token: 'r2' }));
    await expect(http.call(endpoints.session)).rejects.toMatchObject({ status: 401 });
    expect(server.to('POST', '/o/token/')).toHaveLength(1);
    expect(server.to('GET', '/api/v1/session')).toHaveLength(2);
    expect(tokens.value).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });
});

describe('file downloads', () => {
  it('keeps the body as a Blob named by Content-Disposition, with the bearer token and the query', async () => {
    const { server, http } = setup(normal('held'));
    server.on(
      'GET /api/v1/points/statement.csv',
      () =>
        new Response('\uFEFFid;kind\n1;sale\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="statement-2026-11-21.csv"',
          },
        }),
    );
    const file = await http.download(endpoints.pointsStatementCsv, { query: { kind: 'sale' } });
    expect(file.filename).toBe('statement-2026-11-21.csv');
    expect(await file.blob.text()).toContain('1;sale');
    const [request] = server.to('GET', '/api/v1/points/statement.csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer held');
    expect(new URL(request?.url ?? '').searchParams.get('kind')).toBe('sale');
  });

  it('refreshes once on 401 and rejects with the error envelope like any call', async () => {
    const { server, http } = setup(normal('old'));
    server.on('POST /o/token/', () => json({ access_token: 'new', refresh_token: 'r2' }));
    server.on('GET /api/v1/points/statement.csv', (request) =>
      request.headers.get('Authorization') === 'Bearer new'
        ? apiError(400, 'common.validation', 'Dados inválidos')
        : apiError(401, 'auth.unauthenticated', ''),
    );
    const failure = await http.download(endpoints.pointsStatementCsv).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status === 400 && failure.message).toBe('Dados inválidos');
    expect(server.to('POST', '/o/token/')).toHaveLength(1);
  });
});

describe('filenameOf', () => {
  it('reads the plain and the RFC 5987 forms, preferring the encoded one', () => {
    expect(filenameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameOf('attachment; filename="x.csv"; filename*=UTF-8\'\'extrato%20%C3%BAnico.csv')).toBe(
      'extrato único.csv',
    );
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});

describe('rate limit (429 with Retry-After)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Answers 429 with the given Retry-After the first `refusals` times, then 200. */
  function limited(retryAfter: number | null, refusals: number) {
    let seen = 0;
    return () => (seen++ < refusals ? rateLimited(retryAfter) : json({ ok: true }));
  }

  it('waits Retry-After, published for the screens, then sends the request once more', async () => {
    vi.useFakeTimers();
    const { server, http } = setup(normal('held'));
    server.on('POST /api/v1/sales', limited(3, 1));
    const result = http.request('POST', '/api/v1/sales', { body: { amount: 10 } });

    await vi.advanceTimersByTimeAsync(2999);
    expect(server.to('POST', '/api/v1/sales')).toHaveLength(1);
    expect(http.rateLimitWaits.current()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/v1/sales', seconds: 3 }),
    ]);

    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    const sent = server.to('POST', '/api/v1/sales');
    expect(sent).toHaveLength(2);
    // the retry is the same request: same body, same token
    expect(await sent[1]?.json()).toEqual({ amount: 10 });
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer held');
    expect(http.rateLimitWaits.current()).toEqual([]);
  });

  it('gives up after the second 429: the call fails with status 429 and the Retry-After', async () => {
    vi.useFakeTimers();
    const { server, http } = setup(normal('held'));
    server.on('GET /api/v1/points/balance', limited(2, 2));
    const failure = http.request('GET', '/api/v1/points/balance').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await failure;
    expect(isApiError(error) && [error.status, error.code, error.retryAfter]).toEqual([
      429,
      'common.rate_limited',
      2,
    ]);
    expect(server.to('GET', '/api/v1/points/balance')).toHaveLength(2);
    expect(http.rateLimitWaits.current()).toEqual([]);
  });

  it.each([
    ['longer than a minute (a login lockout)', 900],
    ['not given', null],
  ])('fails at once when the Retry-After is %s', async (_, retryAfter) => {
    const { server, http } = setup(null);
    server.on('POST /o/token/', limited(retryAfter, 1));
    const error = await http
      .call(endpoints.token, { body: { grant_type: 'password', username: 'u', password: 'p' } })
      .catch((failure: unknown) => failure);
    expect(isApiError(error) && [error.status, error.retryAfter]).toEqual([429, retryAfter]);
    expect(server.to('POST', '/o/token/')).toHaveLength(1);
  });

  it('a 429 with a code of its own (a resend cooldown) is a rule, not a rate limit: never repeated', async () => {
    const { server, http } = setup(null);
    server.on('POST /send_recover_password_code/', () => rateLimited(5, 'Aguarde.', 'account.code_cooldown'));
    const error = await http
      .request('POST', '/send_recover_password_code/', { body: { document: '1' } })
      .catch((failure: unknown) => failure);
    expect(isApiError(error) && [error.code, error.retryAfter]).toEqual(['account.code_cooldown', 5]);
    expect(server.to('POST', '/send_recover_password_code/')).toHaveLength(1);
  });

  it('an abort during the wait cancels it: no retry, the call rejects with the abort', async () => {
    vi.useFakeTimers();
    const { server, http } = setup(normal('held'));
    server.on('GET /api/v1/rankings', limited(30, 1));
    const controller = new AbortController();
    const failure = http
      .request('GET', '/api/v1/rankings', { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(http.rateLimitWaits.current()).toHaveLength(1);

    controller.abort();
    const error = await failure;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(http.rateLimitWaits.current()).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.to('GET', '/api/v1/rankings')).toHaveLength(1);
  });

  it('a refresh still refused after its retry fails the call without ending the session', async () => {
    vi.useFakeTimers();
    const { server, http, tokens, onSessionEnded } = setup(normal('old'));
    server.on('POST /o/token/', limited(1, 2));
    server.on(
      'GET /api/v1/session',
      protectedHandler(() => 'new'),
    );
    const failure = http.request('GET', '/api/v1/session').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await failure;
    expect(isApiError(error) && error.status).toBe(429);
    expect(server.to('POST', '/o/token/')).toHaveLength(2);
    expect(tokens.value?.access_token).toBe('old');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
