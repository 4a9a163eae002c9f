import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, installFakeSockets } from '../test/fixtures.ts';
import {
  PING_EVERY_MS,
  RETRY_MAX_MS,
  RealtimeConnection,
  type RealtimeOptions,
  realtimeUrl,
  retryDelay,
  SILENCE_LIMIT_MS,
} from './connection.ts';

beforeEach(() => {
  vi.useFakeTimers();
  installFakeSockets();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function connection(overrides: Partial<RealtimeOptions> = {}) {
  let issued = 0;
  const fetchToken = vi.fn(async () => `token-${++issued}`);
  const onEvent = vi.fn();
  const onReconnected = vi.fn();
  const live = new RealtimeConnection({
    fetchToken,
    onEvent,
    onReconnected,
    url: (token) => `ws://app.test/ws?token=${token}`,
    // the lowest delay of each backoff step: tests advance by exactly that
    random: () => 0,
    ...overrides,
  });
  return { live, fetchToken, onEvent, onReconnected };
}

function latest(): FakeSocket {
  const socket = FakeSocket.latest();
  if (!socket) throw new Error('no socket opened');
  return socket;
}

describe('retryDelay', () => {
  it('doubles from about a second up to the cap, with jitter in the upper half', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelay(0, () => 1)).toBe(1000);
    expect(retryDelay(20, () => 1)).toBe(RETRY_MAX_MS);
    expect(retryDelay(20, () => 0)).toBe(RETRY_MAX_MS / 2);
  });
});

describe('realtimeUrl', () => {
  it('uses ws on http and wss on https, on the page host, with the token as a query value', () => {
    expect(realtimeUrl('a.b', { href: 'http://localhost:5173/home' })).toBe(
      'ws://localhost:5173/ws?token=a.b',
    );
    expect(realtimeUrl('x', { href: 'https://elevar.app/profile' })).toBe('wss://elevar.app/ws?token=x');
  });
});

describe('RealtimeConnection', () => {
  it('connects with a fetched token and hands over every event but pongs', async () => {
    const { live, fetchToken, onEvent } = connection();
    live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(latest().url).toBe('ws://app.test/ws?token=token-1');

    latest().accept(7);
    latest().onmessage?.(new MessageEvent('message', { data: 'pong' }));
    latest().receive({ type: 'unread', client_id: 1, unread: { notification: 1, message: 0 } });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['ready', 'unread']);
    live.stop();
  });

  it('reconnects with growing delays, keeps the token, and reports the reconnection once back', async () => {
    const { live, fetchToken, onReconnected } = connection();
    live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    latest().accept();
    expect(onReconnected).not.toHaveBeenCalled();

    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);

    latest().accept();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(latest().token).toBe('token-1');
    // a successful connection starts the backoff over
    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.instances).toHaveLength(4);
    live.stop();
  });

  it('fetches a new token after the server closed the socket as unauthenticated', async () => {
    const { live, fetchToken } = connection();
    live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(latest().token).toBe('token-2');
    live.stop();
  });

  it('backs off when the server keeps closing as unauthenticated (the session ended): no hot loop', async () => {
    const { live, fetchToken } = connection();
    live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    latest().accept();
    latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);
    latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.instances).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(4);
    // each attempt asked for a new token; once the session is gone that request fails, the HTTP client signs the
    // user out and the hook calls stop()
    expect(fetchToken).toHaveBeenCalledTimes(4);
    live.stop();
  });

  it('retries the token with backoff when it cannot be fetched', async () => {
    const fetchToken = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('later');
    const { live } = connection({ fetchToken });
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(latest().token).toBe('later');
    live.stop();
  });

  it('reconnects at once when the browser comes back online', async () => {
    const { live } = connection();
    live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    latest().serverClose(1006);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(2);
    live.stop();
  });

  it('pings while idle and drops a socket that stopped answering', async () => {
    const { live } = connection();
    live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const first = latest();
    first.accept();
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(first.sent).toEqual(['ping']);

    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS);
    expect(first.closedWith).not.toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.instances).toHaveLength(2);
    live.stop();
  });

  it('stop closes the socket and cancels any pending retry', async () => {
    const { live } = connection();
    live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = latest();
    socket.accept();
    live.stop();
    expect(socket.closedWith).toBe(1000);

    const again = connection();
    again.live.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    latest().serverClose(1006);
    again.live.stop();
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
