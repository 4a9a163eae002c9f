import type { RealtimeEvent } from '@elevar/contract';

/** The server closes a socket whose realtime token it does not accept with this code (platform/realtime.ts). */
export const UNAUTHENTICATED_CLOSE = 4401;
/** First retry after about a second, doubling up to half a minute. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;
/** A ping this often keeps proxies from closing an idle socket... */
export const PING_EVERY_MS = 25_000;
/** ...and a socket that has not answered anything for this long is taken for dead (sleeping laptop, lost Wi-Fi). */
export const SILENCE_LIMIT_MS = 60_000;

/** "Equal jitter" exponential backoff: half the ceiling plus a random half, so tabs do not reconnect in step. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The socket address for a token, on the page's own host (`/ws`; Vite's dev server proxies it). */
export function realtimeUrl(token: string, location: Pick<Location, 'href'> = window.location): string {
  const url = new URL('/ws', location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/** WebSocket.OPEN */
const OPEN = 1;

function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string' || data === 'pong') return null;
  try {
    const event = JSON.parse(data) as RealtimeEvent | null;
    return event && typeof event === 'object' && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

export interface RealtimeOptions {
  /** A fresh realtime token (the `user_firebase_token` of POST /accounts/reload_user_tokens/). */
  fetchToken(): Promise<string>;
  onEvent(event: RealtimeEvent): void;
  /** The socket is back after being away: whatever it pushed meanwhile was missed. */
  onReconnected?(): void;
  url?(token: string): string;
  random?(): number;
}

/**
 * The tab's one realtime socket (issue 4: notifications pushed live). It keeps itself open until `stop()`:
 * reconnects with jittered exponential backoff, at once when the browser comes back online; pings while idle and
 * drops a socket that went silent; and when the server closes it as unauthenticated (the realtime token lives as
 * long as an access token) fetches a new token before the next attempt. A token that cannot be fetched is retried
 * the same way; if the session itself is gone, the HTTP client signs the user out and the owner calls `stop()`.
 */
export class RealtimeConnection {
  private readonly options: RealtimeOptions;
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private wasReady = false;
  private running = false;

  constructor(options: RealtimeOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.handleOnline);
    void this.connect();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.handleOnline);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.stopPinging();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'signed out');
    }
  }

  private async connect(): Promise<void> {
    this.retryTimer = undefined;
    if (!this.running || this.socket) return;
    let token = this.token;
    if (!token) {
      try {
        token = await this.options.fetchToken();
      } catch {
        this.retryLater();
        return;
      }
      if (!this.running) return;
      this.token = token;
    }
    const socket = new WebSocket((this.options.url ?? realtimeUrl)(token));
    this.socket = socket;
    this.lastHeard = Date.now();
    socket.onmessage = (message: MessageEvent) => this.handleMessage(message.data);
    // an error is always followed by a close, which decides what happens next
    socket.onclose = (event: CloseEvent) => this.handleClose(socket, event.code);
  }

  private handleMessage(data: unknown): void {
    this.lastHeard = Date.now();
    const event = parseEvent(data);
    if (!event) return;
    if (event.type === 'ready') {
      this.attempt = 0;
      this.startPinging();
      if (this.wasReady) this.options.onReconnected?.();
      this.wasReady = true;
    }
    this.options.onEvent(event);
  }

  private handleClose(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.stopPinging();
    if (!this.running) return;
    if (code === UNAUTHENTICATED_CLOSE) this.token = null;
    this.retryLater();
  }

  private retryLater(): void {
    if (!this.running || this.retryTimer !== undefined) return;
    const delay = retryDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  private readonly handleOnline = () => {
    if (!this.running || this.socket || this.retryTimer === undefined) return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    void this.connect();
  };

  private startPinging(): void {
    this.stopPinging();
    this.pingTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket) return;
      if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
        // a dead connection may never deliver its close: let go of it and start over
        socket.onclose = null;
        socket.onmessage = null;
        socket.close();
        this.handleClose(socket, 1006);
        return;
      }
      if (socket.readyState === OPEN) socket.send('ping');
    }, PING_EVERY_MS);
  }

  private stopPinging(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}
