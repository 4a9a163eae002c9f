import type { Notification, UnreadCounts } from '@elevar/contract';

let nextId = 100;

/** A notification as the API lists it (a level approval unless overridden); ids count up per test file. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  nextId += 1;
  return {
    id: nextId,
    kind: 'level_approved',
    channel: 'notification',
    data: { level: 'intermediate', from_level: 'junior', note: null },
    read_at: null,
    created_at: '2026-11-20T13:30:00Z',
    ...overrides,
  };
}

/** The push the server sends for a new row (platform/pubsub via notifications/notify.ts). */
export function pushed(notification: Notification, unread: UnreadCounts, clientId = 10) {
  return { type: 'notification', client_id: clientId, notification, unread };
}
