import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const WAIT_MS = 10_000;

/** An open /ws socket whose messages queue up until a test takes them, in order. */
export interface UserSocket {
  /** The next message (parsed JSON), waiting for it when none is queued. */
  next(): Promise<Record<string, unknown>>;
  close(): void;
}

/**
 * Opens /ws in-process with a realtime token and waits for its `ready` greeting. Messages are collected from the
 * upgrade on, so none can be missed.
 */
export async function openUserSocket(app: FastifyInstance, realtimeToken: string): Promise<UserSocket> {
  const queued: Record<string, unknown>[] = [];
  const waiting: ((message: Record<string, unknown>) => void)[] = [];
  // injectWS fakes the upgrade request without a socket; the rate limiter keys on the peer address
  const upgrade = { socket: { remoteAddress: '127.0.0.1' } } as unknown as Partial<IncomingMessage>;
  const socket = await app.injectWS(`/ws?token=${encodeURIComponent(realtimeToken)}`, upgrade, {
    onInit(ws) {
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        const waiter = waiting.shift();
        if (waiter) waiter(message);
        else queued.push(message);
      });
    },
  });
  const next = () => {
    const message = queued.shift();
    if (message) return Promise.resolve(message);
    // a guard against hanging until the test's own timeout, with a message saying what was awaited
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message arrived on the socket')), WAIT_MS);
      waiting.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  };
  const ready = await next();
  if (ready.type !== 'ready') throw new Error(`expected the ready greeting, got ${JSON.stringify(ready)}`);
  return { next, close: () => socket.terminate() };
}
