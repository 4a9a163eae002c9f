import {
  ErrorEnvelope,
  endpoints,
  FeedPage,
  FeedQuery,
  IdParam,
  NotificationListQuery,
  NotificationPage,
  ReadAllRequest,
  UnreadCounts,
} from '@elevar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { authenticate, requireAuth } from '../identity/authenticate.ts';
import { getFeed } from './feed.ts';
import * as service from './service.ts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** Notifications, internal messages and the activity feed of the signed-in user in the selected client. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const auth = authenticate(ctx);
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    endpoints.notifications.path,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary:
          'Notifications or internal messages (`channel`), newest first; `unread=true` for unread only',
        querystring: NotificationListQuery,
        response: { 200: NotificationPage, ...errors },
      },
    },
    async (request) => service.listNotifications(ctx, requireAuth(request), request.query),
  );

  app.get(
    endpoints.unreadCounts.path,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary: 'Unread notifications and unread messages',
        response: { 200: UnreadCounts, ...errors },
      },
    },
    async (request) => service.getUnreadCounts(ctx, requireAuth(request)),
  );

  app.post(
    endpoints.readNotification.path,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary: 'Marks one notification or message read; answers the unread counts after it',
        params: IdParam,
        response: { 200: UnreadCounts, 404: ErrorEnvelope, ...errors },
      },
    },
    async (request) => service.readNotification(ctx, requireAuth(request), request.params.id),
  );

  app.post(
    endpoints.readAllNotifications.path,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary: 'Marks every unread row of one channel (or both) read; answers the unread counts after it',
        body: ReadAllRequest,
        response: { 200: UnreadCounts, ...errors },
      },
    },
    async (request) => service.readAllNotifications(ctx, requireAuth(request), request.body?.channel),
  );

  app.get(
    endpoints.feed.path,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary:
          'Activity feed: ledger entries, badges earned and notifications, newest first (cursor pages)',
        querystring: FeedQuery,
        response: { 200: FeedPage, ...errors },
      },
    },
    async (request) => getFeed(ctx, requireAuth(request), request.query, request.language.code),
  );
};
