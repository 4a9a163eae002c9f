import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const WAIT_MS = 10_000;

/** An open /ws socket whose messages queue up until a test takes them, in order. */
export interface UserSocket {
  /** The next message (parsed JSON), waiting for it when none is queued; rejects once the socket is closed. */
  next(): Promise<Record<string, unknown>>;
  /**
   * The code the server closed the socket with, once it is closed; rejects when it is still open after `withinMs`
   * (the bound a test allows, not a measurement).
   */
  closed(withinMs?: number): Promise<number>;
  close(): void;
}

/**
 * Opens /ws in-process with a realtime token and waits for its `ready` greeting (rejecting, with the close code,
 * when the server refuses the socket instead). Messages are collected from the upgrade on, so none can be missed.
 */
export async function openUserSocket(app: FastifyInstance, realtimeToken: string): Promise<UserSocket> {
  const queued: Record<string, unknown>[] = [];
  const waiting: { resolve(message: Record<string, unknown>): void; reject(error: Error): void }[] = [];
  let closeCode: number | null = null;
  const closeWaiters: ((code: number) => void)[] = [];
  // injectWS fakes the upgrade request without a socket; the rate limiter keys on the peer address
  const upgrade = { socket: { remoteAddress: '127.0.0.1' } } as unknown as Partial<IncomingMessage>;
  const socket = await app.injectWS(`/ws?token=${encodeURIComponent(realtimeToken)}`, upgrade, {
    onInit(ws) {
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        const waiter = waiting.shift();
        if (waiter) waiter.resolve(message);
        else queued.push(message);
      });
      ws.on('close', (code) => {
        closeCode = code;
        for (const waiter of waiting.splice(0)) waiter.reject(closedError(code));
        for (const waiter of closeWaiters.splice(0)) waiter(code);
      });
    },
  });
  const next = () => {
    const message = queued.shift();
    if (message) return Promise.resolve(message);
    if (closeCode !== null) return Promise.reject(closedError(closeCode));
    // a guard against hanging until the test's own timeout, with a message saying what was awaited
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message arrived on the socket')), WAIT_MS);
      waiting.push({
        resolve(message) {
          clearTimeout(timer);
          resolve(message);
        },
        reject(error) {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  };
  const closed = (withinMs = WAIT_MS) => {
    if (closeCode !== null) return Promise.resolve(closeCode);
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the socket was still open after ${withinMs} ms`)),
        withinMs,
      );
      closeWaiters.push((code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  };
  const ready = await next();
  if (ready.type !== 'ready') throw new Error(`expected the ready greeting, got ${JSON.stringify(ready)}`);
  return { next, closed, close: () => socket.terminate() };
}

function closedError(code: number) {
  return new Error(`the socket was closed with ${code}`);
}
