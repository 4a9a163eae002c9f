/**
 * The longest Retry-After (seconds) the HTTP client waits out before retrying a 429 once. A longer wait (a login
 * lockout, a spent quota) fails the call at once: the screen says when to try again instead of hanging.
 */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;

/** A request refused with 429 whose retry is waiting for its Retry-After. */
export interface RateLimitWait {
  id: number;
  method: string;
  path: string;
  seconds: number;
  /** When the retry goes out (epoch milliseconds). */
  until: number;
}

/** What the screens read: the waits in progress, oldest first (an immutable snapshot, for useSyncExternalStore). */
export interface RateLimitWaits {
  current(): readonly RateLimitWait[];
  subscribe(listener: () => void): () => void;
}

export interface RateLimitWaitStore extends RateLimitWaits {
  /** Records a wait; the returned function ends it. */
  begin(method: string, path: string, seconds: number): () => void;
}

export function createRateLimitWaits(now: () => number = () => Date.now()): RateLimitWaitStore {
  let waits: readonly RateLimitWait[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly RateLimitWait[]) => {
    waits = next;
    for (const listener of listeners) listener();
  };
  return {
    current: () => waits,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin(method, path, seconds) {
      const id = nextId++;
      publish([...waits, { id, method, path, seconds, until: now() + seconds * 1000 }]);
      return () => publish(waits.filter((wait) => wait.id !== id));
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (as fetch does). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
