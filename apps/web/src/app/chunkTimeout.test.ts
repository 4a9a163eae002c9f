import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withChunkTimeout, withTimeout } from './chunkTimeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk load timeout (SPEC §8)', () => {
  it('fails a chunk that has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    const load = withTimeout(() => new Promise<never>(() => undefined), 120_000);
    const result = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes through a chunk that arrives in time', async () => {
    await expect(withTimeout(async () => 'page', 120_000)()).resolves.toBe('page');
  });

  it('wraps lazy functions and lazy objects throughout the route tree', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<never>(() => undefined);
    const [root] = withChunkTimeout(
      [{ path: '/', lazy: never, children: [{ path: 'a', lazy: { Component: never } }] }],
      1000,
    );
    if (!root?.children?.[0]) throw new Error('route tree lost its child');
    const rootLazy = root.lazy as () => Promise<unknown>;
    const childLazy = root.children[0].lazy as { Component: () => Promise<unknown> };
    const results = [rootLazy().catch((e: unknown) => e), childLazy.Component().catch((e: unknown) => e)];
    await vi.advanceTimersByTimeAsync(1000);
    for (const result of await Promise.all(results)) expect(result).toBeInstanceOf(ChunkLoadTimeoutError);
  });
});
