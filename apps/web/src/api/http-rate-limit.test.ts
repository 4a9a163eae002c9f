import { endpoints } from '@elevar/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, rateLimited } from '../test/fakeServer.ts';
import { normal, protectedHandler, setup } from '../test/httpClient.ts';
import { isApiError } from './errors.ts';

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
