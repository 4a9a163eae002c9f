import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { type Listen, parseSessionChannelEvent, SESSION_CHANNEL } from '../../platform/pubsub.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import type { Actor } from './actor.ts';
import { ClientViewCache, setClientViewCache } from './session-cache.ts';

/** What a live access token opens: its session, the must-change-password flag and the actor. Never mutated. */
export interface TokenSession {
  readonly auth: Readonly<AuthContext>;
  readonly mustChangePassword: boolean;
  readonly actor: Readonly<Actor>;
  /** When the access token stops, in ms since the epoch on the app's clock. */
  readonly expiresAt: number;
}

/** How long a change made on this instance keeps the users it touches out of the cache: until its event is back. */
const HOLD_MS = 2000;
/** Sessions one instance keeps; past it the oldest go. */
const MAX_ENTRIES = 20_000;
/**
 * Each entry lives a random 50–100 % of the cache's time: sessions read together (a burst of sign-ins, an instance
 * starting under load) would otherwise expire together and send all their reads to the database in the same
 * moment, again every `ttlMs`, a queue that the requests behind them wait in.
 */
const TTL_JITTER = 0.5;

interface Entry {
  session: TokenSession;
  /** performance.now() past which it is read again. */
  staleAt: number;
}

/**
 * An instance's token sessions by access-token hash, each kept for `ttlMs` at most (at least half of it). Entries are dropped when the
 * session channel says a user's sessions ended or their actor changed, from whichever instance, and all of them while
 * the channel cannot be heard. A read that was
 * under way when anything was dropped is not kept (it may have seen the state before the change), and a user this
 * instance is changing right now is not cached until the change's own event is back.
 */
export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly held = new Map<number, number>();
  private generation = 0;
  /** While the session channel cannot be heard, a drop could be missed: nothing is served or kept. */
  private deaf = false;
  private readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  /** The session of a token hash while fresh and unexpired on the app's clock (`nowMs`). */
  get(tokenHash: string, nowMs: number): TokenSession | undefined {
    if (this.deaf) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() >= entry.staleAt || entry.session.expiresAt <= nowMs) {
      this.remove(tokenHash, entry.session.auth.userId);
      return undefined;
    }
    return entry.session;
  }

  /** Taken before a read; `store` keeps the read only if nothing was dropped since. */
  ticket(): number {
    return this.generation;
  }

  store(tokenHash: string, session: TokenSession, ticket: number): void {
    if (ticket !== this.generation || this.deaf) return;
    const userId = session.auth.userId;
    const heldUntil = this.held.get(userId);
    if (heldUntil !== undefined) {
      if (heldUntil > performance.now()) return;
      this.held.delete(userId);
    }
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.remove(oldest[0], oldest[1].session.auth.userId);
    }
    const keepMs = this.ttlMs * (1 - TTL_JITTER * Math.random());
    this.entries.set(tokenHash, { session, staleAt: performance.now() + keepMs });
    let hashes = this.byUser.get(userId);
    if (!hashes) {
      hashes = new Set();
      this.byUser.set(userId, hashes);
    }
    hashes.add(tokenHash);
  }

  /** Drops the user's sessions: those of `familyIds`, or all of them (null). */
  dropUser(userId: number, familyIds: readonly number[] | null = null): void {
    this.generation += 1;
    const hashes = this.byUser.get(userId);
    if (!hashes) return;
    for (const hash of [...hashes]) {
      const entry = this.entries.get(hash);
      if (!entry || familyIds === null || familyIds.includes(entry.session.auth.familyId)) {
        this.remove(hash, userId);
      }
    }
  }

  /**
   * Drops the user's sessions and keeps them out for a moment: called by this instance inside the transaction that
   * changes them, before its event comes back through the database (a rolled-back change only costs the moment).
   */
  hold(userId: number): void {
    const now = performance.now();
    if (this.held.size > 1000) {
      for (const [id, until] of this.held) if (until <= now) this.held.delete(id);
    }
    this.held.set(userId, now + HOLD_MS);
    this.dropUser(userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  /**
   * Follows whether the session channel is heard: deaf (its connection lost), everything goes and nothing is kept;
   * heard again, what was read while deaf is not kept either (a read under way saw the ticket move).
   */
  hearing(listening: boolean): void {
    this.deaf = !listening;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(tokenHash: string, userId: number): void {
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }
}

const caches = new WeakMap<ServiceContext, ActorCache>();

/** The instance's actor cache, or undefined when it is off (ACTOR_CACHE_MS=0, or nothing to listen with). */
export function actorCacheOf(ctx: ServiceContext): ActorCache | undefined {
  return caches.get(ctx);
}

/**
 * Starts the instance's actor cache when ACTOR_CACHE_MS > 0 and the instance listens on the database: the session
 * channel's session ends and actor changes drop its entries. Without a way to hear other instances there is no
 * cache: every request reads its session.
 */
export async function startActorCache(app: FastifyInstance, ctx: ServiceContext, listen?: Listen) {
  if (!listen || ctx.config.ACTOR_CACHE_MS === 0) return;
  const cache = new ActorCache(ctx.config.ACTOR_CACHE_MS);
  // what the session shows of a client is kept by the same switch, for a second at most (session-cache.ts)
  const views = new ClientViewCache(ctx.config.ACTOR_CACHE_MS);
  const stop = await listen(
    SESSION_CHANNEL,
    (payload) => {
      const event = parseSessionChannelEvent(payload);
      if (event?.type === 'session_revoked') cache.dropUser(event.user_id, event.family_ids);
      else if (event?.type === 'actor_changed') cache.dropUser(event.user_id);
      else if (event?.type === 'client_changed') views.drop(event.client_id);
    },
    (listening) => {
      cache.hearing(listening);
      views.clear();
    },
  );
  caches.set(ctx, cache);
  setClientViewCache(ctx, views);
  app.addHook('onClose', async () => {
    caches.delete(ctx);
    setClientViewCache(ctx, null);
    await stop();
  });
}
