import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import {
  type Listen,
  parseSessionChannelEvent,
  publishClientChanged,
  SESSION_CHANNEL,
} from '../../platform/pubsub.ts';
import { listClientsUnderMaintenance, setUnderMaintenance } from './queries.ts';

/** How long this instance trusts its read of which clients are under maintenance. */
export const MAINTENANCE_TTL_MS = 5_000;

const reads = new WeakMap<ServiceContext, { at: number; clients: Promise<ReadonlySet<number>> }>();

/**
 * The clients under maintenance, read at most once per MAINTENANCE_TTL_MS per instance: every signed-in request
 * asks, and the answer is almost always "none", so it must cost no round trip. Switching maintenance on or off
 * takes effect on every instance as its `client_changed` event arrives (`followMaintenanceSwitches`), and within
 * that time at most should the event be lost.
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

/**
 * Switches a client's maintenance on or off for a staff member and says so on the session channel in the same
 * transaction, so every instance reads the clients under maintenance again on commit; this instance forgets its
 * read at once. The switch is in the audit trail.
 */
export async function switchMaintenance(
  ctx: ServiceContext,
  actorId: number,
  clientId: number,
  on: boolean,
): Promise<boolean> {
  const underMaintenance = await inTransaction(ctx.db, async (trx) => {
    const switched = await setUnderMaintenance(trx, clientId, on);
    await publishClientChanged(trx, clientId);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: switched ? 'tenancy.maintenance.switched_on' : 'tenancy.maintenance.switched_off',
      entity: 'client',
      entityId: clientId,
      fields: ['under_maintenance'],
      at: ctx.clock.now(),
    });
    return switched;
  });
  forgetMaintenanceRead(ctx);
  return underMaintenance;
}

/** Forgets this instance's read whenever any instance switches a client's maintenance. */
export async function followMaintenanceSwitches(app: FastifyInstance, ctx: ServiceContext, listen?: Listen) {
  if (!listen) return;
  const stop = await listen(SESSION_CHANNEL, (payload) => {
    if (parseSessionChannelEvent(payload)?.type === 'client_changed') forgetMaintenanceRead(ctx);
  });
  app.addHook('onClose', stop);
}
