import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { type Listen, publish } from '../../../platform/pubsub.ts';
import type { CardRow, storeLists } from './queries.ts';

/**
 * What every shopper of a client and country sees alike in the store, kept per instance for a second at most: a
 * catalogue page's rewards in their order with their cards' texts, price, department, category and image, and how
 * many match (never the stock, which every request reads live for the page's rewards), and the client's departments
 * and categories. A catalogue change (stock rows, a reward's activation or image, a category's maximum) publishes
 * on STORE_CATALOGUE_CHANNEL in its transaction: on commit every instance drops the client's entries, and the
 * writing one drops them at once. What no event drops is the popularity order (orders count in it) and a change
 * whose event was lost: both are at most STORE_CATALOGUE_CACHE_MS old (1 s; 0: no cache).
 */

/** The channel of catalogue changes; the payload is the client's id. */
export const STORE_CATALOGUE_CHANNEL = 'elevar_store_catalogue';
/** Past this many entries of one client, its cache starts over (bounded memory whatever is searched). */
const MAX_ENTRIES_PER_CLIENT = 5000;

/** A page's rewards without their stock, and how many rewards match its filters. */
export interface CachedPage {
  rows: Omit<CardRow, 'stock'>[];
  count: number;
}
export type CachedLists = Awaited<ReturnType<typeof storeLists>>;

type Entry = { readAt: number; value: CachedPage | CachedLists };

class CatalogueCache {
  readonly #clients = new Map<number, Map<string, Entry>>();
  readonly #ctx: ServiceContext;

  constructor(ctx: ServiceContext) {
    this.#ctx = ctx;
  }

  #get(clientId: number, key: string) {
    const entry = this.#clients.get(clientId)?.get(key);
    if (!entry) return undefined;
    const age = this.#ctx.clock.now().getTime() - entry.readAt;
    if (age >= 0 && age < this.#ctx.config.STORE_CATALOGUE_CACHE_MS) return entry.value;
    this.#clients.get(clientId)?.delete(key);
    return undefined;
  }

  #set(clientId: number, key: string, value: CachedPage | CachedLists) {
    if (this.#ctx.config.STORE_CATALOGUE_CACHE_MS === 0) return;
    let entries = this.#clients.get(clientId);
    if (!entries || entries.size >= MAX_ENTRIES_PER_CLIENT) {
      entries = new Map();
      this.#clients.set(clientId, entries);
    }
    entries.set(key, { readAt: this.#ctx.clock.now().getTime(), value });
  }

  page(clientId: number, key: string): CachedPage | undefined {
    return this.#get(clientId, `page:${key}`) as CachedPage | undefined;
  }

  keepPage(clientId: number, key: string, page: CachedPage) {
    this.#set(clientId, `page:${key}`, page);
  }

  lists(clientId: number): CachedLists | undefined {
    return this.#get(clientId, 'lists') as CachedLists | undefined;
  }

  keepLists(clientId: number, lists: CachedLists) {
    this.#set(clientId, 'lists', lists);
  }

  drop(clientId: number) {
    this.#clients.delete(clientId);
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

/** Says, within the writing transaction, that the client's catalogue changed (delivered to every instance on commit). */
export async function publishCatalogueChanged(trx: Db, clientId: number): Promise<void> {
  await publish(trx, STORE_CATALOGUE_CHANNEL, String(clientId));
}

/** Drops the client's catalogue entries whenever any instance changes its catalogue. */
export async function followCatalogueChanges(app: FastifyInstance, ctx: ServiceContext, listen?: Listen) {
  if (!listen) return;
  const stop = await listen(STORE_CATALOGUE_CHANNEL, (payload) => {
    const clientId = Number(payload);
    if (Number.isSafeInteger(clientId)) catalogueCache(ctx).drop(clientId);
  });
  app.addHook('onClose', stop);
}
