import type { ServiceContext } from '../../context.ts';
import { listClientsUnderMaintenance } from './queries.ts';

/** How long this instance trusts its read of which clients are under maintenance. */
export const MAINTENANCE_TTL_MS = 5_000;

const reads = new WeakMap<ServiceContext, { at: number; clients: Promise<ReadonlySet<number>> }>();

/**
 * The clients under maintenance, read at most once per MAINTENANCE_TTL_MS per instance: every signed-in request
 * asks, and the answer is almost always "none", so it must cost no round trip. Switching maintenance on or off
 * takes effect on every instance within that time.
 */
export function clientsUnderMaintenance(ctx: ServiceContext): Promise<ReadonlySet<number>> {
  const now = ctx.clock.now().getTime();
  const cached = reads.get(ctx);
  if (cached && now - cached.at < MAINTENANCE_TTL_MS) return cached.clients;
  const clients = listClientsUnderMaintenance(ctx.db).then((ids) => new Set(ids));
  // a failed read is not kept (unless a newer one replaced it): the next request reads again
  clients.catch(() => {
    if (reads.get(ctx)?.clients === clients) reads.delete(ctx);
  });
  reads.set(ctx, { at: now, clients });
  return clients;
}

/** Drops this instance's read at once (after a switch made here); other instances follow within the TTL. */
export function forgetMaintenanceRead(ctx: ServiceContext): void {
  reads.delete(ctx);
}
