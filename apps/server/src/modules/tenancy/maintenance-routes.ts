import { ErrorEnvelope, endpoints, Maintenance } from '@elevar/contract';
import { mayRunMaintenance } from '@elevar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { forbidden } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadActor } from '../identity/actor.ts';
import { authenticate, requireAuth } from '../identity/authenticate.ts';
import { switchMaintenance } from './maintenance.ts';
import { findAccessFacts } from './queries.ts';

/** The client whose maintenance switch the actor holds: the selected one, for its programme admin or a superuser. */
async function maintenanceScope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  if (actor.clientId === null || !mayRunMaintenance(actor)) throw forbidden();
  return { clientId: actor.clientId, userId: actor.userId };
}

export const maintenanceRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const responses = { 200: Maintenance, 401: ErrorEnvelope, 403: ErrorEnvelope };

  app.get(
    endpoints.maintenance.path,
    {
      preHandler: authenticate(ctx),
      schema: {
        tags: ['tenancy'],
        summary: "The selected client's maintenance switch (programme administrators, superusers)",
        response: responses,
      },
    },
    async (request) => {
      const { clientId, userId } = await maintenanceScope(ctx, requireAuth(request));
      return { under_maintenance: (await findAccessFacts(ctx.db, userId, clientId)).underMaintenance };
    },
  );

  app.put(
    endpoints.setMaintenance.path,
    {
      preHandler: authenticate(ctx),
      schema: {
        tags: ['tenancy'],
        summary:
          "Switches the selected client's maintenance on or off (programme administrators, superusers)",
        body: Maintenance,
        response: responses,
      },
    },
    async (request) => {
      const { clientId } = await maintenanceScope(ctx, requireAuth(request));
      const underMaintenance = await switchMaintenance(ctx, clientId, request.body.under_maintenance);
      request.log.info({ clientId, underMaintenance }, 'maintenance switched');
      return { under_maintenance: underMaintenance };
    },
  );
};
