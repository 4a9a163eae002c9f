import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { type ClientViewRow, findClientViews } from './queries.ts';

/** How long an instance keeps a client's view at most: a change nobody announced is seen within this. */
export const CLIENT_VIEW_MAX_MS = 1000;

/** A client's view as read, with what the session derives from it per language, computed once. */
export interface ClientView {
  readonly row: ClientViewRow;
  /** Per language code: whatever a caller memoizes (the localized stores and menu). */
  readonly byLanguage: Map<string, unknown>;
}

interface Entry {
  view: ClientView;
  readAt: number;
}

/**
 * What the session shows of a client (its row, countries, stores, campaigns, menu, maintenance switch and the
 * published policy versions), the same for all its members and changed rarely, kept per instance for at most
 * CLIENT_VIEW_MAX_MS and dropped at once when the session channel says the client changed (`client_changed`, from
 * any instance). A read under way when something was dropped is not kept, as in the actor cache.
 */
export class ClientViewCache {
  private readonly entries = new Map<number, Entry>();
  /**
   * Reads under way, by client: every member's session misses at once when a view ages out, and they wait for the
   * one read instead of each reading (and localizing) the view again. Never rejects: a failed read is undefined.
   */
  private readonly reading = new Map<number, Promise<ClientView | undefined>>();
  private generation = 0;
  private readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = Math.min(ttlMs, CLIENT_VIEW_MAX_MS);
  }

  get(clientId: number): ClientView | undefined {
    const entry = this.entries.get(clientId);
    if (!entry) return undefined;
    if (performance.now() - entry.readAt >= this.ttlMs) {
      this.entries.delete(clientId);
      return undefined;
    }
    return entry.view;
  }

  ticket(): number {
    return this.generation;
  }

  /** The read under way of a client's view, if any. */
  underWay(clientId: number): Promise<ClientView | undefined> | undefined {
    return this.reading.get(clientId);
  }

  /** Marks `read` as the read under way of a client's view until it settles. */
  track(clientId: number, read: Promise<ClientView | undefined>): void {
    this.reading.set(clientId, read);
    void read.then(() => {
      if (this.reading.get(clientId) === read) this.reading.delete(clientId);
    });
  }

  store(view: ClientView, ticket: number): void {
    if (ticket !== this.generation) return;
    this.entries.set(view.row.id, { view, readAt: performance.now() });
  }

  /** A read under way when its client is dropped is not waited for by later requests: they read again. */
  drop(clientId: number): void {
    this.generation += 1;
    this.entries.delete(clientId);
    this.reading.delete(clientId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.reading.clear();
  }
}

const caches = new WeakMap<ServiceContext, ClientViewCache>();

/** Starts (or stops, `null`) the instance's client view cache: the actor cache does, with the same switch. */
export function setClientViewCache(ctx: ServiceContext, cache: ClientViewCache | null): void {
  if (cache) caches.set(ctx, cache);
  else caches.delete(ctx);
}

export function clientViewCacheOf(ctx: ServiceContext): ClientViewCache | undefined {
  return caches.get(ctx);
}

/**
 * The views of these clients: from the instance's cache, or the read of them already under way, the others read in
 * one statement.
 */
export async function loadClientViews(
  ctx: ServiceContext,
  db: Db,
  clientIds: readonly number[],
): Promise<Map<number, ClientView>> {
  const cache = clientViewCacheOf(ctx);
  const views = new Map<number, ClientView>();
  const waits: Promise<void>[] = [];
  let missing: number[] = [];
  for (const id of clientIds) {
    const view = cache?.get(id);
    const underWay = view ? undefined : cache?.underWay(id);
    if (view) views.set(id, view);
    else if (underWay) waits.push(underWay.then((read) => void (read && views.set(id, read))));
    else missing.push(id);
  }
  if (missing.length > 0) await readViews(cache, db, missing, views);
  if (waits.length === 0) return views;
  await Promise.all(waits);
  // a read waited for that failed: this request reads for itself
  missing = clientIds.filter((id) => !views.has(id));
  if (missing.length > 0) await readViews(undefined, db, missing, views);
  return views;
}

async function readViews(
  cache: ClientViewCache | undefined,
  db: Db,
  clientIds: number[],
  into: Map<number, ClientView>,
) {
  const ticket = cache?.ticket() ?? 0;
  const read = findClientViews(db, clientIds).then(
    (rows) => new Map(rows.map((row) => [row.id, { row, byLanguage: new Map<string, unknown>() }])),
  );
  if (cache) {
    for (const id of clientIds) {
      cache.track(
        id,
        read.then(
          (views) => views.get(id),
          () => undefined,
        ),
      );
    }
  }
  for (const [id, view] of await read) {
    into.set(id, view);
    cache?.store(view, ticket);
  }
}

/** What `compute` makes of a view in one language, computed once per view and language. */
export function perLanguage<T>(view: ClientView, language: string, compute: () => T): T {
  if (view.byLanguage.has(language)) return view.byLanguage.get(language) as T;
  const value = compute();
  view.byLanguage.set(language, value);
  return value;
}
