import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../context.ts';
import { route } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { decideItems, listAuditPhotos, listAuditSales } from './service.ts';

/** The auditors' queue of the rewards programme (SPEC §6 auditor): sales and store photos, approve or reprove. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.adminRewardsAuditSales,
    {
      ...common,
      summary:
        'The selected client’s sales by audit state (under audit by default), campaign, country, store and fraud ' +
        'signal, most suspicious first, then oldest; auditors and programme administrators (403 otherwise)',
    },
    async (request) => listAuditSales(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsAuditPhotos,
    {
      ...common,
      summary:
        'The selected client’s store photos by audit state, campaign, country, store and fraud signal, most ' +
        'suspicious first, then oldest; auditors and programme administrators (403 otherwise)',
    },
    async (request) => listAuditPhotos(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsDecideSales,
    {
      ...common,
      summary:
        'Approves or reproves (with a reason, told to the seller) up to 100 sales: a reproval reverses the points ' +
        'through the ledger once; a reproved sale cannot be approved again (outcome refused)',
    },
    async (request) => decideItems(ctx, requireAuth(request), 'sale', request.body, request.language.code),
  );
  route(
    app,
    endpoints.adminRewardsDecidePhotos,
    {
      ...common,
      summary:
        'Approves or reproves (with a reason, told to the user) up to 100 store photos: a reproval reverses the ' +
        'points through the ledger once; a reproved photo cannot be approved again (outcome refused)',
    },
    async (request) => decideItems(ctx, requireAuth(request), 'photo', request.body, request.language.code),
  );
};
