import type { Clock } from './clock.ts';

/**
 * Values kept per instance for a short, fixed time (a second at most where it is used): what every member of a
 * scope sees the same and may see a moment late, read once per interval instead of once per request. No event
 * drops an entry, so a reader must be fine with a value up to `ttlMs` old. Time is the service's clock (tests move
 * it); a clock set back expires everything. Bounded: past `maxEntries` it starts over.
 */
export class ShortCache<V> {
  private readonly entries = new Map<string, { value: V; readAt: number }>();
  /** Reads under way, by key (`track`): never rejects, a failed read is undefined. */
  private readonly reading = new Map<string, Promise<V | undefined>>();
  readonly ttlMs: number;
  private readonly clock: Clock;
  private readonly maxEntries: number;

  constructor(ttlMs: number, clock: Clock, maxEntries = 1000) {
    this.ttlMs = ttlMs;
    this.clock = clock;
    this.maxEntries = maxEntries;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.clock.now().getTime() - entry.readAt;
    if (age >= 0 && age < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The value of `key` a read under way will bring (`track`), if any: when an entry ages out, every request in flight
   * misses it together, and they wait for the one read instead of each reading it again. Undefined if it fails.
   */
  underWay(key: string): Promise<V | undefined> | undefined {
    return this.reading.get(key);
  }

  /** Marks `read` as the read of `key` under way until it settles (the reader still `set`s what it read). */
  track(key: string, read: Promise<V>): void {
    const settled = read.then(
      (value) => value,
      () => undefined,
    );
    this.reading.set(key, settled);
    void settled.then(() => {
      if (this.reading.get(key) === settled) this.reading.delete(key);
    });
  }

  /** The value of `key`: kept, else the read under way, else `load`ed now (tracked, then kept). */
  async read(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    // looked up and tracked in the same turn: an `await` in between would let every miss of the moment read
    const underWay = this.reading.get(key);
    const shared = underWay && (await underWay);
    if (shared !== undefined) return shared;
    const read = load();
    this.track(key, read);
    const value = await read;
    this.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { value, readAt: this.clock.now().getTime() });
  }
}

/** One cache per owner (a service context, whose clock it reads), made on first use; none when `ttlMs` is 0. */
export function shortCacheOf<O extends { clock: Clock }, V>(
  caches: WeakMap<O, ShortCache<V>>,
  owner: O,
  ttlMs: number,
): ShortCache<V> | undefined {
  if (ttlMs <= 0) return undefined;
  let cache = caches.get(owner);
  if (!cache || cache.ttlMs !== ttlMs) {
    cache = new ShortCache<V>(ttlMs, owner.clock);
    caches.set(owner, cache);
  }
  return cache;
}
