import { IdParam } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  FeedPage,
  FeedQuery,
  NotificationListQuery,
  NotificationPage,
  ReadAllRequest,
  UnreadCounts,
} from '../notifications.ts';

/** The schemas of endpoints/notifications.ts, by the same names. */
export const notificationsSchemas = {
  notifications: { query: NotificationListQuery, response: NotificationPage },
  unreadCounts: { response: UnreadCounts },
  readNotification: { params: IdParam, response: UnreadCounts },
  readAllNotifications: { body: ReadAllRequest, response: UnreadCounts },
  feed: { query: FeedQuery, response: FeedPage },
} as const satisfies Record<string, EndpointSchemas>;
