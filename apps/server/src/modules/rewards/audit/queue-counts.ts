import type { ServiceContext } from '../../../context.ts';
import type { QueueFilter } from './queries.ts';

/**
 * The audit queue's counts over a whole status (no store asked), kept per instance for AUDIT_QUEUE_COUNT_CACHE_MS
 * (1 s; 0: none, as in tests): counting every sale under audit of a client read about 28,000 index entries a page at
 * the rewards bench's million lines (3 to 9 ms, docs/benchmarks.md "Rewards"), the same count for every auditor
 * paging meanwhile. A store's counts are a few rows and stay live. What this instance writes into the queue (a sale
 * or photo recorded, a decision) drops the client's counts at once; another instance's writes show within the second.
 */

type Entry = { readAt: number; value: Promise<number> };
/** Past this many kept counts of one client, its counts start over (bounded memory whatever is filtered). */
const MAX_COUNTS_PER_CLIENT = 1000;

const instances = new WeakMap<ServiceContext, Map<number, Map<string, Entry>>>();

function countsOf(ctx: ServiceContext) {
  let clients = instances.get(ctx);
  if (!clients) {
    clients = new Map();
    instances.set(ctx, clients);
  }
  return clients;
}

/**
 * The count of a queue's filter in `table`, read by `count` unless a count of the same filter read less than
 * AUDIT_QUEUE_COUNT_CACHE_MS ago is kept; requests arriving while it is read share that read, and a failed read is
 * not kept. A filter naming a store or an item is always counted live.
 */
export function queueCount(
  ctx: ServiceContext,
  table: 'sales' | 'photo_uploads',
  filter: QueueFilter,
  count: () => Promise<number>,
): Promise<number> {
  const ttl = ctx.config.AUDIT_QUEUE_COUNT_CACHE_MS;
  if (ttl === 0 || filter.storeId !== undefined || filter.id !== undefined) return count();
  const key = [table, filter.status, filter.campaignId, filter.countryId, filter.signal].join(':');
  const now = performance.now();
  const clients = countsOf(ctx);
  let counts = clients.get(filter.clientId);
  const kept = counts?.get(key);
  if (kept && now - kept.readAt < ttl) return kept.value;
  if (!counts || counts.size >= MAX_COUNTS_PER_CLIENT) {
    counts = new Map();
    clients.set(filter.clientId, counts);
  }
  const entry = { readAt: now, value: count() };
  counts.set(key, entry);
  entry.value.catch(() => {
    if (clients.get(filter.clientId)?.get(key) === entry) clients.get(filter.clientId)?.delete(key);
  });
  return entry.value;
}

/** Drops the client's kept counts: this instance changed its queue (a sale or photo recorded, a decision). */
export function queueChanged(ctx: ServiceContext, clientId: number): void {
  countsOf(ctx).delete(clientId);
}
