import type { Session, UnreadCounts } from '@elevar/contract';
import { vi } from 'vitest';
import { fakeFetch, type Handler, json, makeSession } from './fakeServer.ts';
import { createTestApp, renderApp } from './testApp.tsx';

/**
 * The real app signed in over a fake server, and a fake WebSocket for its realtime channel: what every feature's
 * screen tests start from.
 */

export { setViewport } from './viewport.ts';

export const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };
/** The first screen of a test waits for lazy chunks and translations: allow for a busy machine. */
export const FIRST_LOAD = { timeout: 5000 };

/** A page of a paginated staff list, as the server answers it. */
export function page<T>(results: T[], count = results.length, pageNumber = 1) {
  return { count, page: pageNumber, page_size: 20, results };
}

/**
 * A stand-in for the browser's WebSocket: records every socket the app opens, lets the test play the server
 * (`receive`, `serverClose`) and remembers what the app sent and how it closed.
 */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];

  readonly url: string;
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket | undefined {
    return FakeSocket.instances.at(-1);
  }

  get token(): string | null {
    return new URL(this.url).searchParams.get('token');
  }

  send(data: string) {
    this.sent.push(data);
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }

  /** The server accepts the socket and says so, as platform/realtime.ts does. */
  accept(userId = 1) {
    this.readyState = FakeSocket.OPEN;
    this.receive({ type: 'ready', user_id: userId });
  }

  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  serverClose(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }
}

/** Replaces the global WebSocket for one test (undo with vi.unstubAllGlobals). */
export function installFakeSockets() {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}

export interface OpenOptions {
  session?: Session;
  unread?: UnreadCounts;
  routes?: Record<string, Handler>;
}

/**
 * The real app, signed in, at `path`, over a fake server that answers the session, the unread counts and the
 * realtime token (a new one per call: rt-1, rt-2…).
 */
export async function openApp(path: string, { session, unread, routes = {} }: OpenOptions = {}) {
  const signedIn = session ?? makeSession();
  let issued = 0;
  const server = fakeFetch({
    'GET /api/v1/session': () => json(signedIn),
    'GET /api/v1/notifications/unread-count': () => json(unread ?? { notification: 0, message: 0 }),
    'POST /accounts/reload_user_tokens/': () => {
      issued += 1;
      return json({ user_firebase_token: `rt-${issued}` });
    },
    ...routes,
  });
  const app = await createTestApp({
    path,
    state: { common: { tokens, session: signedIn, language: 'pt-BR', redirect: null } },
    server,
  });
  renderApp(app.services, app.router);
  return app;
}
