import { endpoints } from '@elevar/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../test/fakeServer.ts';
import { normal, protectedHandler, setup } from '../test/httpClient.ts';
import { isApiError } from './errors.ts';
import { filenameOf } from './http.ts';

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
      .call(endpoints.token, { body: { grant_type: 'password', username: 'ana', password: 'x' } })
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
