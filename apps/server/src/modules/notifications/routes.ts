import { endpoints } from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { route } from '../../platform/route.ts';
import { authenticate, requireAuth } from '../identity/index.ts';
import { getFeed } from './feed.ts';
import * as service from './service.ts';

/** Notifications, internal messages and the activity feed of the signed-in user in the selected client. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['notifications'];

  route(
    app,
    endpoints.notifications,
    {
      preHandler: auth,
      tags,
      summary: 'Notifications or internal messages (`channel`), newest first; `unread=true` for unread only',
    },
    async (request) => service.listNotifications(ctx, requireAuth(request), request.query),
  );

  route(
    app,
    endpoints.unreadCounts,
    { preHandler: auth, tags, summary: 'Unread notifications and unread messages' },
    async (request) => service.getUnreadCounts(ctx, requireAuth(request)),
  );

  route(
    app,
    endpoints.readNotification,
    {
      preHandler: auth,
      tags,
      summary: 'Marks one notification or message read; answers the unread counts after it',
    },
    async (request) => service.readNotification(ctx, requireAuth(request), request.params.id),
  );

  route(
    app,
    endpoints.readAllNotifications,
    {
      preHandler: auth,
      tags,
      summary: 'Marks every unread row of one channel (or both) read; answers the unread counts after it',
    },
    async (request) => service.readAllNotifications(ctx, requireAuth(request), request.body?.channel),
  );

  route(
    app,
    endpoints.feed,
    {
      preHandler: auth,
      tags,
      summary: 'Activity feed: ledger entries, badges earned and notifications, newest first (cursor pages)',
    },
    async (request) => getFeed(ctx, requireAuth(request), request.query, request.language.code),
  );
};
