import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActorCache, type TokenSession } from './actor-cache.ts';

const TTL_MS = 1000;

function sessionOf(userId: number): TokenSession {
  return {
    auth: { userId, familyId: userId, kind: 'normal', boundClientId: null },
    mustChangePassword: false,
    actor: { userId, isSuperuser: false, clientId: 1, role: 'learner' },
    expiresAt: Number.MAX_SAFE_INTEGER,
  };
}

describe('actor cache expiry', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('keeps sessions read together for a spread of times, each between half the cache time and all of it', () => {
    const cache = new ActorCache(TTL_MS);
    const ticket = cache.ticket();
    for (let user = 1; user <= 200; user += 1) cache.store(`hash-${user}`, sessionOf(user), ticket);
    const kept = () =>
      Array.from({ length: 200 }, (_, i) => cache.get(`hash-${i + 1}`, 0)).filter(Boolean).length;

    vi.advanceTimersByTime(TTL_MS / 2 - 1);
    expect(kept()).toBe(200);
    // three quarters in, about half are read again (the chance of 40 or fewer, or 160 or more, is below 1e-17)
    vi.advanceTimersByTime(TTL_MS / 4);
    expect(kept()).toBeGreaterThan(40);
    expect(kept()).toBeLessThan(160);
    vi.advanceTimersByTime(TTL_MS / 4 + 1);
    expect(kept()).toBe(0);
  });
});
