import type { FastifyInstance } from 'fastify';
import { readCaughtUp, type ServiceContext } from '../../../context.ts';
import { type Db, preparedQuery } from '../../../db/connection.ts';
import { type Listen, publish } from '../../../platform/pubsub.ts';

/**
 * What every shopper of a client and country sees alike in the store, kept per instance for a second at most
 * (`catalogue-pages.ts` and `catalogue-cards.ts` say what): which rewards a page shows (the rewards offered in a
 * country in each order, searched and A-Z pages), each reward's card as written in a language (never its stock, which
 * every request reads live for its page's rewards), and the client's departments and categories. A catalogue change
 * (stock rows, a reward's activation or image, a category's maximum) publishes on STORE_CATALOGUE_CHANNEL in its
 * transaction: on commit every instance drops the client's entries, and the writing one drops them at once (`drop`).
 * What no event drops is the popularity order (orders count in it) and a change whose event was lost: both are at
 * most STORE_CATALOGUE_CACHE_MS old (1 s; 0: no cache). A read may find that the catalogue's generation has not
 * moved since a value was read (`confirm`; every change bumps it): a kept card is then served as if read again (no
 * card is written anew each second), and a country's list keeps its orders and reads only its popularity again.
 * An entry read through `read` is read again in the background by the first request of its last fifth (one read at
 * a time), which is still answered from it; the new value replaces it when read, so a list in use is never waited
 * for once it is kept, and nothing served is older than STORE_CATALOGUE_CACHE_MS (the age of a value is counted from
 * when its read began). A read under way when the client's entries are dropped is not kept.
 * A search's matches (the client's, in every country alike) are kept apart (`search`), least recently used first out
 * past a size per client: not for a second but for as long as the catalogue's generation they were read at is the
 * one a country's list read within the second finds, so a change drops them with everything else, and one whose
 * event was lost leaves them behind within the second; a country's list read in full (which may find rewards written
 * behind the services, no generation bumped) forgets them (`forgetSearches`).
 * With a read replica (DATABASE_REPLICA_URL) the shared lists are read there (`sharedRead`), but only when the
 * replica has caught up with the newest change the instance heard of: each change bumps the client's
 * `reward_catalogue_generations` counter and its event carries the new value, and a replica whose counter, read in
 * the same snapshot as the list, is behind it is passed over for the primary. So no instance keeps, after a change's
 * event, a list from before it; the popularity order, and a list read before any event was heard, may trail by the
 * replica's delay.
 */

/** The channel of catalogue changes; the payload is the client's id. */
export const STORE_CATALOGUE_CHANNEL = 'elevar_store_catalogue';
/** Past this many entries of one client, its cache starts over (bounded memory whatever is searched). */
const MAX_ENTRIES_PER_CLIENT = 5000;
/** The same for values kept one by one (a card per reward and language). */
const MAX_KEPT_PER_CLIENT = 40_000;
/** The part of STORE_CATALOGUE_CACHE_MS after which a request reading an entry starts its next read. */
export const REFRESH_AFTER = 0.8;
/** Past this many searches kept of one client, the least recently used go (`search`). */
const MAX_SEARCHES_PER_CLIENT = 20_000;
/** The same past this many bytes of their matches. */
const MAX_SEARCH_BYTES_PER_CLIENT = 8 * 1024 * 1024;
/** Clients whose newest catalogue generation an instance remembers (past it, it starts over). */
const MAX_GENERATIONS = 100_000;

/** A value read by `read` (`known` once read), with the read of the next one when under way. */
type Entry = { readAt: number; value: Promise<unknown>; known?: unknown; next?: Entry | undefined };
/** A value kept by `keep`, with the catalogue generation it was read at when known. */
type Kept = { readAt: number; value: unknown; generation: number | undefined };
/** The newest catalogue generation a read found, and when that read began. */
type Confirmed = { generation: number; at: number };
/** A search's value kept by `search` (its size once read), read at the catalogue's `generation`. */
type Search = { generation: number; value: Promise<unknown>; bytes: number };
/** A client's searches, least recently used first, and their bytes. */
type Searches = { entries: Map<string, Search>; bytes: number };

class CatalogueCache {
  readonly #clients = new Map<number, Map<string, Entry>>();
  readonly #kept = new Map<number, Map<string, Kept>>();
  readonly #generations = new Map<number, number>();
  readonly #confirmed = new Map<number, Confirmed>();
  readonly #searches = new Map<number, Searches>();
  readonly #ctx: ServiceContext;

  constructor(ctx: ServiceContext) {
    this.#ctx = ctx;
  }

  /**
   * The client's value under `key`, read by `load` when none is kept or it is older than STORE_CATALOGUE_CACHE_MS;
   * in its last fifth it is still answered and read again in the background (once at a time). Requests arriving
   * while it is being read share that read (no burst of the same read when an entry expires); a failed read is not
   * kept (a failed background read leaves the value as it was, to be read again by a later request). `load` is given
   * the value it replaces when there is one (read since the client's entries were last dropped).
   */
  read<V>(clientId: number, key: string, load: (previous: V | undefined) => Promise<V>): Promise<V> {
    const ttl = this.#ctx.config.STORE_CATALOGUE_CACHE_MS;
    if (ttl === 0) return load(undefined);
    const now = this.#ctx.clock.now().getTime();
    let entries = this.#clients.get(clientId);
    const entry = entries?.get(key);
    if (entries && entry) {
      if (young(entry, now, ttl)) {
        if (!entry.next && now - entry.readAt >= ttl * REFRESH_AFTER)
          entry.next = this.#load(clientId, entries, key, () => load(entry.known as V), now, entry);
        return entry.value as Promise<V>;
      }
      // too old: the read under way, if any, is the value (its age counted from when it began)
      if (entry.next && young(entry.next, now, ttl)) {
        entries.set(key, entry.next);
        return entry.next.value as Promise<V>;
      }
    }
    if (!entries || entries.size >= MAX_ENTRIES_PER_CLIENT) {
      entries = new Map();
      this.#clients.set(clientId, entries);
    }
    const read = this.#load(clientId, entries, key, () => load(entry?.known as V | undefined), now);
    entries.set(key, read);
    return read.value as Promise<V>;
  }

  /**
   * The client's search under `key` at the catalogue's `generation` (that of the list it is cut from, read within
   * the second): kept while that generation holds, else read by `load`, which says the generation its value was read
   * at (kept when it is the one asked). Requests arriving while it is read share that read; a failed read is not
   * kept; past MAX_SEARCHES_PER_CLIENT searches or MAX_SEARCH_BYTES_PER_CLIENT bytes the least recently used go.
   */
  search<V extends { byteLength: number }>(
    clientId: number,
    key: string,
    generation: number,
    load: () => Promise<{ value: V; generation: number }>,
  ): Promise<V> {
    if (this.#ctx.config.STORE_CATALOGUE_CACHE_MS === 0) return load().then((read) => read.value);
    let searches = this.#searches.get(clientId);
    if (!searches) {
      searches = { entries: new Map(), bytes: 0 };
      this.#searches.set(clientId, searches);
    }
    const kept = searches;
    const { entries } = kept;
    const found = entries.get(key);
    if (found) {
      entries.delete(key);
      if (found.generation === generation) {
        entries.set(key, found); // the most recently used last
        return found.value as Promise<V>;
      }
      kept.bytes -= found.bytes;
    }
    const read = load();
    const entry: Search = { generation, value: read.then((done) => done.value), bytes: 0 };
    entries.set(key, entry);
    read.then(
      ({ value, generation: at }) => {
        if (entries.get(key) !== entry) return; // forgotten, or replaced meanwhile
        if (at !== generation) entries.delete(key);
        else {
          entry.bytes = value.byteLength;
          kept.bytes += entry.bytes;
          evictSearches(kept);
        }
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    evictSearches(kept);
    return entry.value as Promise<V>;
  }

  /** Forgets the client's searches (a country's list was read in full: it may hold rewards no search was read with). */
  forgetSearches(clientId: number) {
    this.#searches.delete(clientId);
  }

  /**
   * Starts `load`, the read of the client's entry under `key` in `entries` begun `now` (the caller keeps it there, or
   * as `previous`'s next: that one replaces `previous` once read, unless the entries were dropped or `previous`
   * replaced meanwhile). A failed read is forgotten.
   */
  #load(
    clientId: number,
    entries: Map<string, Entry>,
    key: string,
    load: () => Promise<unknown>,
    now: number,
    previous?: Entry,
  ): Entry {
    const read: Entry = { readAt: now, value: load() };
    read.value.then(
      (value) => {
        read.known = value;
        if (previous && entries.get(key) === previous && this.#clients.get(clientId) === entries)
          entries.set(key, read);
      },
      () => {
        if (previous?.next === read) previous.next = undefined;
        if (entries.get(key) === read) entries.delete(key);
      },
    );
    return read;
  }

  /**
   * The client's values kept under `keys` by `keep`, each if it is younger than STORE_CATALOGUE_CACHE_MS or a read
   * begun since it found the catalogue at the value's generation (`confirm`), else undefined (a page's cards: one
   * look-up of the client and the clock for all).
   */
  fresh<V>(clientId: number, keys: readonly string[]): (V | undefined)[] {
    const kept = this.#kept.get(clientId);
    const confirmed = this.#confirmed.get(clientId);
    const now = this.#ctx.clock.now().getTime();
    const ttl = this.#ctx.config.STORE_CATALOGUE_CACHE_MS;
    return keys.map((key) => {
      const value = kept?.get(key);
      if (!value) return undefined;
      if (young(value, now, ttl)) return value.value as V;
      const confirms = confirmed !== undefined && confirmed.generation === value.generation;
      return confirms && young({ readAt: confirmed.at }, now, ttl) ? (value.value as V) : undefined;
    });
  }

  /**
   * Keeps a value read now (with others, in one statement, at the catalogue's `generation` when known) for `fresh`;
   * nothing when the cache is off.
   */
  keep(clientId: number, key: string, value: unknown, generation?: number) {
    if (this.#ctx.config.STORE_CATALOGUE_CACHE_MS === 0) return;
    let kept = this.#kept.get(clientId);
    if (!kept || kept.size >= MAX_KEPT_PER_CLIENT) {
      kept = new Map();
      this.#kept.set(clientId, kept);
    }
    kept.set(key, { readAt: this.#ctx.clock.now().getTime(), value, generation });
  }

  /**
   * Says that a read begun `at` found the client's catalogue at `generation`: a value kept at that generation is
   * what a read then would have found (every catalogue change bumps it), so `fresh` serves it for as long as it would
   * serve a value read then. An older generation than one confirmed already is not taken (a lagging replica).
   */
  confirm(clientId: number, generation: number, at: number) {
    const confirmed = this.#confirmed.get(clientId);
    if (
      confirmed &&
      (generation < confirmed.generation || (generation === confirmed.generation && at <= confirmed.at))
    )
      return;
    if (!confirmed && this.#confirmed.size >= MAX_GENERATIONS) this.#confirmed.clear();
    this.#confirmed.set(clientId, { generation, at });
  }

  /**
   * Forgets everything kept of the client (its catalogue changed), and remembers the change's `generation` when
   * known: nothing older is read on the read replica from then on.
   */
  drop(clientId: number, generation?: number) {
    this.#clients.delete(clientId);
    this.#kept.delete(clientId);
    this.#searches.delete(clientId);
    if (generation === undefined || generation <= this.newest(clientId)) return;
    if (this.#generations.size >= MAX_GENERATIONS) this.#generations.clear();
    this.#generations.set(clientId, generation);
  }

  /** The newest generation of the client's catalogue this instance knows was committed (0: none heard of). */
  newest(clientId: number): number {
    return this.#generations.get(clientId) ?? 0;
  }
}

/** Whether an entry read at `readAt` may still be served `now`. */
function young(entry: { readAt: number }, now: number, ttl: number): boolean {
  const age = now - entry.readAt;
  return age >= 0 && age < ttl;
}

/** Forgets a client's least recently used searches while they are too many or too large. */
function evictSearches(searches: Searches) {
  for (const [key, oldest] of searches.entries) {
    if (searches.entries.size <= MAX_SEARCHES_PER_CLIENT && searches.bytes <= MAX_SEARCH_BYTES_PER_CLIENT)
      return;
    searches.entries.delete(key);
    searches.bytes -= oldest.bytes;
  }
}

const caches = new WeakMap<ServiceContext, CatalogueCache>();

/** The instance's catalogue cache (one per service context, made on first use). */
export function catalogueCache(ctx: ServiceContext): CatalogueCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new CatalogueCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}

const generationOf = preparedQuery<{ generation: number | string }>(`select coalesce(
    (select g.generation from reward_catalogue_generations g where g.client_id = $1::bigint), 0) as generation`);

/**
 * A shared read of the client's catalogue (what every shopper of a client and country sees alike): on the read
 * replica when its generation, read in the same snapshot, has reached the newest this instance heard of, else (or
 * without a replica) on the primary (`readCaughtUp`).
 */
export function sharedRead<T>(
  ctx: ServiceContext,
  clientId: number,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const cache = catalogueCache(ctx);
  return readCaughtUp(
    ctx,
    async (db) => Number((await generationOf(db, [clientId]))[0]?.generation ?? 0),
    () => cache.newest(clientId),
    read,
  );
}

/**
 * Says, within the writing transaction, that the client's catalogue changed: bumps its generation and publishes it
 * (`clientId:generation`, delivered to every instance on commit). Returns the generation, for the writing instance's
 * own `drop` after the commit.
 */
export async function publishCatalogueChanged(trx: Db, clientId: number): Promise<number> {
  const bumped = await trx
    .insertInto('reward_catalogue_generations')
    .values({ client_id: clientId, generation: 1 })
    .onConflict((oc) =>
      oc
        .column('client_id')
        .doUpdateSet((eb) => ({ generation: eb('reward_catalogue_generations.generation', '+', 1) })),
    )
    .returning('generation')
    .executeTakeFirstOrThrow();
  const generation = Number(bumped.generation);
  await publish(trx, STORE_CATALOGUE_CHANNEL, `${clientId}:${generation}`);
  return generation;
}

/**
 * Drops the client's catalogue entries whenever any instance changes its catalogue, and remembers the generation the
 * event carries (an event of an older server, the client's id alone, only drops).
 */
export async function followCatalogueChanges(app: FastifyInstance, ctx: ServiceContext, listen?: Listen) {
  if (!listen) return;
  const stop = await listen(STORE_CATALOGUE_CHANNEL, (payload) => {
    const [clientId, generation] = payload.split(':').map(Number);
    if (clientId === undefined || !Number.isSafeInteger(clientId)) return;
    catalogueCache(ctx).drop(clientId, Number.isSafeInteger(generation) ? generation : undefined);
  });
  app.addHook('onClose', stop);
}
