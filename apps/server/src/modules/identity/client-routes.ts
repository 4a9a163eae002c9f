import { endpoints } from '@elevar/contract';
import { mayRunMaintenance } from '@elevar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { forbidden } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { route } from '../../platform/route.ts';
import { findAccessFacts, getSiteLists, switchMaintenance } from '../tenancy/index.ts';
import { loadActor, selectedClientId } from './actor.ts';
import { authenticate, requireAuth } from './authenticate.ts';

/**
 * Tenancy's endpoints of a signed-in user's selected client: its site lists and its maintenance switch. They are
 * registered here, on the actor, so that tenancy (clients, their lists and switches) builds on nothing of identity.
 */

/** The client whose maintenance switch the actor holds: the selected one, for its programme admin or a superuser. */
async function maintenanceScope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  if (actor.clientId === null || !mayRunMaintenance(actor)) throw forbidden();
  return { clientId: actor.clientId, userId: actor.userId };
}

export const clientRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const tags = ['tenancy'];

  route(app, endpoints.siteLists, { preHandler: authenticate(ctx), tags }, async (request) => {
    const clientId = await selectedClientId(ctx, requireAuth(request));
    return getSiteLists(ctx, clientId, request.language);
  });

  route(
    app,
    endpoints.maintenance,
    {
      preHandler: authenticate(ctx),
      tags,
      summary: "The selected client's maintenance switch (programme administrators, superusers)",
    },
    async (request) => {
      const { clientId, userId } = await maintenanceScope(ctx, requireAuth(request));
      return { under_maintenance: (await findAccessFacts(ctx.db, userId, clientId)).underMaintenance };
    },
  );

  route(
    app,
    endpoints.setMaintenance,
    {
      preHandler: authenticate(ctx),
      tags,
      summary: "Switches the selected client's maintenance on or off (programme administrators, superusers)",
    },
    async (request) => {
      const { clientId, userId } = await maintenanceScope(ctx, requireAuth(request));
      const underMaintenance = await switchMaintenance(ctx, userId, clientId, request.body.under_maintenance);
      request.log.info({ clientId, underMaintenance }, 'maintenance switched');
      return { under_maintenance: underMaintenance };
    },
  );
};
