import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { sendCsv } from '../../../platform/csv.ts';
import { idempotencyKeyOf } from '../../../platform/idempotency.ts';
import { route, sendWritten } from '../../../platform/route.ts';
import { authenticate, requireAuth } from '../../identity/index.ts';
import { bulkOrders } from './bulk.ts';
import { catalogue, rewardDetail } from './catalogue.ts';
import { ordersCsv } from './export.ts';
import { changeOrder, listOrders, orderQueue } from './orders.ts';
import { redeem } from './redeem.ts';

/** The reward store (SPEC §2 reward-store, §5 Redemption) and the operators' order queue (SPEC §4 Reward order). */
export const storeRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const common = { preHandler: authenticate(ctx), tags: ['rewards'] };
  route(
    app,
    endpoints.rewardsStore,
    {
      ...common,
      summary:
        'The reward store of the user’s client and country: search, department and category filters, sorted by ' +
        'popularity, name or price, with the filters’ lists and the user’s points',
    },
    async (request, reply) =>
      sendWritten(
        reply,
        endpoints.rewardsStore,
        await catalogue(ctx, requireAuth(request), request.query, request.language.code),
      ),
  );
  route(
    app,
    endpoints.rewardsStoreReward,
    {
      ...common,
      summary:
        'A reward’s details (price, department, stock left in the user’s country, image, delivery notes) with the ' +
        'Reward state of SPEC §3; another client’s or country’s is not found',
    },
    async (request) => rewardDetail(ctx, requireAuth(request), request.params.id, request.language.code),
  );
  route(
    app,
    endpoints.rewardsRedeem,
    {
      ...common,
      summary:
        'Redeems one unit (header Idempotency-Key: a retry answers the first order, 200): 201 with the order ' +
        'awaiting approval, or pending_audit when points still under audit paid for it (it moves on when their ' +
        'audit ends: approved → awaiting approval, reproved → rejected and refunded); 422 store.training_required, store.insufficient_points, store.category_limit, ' +
        'store.out_of_stock (SPEC §8), 403 rewards.account_blocked',
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], 'store.idempotency_key_required');
      const { order, created } = await redeem(
        ctx,
        requireAuth(request),
        request.params.id,
        key,
        request.language.code,
      );
      return reply.status(created ? 201 : 200).send(order);
    },
  );
  route(
    app,
    endpoints.rewardsOrders,
    {
      ...common,
      summary: 'The user’s reward orders in the selected client, newest first, with their history',
    },
    async (request) => listOrders(ctx, requireAuth(request), request.query, request.language.code),
  );
  const staff = { ...common, tags: ['rewards', 'admin'] };
  route(
    app,
    endpoints.rewardsAdminOrders,
    {
      ...staff,
      summary:
        'The client’s reward orders, oldest first, optionally of one status (programme administrators)',
    },
    async (request) => orderQueue(ctx, requireAuth(request), request.query, request.language.code),
  );
  route(
    app,
    endpoints.rewardsApproveOrder,
    { ...staff, summary: 'Approves an order awaiting approval; 409 store.order_status_changed otherwise' },
    async (request) =>
      changeOrder(ctx, requireAuth(request), request.params.id, { action: 'approve' }, request.language.code),
  );
  route(
    app,
    endpoints.rewardsRejectOrder,
    {
      ...staff,
      summary:
        'Rejects an order pending audit, awaiting approval or approved, with a reason: its points refunded through the ledger ' +
        'once and its unit back in stock; 409 store.order_status_changed otherwise',
    },
    async (request) =>
      changeOrder(
        ctx,
        requireAuth(request),
        request.params.id,
        { action: 'reject', body: request.body },
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.rewardsShipOrder,
    { ...staff, summary: 'Ships an approved order with its carrier and tracking number' },
    async (request) =>
      changeOrder(
        ctx,
        requireAuth(request),
        request.params.id,
        { action: 'ship', body: request.body },
        request.language.code,
      ),
  );
  route(
    app,
    endpoints.rewardsDeliverOrder,
    { ...staff, summary: 'Marks a shipped order delivered' },
    async (request) =>
      changeOrder(ctx, requireAuth(request), request.params.id, { action: 'deliver' }, request.language.code),
  );
  route(
    app,
    endpoints.rewardsBulkOrders,
    {
      ...staff,
      summary:
        'One action on up to 100 orders: approve, deliver, reject (one reason for all) or ship (each order’s ' +
        'carrier and tracking number). Each order is moved on its own, with the single moves’ rules, refund, ' +
        'history, audit trail and notification; the answer says for each: changed, refused (code and message: ' +
        'store.order_status_changed, store.shipment_invalid) or not_found, and its status now',
    },
    async (request) => bulkOrders(ctx, requireAuth(request), request.body, request.language.code),
  );
  route(
    app,
    endpoints.rewardsOrdersCsv,
    {
      ...staff,
      summary:
        'The client’s orders as a CSV download for fulfilment partners (the queue’s status filter, oldest first): ' +
        'order, date, status, reward, points, the recipient’s name, contact and address, carrier and tracking ' +
        'number; UTF-8 with BOM, the header in the request’s language',
      produces: ['text/csv'],
      answers: { 200: z.string().describe('The CSV file, as an attachment') },
    },
    async (request, reply) =>
      sendCsv(reply, await ordersCsv(ctx, requireAuth(request), request.query, request.language.code)),
  );
};
