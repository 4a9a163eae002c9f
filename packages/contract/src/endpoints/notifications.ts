import type { Endpoint } from '../endpoints.ts';

/** Notifications, messages, unread counts and the activity feed. */
export const notificationsEndpoints = {
  // Notifications and messages, unread counts, the activity feed (signed in; the selected client's).
  notifications: { method: 'GET', path: '/api/v1/notifications', encoding: 'json-bearer' },
  unreadCounts: { method: 'GET', path: '/api/v1/notifications/unread-count', encoding: 'json-bearer' },
  readNotification: { method: 'POST', path: '/api/v1/notifications/:id/read', encoding: 'json-bearer' },
  readAllNotifications: { method: 'POST', path: '/api/v1/notifications/read-all', encoding: 'json-bearer' },
  feed: { method: 'GET', path: '/api/v1/feed', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
