import { CHUNK_LOAD_TIMEOUT_MS } from '@elevar/domain';
import type { RouteObject } from 'react-router';

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`A part of the app did not load within ${ms / 1000} seconds`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects when `load` has not settled within `ms` (SPEC §8: a chunk that never arrives is an error). */
export function withTimeout<T>(load: () => Promise<T>, ms: number): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}

type LazyDefinition = NonNullable<RouteObject['lazy']>;

function timedLazy(lazy: LazyDefinition, ms: number): LazyDefinition {
  if (typeof lazy === 'function') return withTimeout(lazy, ms) as LazyDefinition;
  const timed: Record<string, unknown> = {};
  for (const [key, load] of Object.entries(lazy)) {
    timed[key] = typeof load === 'function' ? withTimeout(load as () => Promise<unknown>, ms) : load;
  }
  return timed as LazyDefinition;
}

/** Gives every lazy route of the tree the SPEC §8 chunk-load timeout (120 s). */
export function withChunkTimeout(routes: RouteObject[], ms: number = CHUNK_LOAD_TIMEOUT_MS): RouteObject[] {
  return routes.map((route): RouteObject => {
    const lazy = route.lazy ? timedLazy(route.lazy, ms) : undefined;
    if (route.index) return { ...route, lazy };
    return { ...route, lazy, children: route.children ? withChunkTimeout(route.children, ms) : undefined };
  });
}
